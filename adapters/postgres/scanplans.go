package postgres

import (
	"context"
	"reflect"
	"runtime"
	"sync"
	"weak"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
)

// scanPlanCache makes QueryRow reuse its scan plans. pgx plans how to decode each column into
// its Go destination for every result it reads: for the profile view's row of about seventy
// columns that planning, repeated on every request, was a noticeable part of the server's time
// (docs/performance.md, "Server time per request"). A statement's columns and destinations never
// change, so the plans are kept per connection and statement: a plan may hold its connection's
// type map, and a connection serves one request at a time, so a kept plan is only ever used by
// the goroutine holding its connection. A connection's plans go when the connection does.
type scanPlanCache struct {
	sqlcgen.DBTX
	mu    sync.Mutex
	conns map[weak.Pointer[pgx.Conn]]map[string]*keptScanPlans
}

// keptScanPlans are one statement's plans on one connection, with what they were planned for.
type keptScanPlans struct {
	oids    []uint32
	formats []int16
	types   []reflect.Type
	plans   []pgtype.ScanPlan
}

// withScanPlanCache wraps db; its Exec and Query are db's own.
func withScanPlanCache(db sqlcgen.DBTX) *scanPlanCache {
	return &scanPlanCache{DBTX: db, conns: map[weak.Pointer[pgx.Conn]]map[string]*keptScanPlans{}}
}

// QueryRow is pgx's QueryRow (the first row, pgx.ErrNoRows when none) scanned with kept plans.
func (c *scanPlanCache) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	rows, err := c.DBTX.Query(ctx, sql, args...)
	return &planCachedRow{cache: c, sql: sql, rows: rows, err: err}
}

type planCachedRow struct {
	cache *scanPlanCache
	sql   string
	rows  pgx.Rows
	err   error
}

func (r *planCachedRow) Scan(dest ...any) error {
	if r.err != nil {
		return r.err
	}
	rows := r.rows
	defer rows.Close()
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return err
		}
		return pgx.ErrNoRows
	}
	fields, values := rows.FieldDescriptions(), rows.RawValues()
	conn := rows.Conn()
	if conn == nil || len(fields) != len(dest) || len(values) != len(dest) {
		return scanOnce(rows, dest) // pgx's own path reports the mismatch
	}
	kept := r.cache.plansFor(conn, r.sql, fields, dest)
	for i, d := range dest {
		if d == nil {
			continue
		}
		if err := kept.plans[i].Scan(values[i], d); err != nil {
			return pgx.ScanArgError{ColumnIndex: i, FieldName: fields[i].Name, Err: err}
		}
	}
	rows.Close()
	return rows.Err()
}

func scanOnce(rows pgx.Rows, dest []any) error {
	if err := rows.Scan(dest...); err != nil {
		return err
	}
	rows.Close()
	return rows.Err()
}

// plansFor answers the kept plans of sql on conn, planning them again when the result's columns
// or the destinations differ from what they were planned for (a statement prepared again after
// a schema change).
func (c *scanPlanCache) plansFor(conn *pgx.Conn, sql string, fields []pgconn.FieldDescription, dest []any) *keptScanPlans {
	key := weak.Make(conn)
	c.mu.Lock()
	statements := c.conns[key]
	if statements == nil {
		statements = map[string]*keptScanPlans{}
		c.conns[key] = statements
		runtime.AddCleanup(conn, func(k weak.Pointer[pgx.Conn]) {
			c.mu.Lock()
			delete(c.conns, k)
			c.mu.Unlock()
		}, key)
	}
	kept := statements[sql]
	c.mu.Unlock()
	if kept != nil && kept.fits(fields, dest) {
		return kept
	}
	kept = &keptScanPlans{oids: make([]uint32, len(dest)), formats: make([]int16, len(dest)),
		types: make([]reflect.Type, len(dest)), plans: make([]pgtype.ScanPlan, len(dest))}
	m := conn.TypeMap()
	for i, d := range dest {
		kept.oids[i], kept.formats[i], kept.types[i] = fields[i].DataTypeOID, fields[i].Format, reflect.TypeOf(d)
		if d != nil {
			kept.plans[i] = m.PlanScan(fields[i].DataTypeOID, fields[i].Format, d)
		}
	}
	c.mu.Lock()
	statements[sql] = kept
	c.mu.Unlock()
	return kept
}

func (k *keptScanPlans) fits(fields []pgconn.FieldDescription, dest []any) bool {
	if len(k.plans) != len(dest) {
		return false
	}
	for i, d := range dest {
		if k.oids[i] != fields[i].DataTypeOID || k.formats[i] != fields[i].Format || k.types[i] != reflect.TypeOf(d) {
			return false
		}
	}
	return true
}
