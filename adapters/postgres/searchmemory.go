package postgres

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/searchindex"
)

// SearchMemory keeps this instance's in-memory search index (adapters/searchindex) current with
// member_search: it reads the whole table once, then every SearchMemoryPoll the members that
// member_search_changes (migration 00062) logged since. docs/adr/0023-search-in-memory.md.
type SearchMemory struct {
	pool  *pgxpool.Pool
	log   *slog.Logger
	index searchindex.Index
	// cursor is the oldest transaction that was still running when the index last read the log:
	// every change logged by an older transaction is in the index. A search reads the changes
	// from the cursor on with its own statements (pendingRows) and overlays them.
	cursor atomic.Uint64
	read   atomic.Int64 // when the log was last read (unix nanoseconds)
	loaded atomic.Int64 // when member_search was last read in full
	// reload asks for a full read: the notices of deleted members may have been missed.
	reload atomic.Bool
	// changed wakes the reader when a change is committed (a notice).
	changed chan struct{}
}

const (
	// SearchMemoryPoll is how often the index reads the change log. Searches do not wait for it
	// (they overlay what it has not read); it keeps what they overlay small.
	SearchMemoryPoll = 250 * time.Millisecond
	// searchLogKept is how long a change stays in the log; an instance that has not read it for
	// half as long reads member_search again in full rather than trust the log.
	searchLogKept = 10 * time.Minute
	// pendingMost is how many changed members a search overlays at most; past it (a transaction
	// held open for long keeps the cursor back) the search runs in PostgreSQL instead.
	pendingMost = 2000
	// searchReloadEvery is how often the index reads member_search in full anyway, so that a
	// change it missed (a deletion's notice racing a read of the log) lasts no longer.
	searchReloadEvery = 30 * time.Minute
	// searchReadTimeout bounds the reader's statements, a full read included.
	searchReadTimeout = 5 * time.Minute
	// removedChannel carries the id of each member whose profile is deleted, changedChannel an
	// empty notice from each transaction that changed one (migration 00062).
	removedChannel = "reshimgathi_search_removed"
	changedChannel = "reshimgathi_search_changed"
)

func NewSearchMemory(pool *pgxpool.Pool, log *slog.Logger) *SearchMemory {
	return &SearchMemory{pool: pool, log: log, changed: make(chan struct{}, 1)}
}

// Ready reports whether the index is loaded and was current a moment ago.
func (m *SearchMemory) Ready() bool {
	return m.index.Ready() && time.Since(time.Unix(0, m.read.Load())) < searchLogKept/2
}

// Size is how many members the index holds.
func (m *SearchMemory) Size() int { return m.index.Size() }

// SearchIndex answers q from the index as it stands, with no change overlaid (cmd/bench times
// the index's own work with it); ok is false when it is not loaded.
func (m *SearchMemory) SearchIndex(q searchindex.Query) (searchindex.Result, bool) {
	return m.index.Search(q)
}

// Run loads the index and keeps it current until ctx ends; a failed read is tried again. It reads
// on a connection of its own: from the pool it would wait behind the searches whenever they queue,
// and every search would then overlay more (the index falling further behind the busier it is).
func (m *SearchMemory) Run(ctx context.Context) {
	listening := make(chan struct{})
	go m.listen(ctx, listening)
	select { // the first full read starts once deletions are heard, so none falls between
	case <-listening:
	case <-time.After(5 * time.Second):
	case <-ctx.Done():
	}
	tick := time.NewTicker(SearchMemoryPoll)
	defer tick.Stop()
	var (
		conn      *pgx.Conn
		lastPrune time.Time
	)
	defer func() {
		if conn != nil {
			conn.Close(context.WithoutCancel(ctx)) //nolint:errcheck // closing is all that is left
		}
	}()
	for {
		var err error
		if conn == nil {
			conn, err = m.connect(ctx)
		}
		switch {
		case err != nil:
		case !m.Ready() || m.reload.Swap(false) || time.Since(time.Unix(0, m.loaded.Load())) > searchReloadEvery:
			err = m.load(ctx, conn)
		default:
			err = m.catchUp(ctx, conn)
		}
		if err == nil && time.Since(lastPrune) > time.Minute {
			lastPrune = time.Now()
			_, err = conn.Exec(ctx, `DELETE FROM member_search_changes WHERE logged_at < now() - $1::interval`,
				searchLogKept.String())
		}
		if err != nil && ctx.Err() == nil {
			m.log.Warn("search index not current", slog.String("error", err.Error()))
			if conn != nil {
				conn.Close(ctx) //nolint:errcheck // a new one is opened next time
				conn = nil
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		case <-m.changed:
		}
	}
}

// connect opens the reader's connection. Its statements may take longer than the pool's
// (StatementTimeout): a full read of a million members takes several seconds.
func (m *SearchMemory) connect(ctx context.Context) (*pgx.Conn, error) {
	cfg := m.pool.Config().ConnConfig.Copy()
	cfg.RuntimeParams["statement_timeout"] = fmt.Sprint(searchReadTimeout.Milliseconds())
	return pgx.ConnectConfig(ctx, cfg)
}

// querier is a connection or the pool.
type querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// listen takes deleted members out of the index as their notices arrive, and wakes the reader of
// the log when a change is committed, on a connection of its
// own (a LISTENing session is no use to the pool). Whenever it (re)connects, notices may have been
// missed, so it asks for a full read.
func (m *SearchMemory) listen(ctx context.Context, listening chan struct{}) {
	for ctx.Err() == nil {
		err := m.listenOnce(ctx, listening)
		if ctx.Err() != nil {
			return
		}
		m.log.Warn("search index listener lost its connection", slog.String("error", errString(err)))
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Second):
		}
	}
}

func (m *SearchMemory) listenOnce(ctx context.Context, listening chan struct{}) error {
	conn, err := pgx.ConnectConfig(ctx, m.pool.Config().ConnConfig.Copy())
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx)) //nolint:errcheck // closing is all that is left
	if _, err := conn.Exec(ctx, "LISTEN "+removedChannel+"; LISTEN "+changedChannel); err != nil {
		return err
	}
	select {
	case <-listening: // a reconnection: notices may have been missed
		m.reload.Store(true)
	default:
		close(listening)
	}
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if n.Channel == changedChannel {
			select {
			case m.changed <- struct{}{}:
			default: // a read is already due
			}
		} else if id, err := uuid.Parse(n.Payload); err == nil {
			m.index.Apply(nil, []uuid.UUID{id})
		}
	}
}

// sinceCursor is what the log holds from the cursor ($1) on. The upper bound is the largest xid8:
// it changes nothing, but a cached plan cannot see the cursor and takes a one-sided range for a
// third of the table (a sequential scan of the log), a two-sided one for a small part (the index).
const sinceCursor = `xid >= $1::text::xid8 AND xid < '18446744073709551615'::xid8`

// horizon is the oldest transaction running now: every older one has ended.
const horizon = `pg_snapshot_xmin(pg_current_snapshot())::text`

// Load reads every member_search row into the index, on a connection of its own with the
// reader's longer time-out (connect): a million rows take longer than the pool allows.
func (m *SearchMemory) Load(ctx context.Context) error {
	conn, err := m.connect(ctx)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	return m.load(ctx, conn)
}

func (m *SearchMemory) load(ctx context.Context, db querier) error {
	start := time.Now()
	var from string
	if err := db.QueryRow(ctx, `SELECT `+horizon).Scan(&from); err != nil {
		return fmt.Errorf("search index: %w", err)
	}
	cursor, err := strconv.ParseUint(from, 10, 64)
	if err != nil {
		return fmt.Errorf("search index: horizon %q: %w", from, err)
	}
	n := 0
	err = m.index.LoadEach(func(add func(searchindex.Row)) error {
		rows, err := db.Query(ctx, `SELECT `+memberSearchColumns+` FROM member_search ms`)
		if err != nil {
			return err
		}
		return scanEachMemberSearch(rows, func(r searchindex.Row) { add(r); n++ })
	})
	if err != nil {
		return fmt.Errorf("search index: %w", err)
	}
	m.cursor.Store(cursor)
	m.read.Store(time.Now().UnixNano())
	m.loaded.Store(time.Now().UnixNano())
	m.log.Info("search index loaded", slog.Int("members", n),
		slog.Duration("took", time.Since(start).Round(time.Millisecond)))
	return nil
}

// CatchUp takes in the changes logged since the cursor.
func (m *SearchMemory) CatchUp(ctx context.Context) error { return m.catchUp(ctx, m.pool) }

func (m *SearchMemory) catchUp(ctx context.Context, db querier) error {
	var (
		next string
		ids  []uuid.UUID
	)
	err := db.QueryRow(ctx, `SELECT `+horizon+`, coalesce(array_agg(DISTINCT c.account_id), '{}')
        FROM member_search_changes c WHERE `+sinceCursor+``, strconv.FormatUint(m.cursor.Load(), 10)).Scan(&next, &ids)
	if err != nil {
		return fmt.Errorf("search index: %w", err)
	}
	cursor, err := strconv.ParseUint(next, 10, 64)
	if err != nil {
		return fmt.Errorf("search index: horizon %q: %w", next, err)
	}
	if len(ids) > 0 {
		rows, err := db.Query(ctx, `SELECT `+memberSearchColumns+` FROM member_search ms WHERE ms.account_id = ANY($1)`, ids)
		if err != nil {
			return fmt.Errorf("search index: %w", err)
		}
		changed, err := scanMemberSearch(rows)
		if err != nil {
			return fmt.Errorf("search index: %w", err)
		}
		m.index.Apply(changed, goneOf(ids, changed))
	}
	m.cursor.Store(max(cursor, m.cursor.Load()))
	m.read.Store(time.Now().UnixNano())
	return nil
}

// goneOf are the ids with no row among rows.
func goneOf(ids []uuid.UUID, rows []searchindex.Row) []uuid.UUID {
	found := make(map[uuid.UUID]bool, len(rows))
	for _, r := range rows {
		found[r.AccountID] = true
	}
	var gone []uuid.UUID
	for _, id := range ids {
		if !found[id] {
			gone = append(gone, id)
		}
	}
	return gone
}

// memberSearchColumns are what the index keeps of a member_search row (alias ms), in
// scanMemberSearch's order.
const memberSearchColumns = `ms.account_id, ms.gender, ms.dob, ms.last_active_at, ms.registered_at, ms.height_cm,
    ms.income_k_month, coalesce(ms.horoscope_key, -1)::smallint, ms.pref_age_min, ms.pref_age_max,
    coalesce(ms.pref_height_min, 0)::smallint, coalesce(ms.pref_height_max, 0)::smallint, ms.pref_marital, ms.has_photo, ms.verified,
    ms.caste, ms.religion, ms.city, ms.district, coalesce(ms.mother_tongue, ''), coalesce(ms.sub_caste, ''),
    coalesce(ms.native_district, ''), ms.marital_status, ms.education, ms.profession, coalesce(ms.manglik, ''),
    coalesce(ms.pref_religion, ''), coalesce(ms.pref_caste, ''), coalesce(ms.pref_city, ''), coalesce(ms.pref_manglik, '')`

// scanMemberSearch reads rows of memberSearchColumns.
func scanMemberSearch(rows pgx.Rows) ([]searchindex.Row, error) {
	var out []searchindex.Row
	err := scanEachMemberSearch(rows, func(r searchindex.Row) { out = append(out, r) })
	return out, err
}

// scanEachMemberSearch hands each row of memberSearchColumns to use.
func scanEachMemberSearch(rows pgx.Rows, use func(searchindex.Row)) error {
	defer rows.Close()
	for rows.Next() {
		var (
			r                                                      searchindex.Row
			height, horoscope, ageMin, ageMax, hMin, hMax, marital int16
			income                                                 int32
		)
		if err := rows.Scan(&r.AccountID, &r.Gender, &r.DOB, &r.LastActive, &r.Registered, &height, &income,
			&horoscope, &ageMin, &ageMax, &hMin, &hMax, &marital, &r.HasPhoto, &r.Verified, &r.Caste, &r.Religion,
			&r.City, &r.District, &r.MotherTongue, &r.SubCaste, &r.NativeDistrict, &r.MaritalStatus, &r.Education,
			&r.Profession, &r.Manglik, &r.PrefReligion, &r.PrefCaste, &r.PrefCity, &r.PrefManglik); err != nil {
			return err
		}
		r.HeightCM, r.IncomeK, r.HoroscopeKey = int(height), int(income), int(horoscope)
		r.PrefAgeMin, r.PrefAgeMax, r.PrefHeightMin, r.PrefHeightMax, r.PrefMarital = int(ageMin), int(ageMax), int(hMin), int(hMax), int(marital)
		use(r)
	}
	return rows.Err()
}
