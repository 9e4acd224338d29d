package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/reshimgathi/reshimgathi/internal/cluster"
	"github.com/reshimgathi/reshimgathi/internal/testkit/journey"
	"github.com/reshimgathi/reshimgathi/internal/testkit/loadharness"
)

// Options shape a drill.
type Options struct {
	Server         string
	Rate           float64
	Pairs          int
	Warm, Between  time.Duration
	ArchiveTimeout time.Duration
	// KillPhase is when in the archive_timeout cycle the disk is lost, as a fraction of it
	// after the last WAL archived: near 1 is the worst case, whose loss is about one
	// archive_timeout of writes; near 0 the best, just after a segment went out.
	KillPhase float64
}

// drillMix is the soak's journey with the writes it lacks (registrations, payments), so the
// ledger holds every kind of write the issue names.
var drillMix = func() journey.Mix {
	m := journey.Mix{journey.Register: 3, journey.Pay: 3}
	for k, v := range journey.SoakMix {
		m[k] = v
	}
	return m
}()

// Drill runs both cases against one cluster and reports.
func Drill(ctx context.Context, o Options, progress func(string)) (*Report, error) {
	began := time.Now()
	c, err := loadharness.StartCluster(ctx, "reshimgathi-drill-", cluster.Options{ServerBin: o.Server, Instances: 2,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Env: []string{"LOG_LEVEL=warn"},
		Backup: &cluster.Backup{RetentionFull: 2, ArchiveTimeout: o.ArchiveTimeout}})
	if err != nil {
		return nil, err
	}
	defer c.Stop()
	progress(fmt.Sprintf("cluster with backups at %s in %v (archive_timeout %v)", c.URL, time.Since(began).Round(time.Millisecond), o.ArchiveTimeout))
	var ok, failed atomic.Int64
	world := journey.NewWorld(journey.Config{BaseURL: c.URL, Pairs: o.Pairs, Timeout: 10 * time.Second,
		Record: func(r journey.Result) {
			if r.Err == nil && r.Status < 300 {
				ok.Add(1)
			} else {
				failed.Add(1)
			}
		}})
	if err := world.Setup(ctx); err != nil {
		return nil, err
	}
	rep := &Report{Options: o}
	loadCtx, stopLoad := context.WithCancel(ctx)
	var load sync.WaitGroup
	load.Go(func() { loadharness.OpenLoop(loadCtx, world, drillMix, o.Rate, 9*time.Minute, 256) })
	defer func() { stopLoad(); load.Wait() }()
	progress(fmt.Sprintf("%d members set up; the journey runs at %.0f steps/s", 2*o.Pairs, o.Rate))

	if err := sleep(ctx, o.Warm); err != nil {
		return nil, err
	}
	if rep.BackupTook, err = c.TakeBackup(ctx, "full"); err != nil {
		return nil, err
	}
	progress(fmt.Sprintf("full backup under load in %v; writing on for %v", rep.BackupTook.Round(time.Millisecond), o.Between))
	if err := sleep(ctx, o.Between); err != nil {
		return nil, err
	}
	if err := latest(ctx, c, world, rep, progress); err != nil {
		return rep, err
	}
	if err := sleep(ctx, o.Between/2); err != nil {
		return rep, err
	}
	if err := pitr(ctx, c, world, rep, o.Between/2, progress); err != nil {
		return rep, err
	}
	stopLoad()
	load.Wait()
	rep.Answers, rep.Failed = ok.Load(), failed.Load()
	if info, err := c.BackupInfo(ctx); err == nil {
		rep.Info = info
	}
	return rep, checkRepository(ctx, c, rep)
}

// checkRepository counts what landed in the object store's bucket and verifies it.
func checkRepository(ctx context.Context, c *cluster.Cluster, rep *Report) error {
	wal, err := c.RepoObjects(ctx, "archive/"+cluster.Stanza+"/")
	if err != nil {
		return err
	}
	backup, err := c.RepoObjects(ctx, "backup/"+cluster.Stanza+"/")
	if err != nil {
		return err
	}
	rep.WALObjects, rep.BackupObjects = len(wal), len(backup)
	out, err := c.VerifyBackups(ctx)
	rep.Verify, rep.Verified = out, err == nil && strings.Contains(out, "status: ok")
	if err != nil {
		rep.Verify = err.Error()
	}
	return nil
}

// latest: the primary's disk is lost; restore to the latest archived point.
func latest(ctx context.Context, c *cluster.Cluster, w *journey.World, rep *Report, progress func(string)) error {
	arch, err := archiver(ctx, c.Primary.URL(cluster.Database))
	if err != nil {
		return err
	}
	// Lose the disk at the chosen moment of the archiving cycle (bounded: one cycle at most).
	killAt := arch.at.Add(time.Duration(rep.Options.KillPhase * float64(rep.Options.ArchiveTimeout)))
	if wait := time.Until(killAt); wait > 0 && wait <= rep.Options.ArchiveTimeout {
		if err := sleep(ctx, wait); err != nil {
			return err
		}
		if arch, err = archiver(ctx, c.Primary.URL(cluster.Database)); err != nil {
			return err
		}
	}
	killedAt := time.Now()
	if err := c.Primary.Kill(); err != nil {
		return err
	}
	if err := os.RemoveAll(filepath.Join(c.Primary.Dir(), "data")); err != nil {
		return err
	}
	progress(fmt.Sprintf("primary killed and its data directory deleted; last WAL archived %s at %s", arch.wal, arch.at.Format(time.TimeOnly)))
	began := time.Now()
	point, err := c.RestorePrimary(ctx, cluster.RestoreTarget{})
	if err != nil {
		return err
	}
	rep.Latest.RestoreTook = time.Since(began)
	if err := c.RebuildReplica(ctx); err != nil {
		return err
	}
	entries := w.Ledger.Entries()
	rows, err := journey.Rows(ctx, c.Primary.URL(cluster.Database), entries)
	if err != nil {
		return err
	}
	rep.Latest.Verdict = judge("latest point (disk lost)", entries, rows, point, window{})
	rep.Latest.Point, rep.Latest.LastAcked, rep.Latest.LastArchived = point, lastAcked(entries, killedAt), arch.at
	rep.lost = map[string]bool{}
	for _, e := range entries {
		rep.lost[e.Kind+" "+e.Key] = true
	}
	for _, e := range without(entries, rows, point) {
		delete(rep.lost, e.Kind+" "+e.Key)
	}
	progress(fmt.Sprintf("restored to %s in %v; %d acknowledged writes after it not recoverable",
		point.Format(time.TimeOnly+".000"), rep.Latest.RestoreTook.Round(time.Millisecond), rep.Latest.Unrecoverable))
	// A careful operator's first step after a restore: a new full backup on the new timeline.
	if rep.BackupAfterTook, err = c.TakeBackup(ctx, "full"); err != nil {
		return err
	}
	return nil
}

// pitr: a mistaken DELETE of the run's messages; restore to the moment before it.
func pitr(ctx context.Context, c *cluster.Cluster, w *journey.World, rep *Report, after time.Duration, progress func(string)) error {
	conn, err := pgx.Connect(ctx, c.Primary.URL(cluster.Database))
	if err != nil {
		return err
	}
	target := time.Now()
	time.Sleep(5 * time.Millisecond)
	rowsDel, err := conn.Query(ctx, `DELETE FROM messages WHERE body LIKE $1 RETURNING body`, "journey "+w.RunID()+" %")
	if err != nil {
		conn.Close(ctx)
		return err
	}
	deleted, err := pgx.CollectRows(rowsDel, pgx.RowTo[string])
	conn.Close(ctx)
	if err != nil {
		return err
	}
	rep.PITR.Deleted = len(deleted)
	progress(fmt.Sprintf("mistaken DELETE of %d messages at %s; writing on for %v", len(deleted), target.Format(time.TimeOnly+".000"), after))
	if err := sleep(ctx, after); err != nil {
		return err
	}
	// The operator stops the damage and makes sure the WAL past the target is archived.
	if err := archiveNow(ctx, c.Primary.URL(cluster.Database)); err != nil {
		return err
	}
	if err := c.Primary.Halt(ctx); err != nil {
		return err
	}
	halted := time.Now()
	began := time.Now()
	point, err := c.RestorePrimary(ctx, cluster.RestoreTarget{Time: target})
	if err != nil {
		return err
	}
	rep.PITR.RestoreTook, rep.PITR.Point, rep.PITR.Target = time.Since(began), point, target
	if err := c.RebuildReplica(ctx); err != nil {
		return err
	}
	var entries []journey.Entry
	for _, e := range w.Ledger.Entries() {
		if !rep.lost[e.Kind+" "+e.Key] {
			entries = append(entries, e)
		}
	}
	url := c.Primary.URL(cluster.Database)
	rows, err := journey.Rows(ctx, url, entries)
	if err != nil {
		return err
	}
	rep.PITR.Verdict = judge("point in time (mistaken DELETE)", entries, rows, target, window{target, halted})
	conn, err = pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if err := conn.QueryRow(ctx, `SELECT count(*) FROM messages WHERE body = ANY($1)`, deleted).Scan(&rep.PITR.Back); err != nil {
		return err
	}
	// A message committed between the target and the DELETE's snapshot (milliseconds) was
	// deleted and rightly is not back; the ones acknowledged by the target must all be.
	owed := ackedBy(entries, journey.KindMessage, target, deleted)
	rep.PITR.Owed = len(owed)
	if err := conn.QueryRow(ctx, `SELECT count(*) FROM messages WHERE body = ANY($1)`, owed).Scan(&rep.PITR.OwedBack); err != nil {
		return err
	}
	if err := conn.QueryRow(ctx, `SELECT count(*) FROM messages WHERE created_at > $1 AND created_at <= $2`, target, halted).Scan(&rep.PITR.Later); err != nil {
		return err
	}
	progress(fmt.Sprintf("restored to just before the DELETE in %v: %d of %d deleted messages back",
		rep.PITR.RestoreTook.Round(time.Millisecond), rep.PITR.Back, rep.PITR.Deleted))
	return nil
}

// ackedBy are the keys among keys of kind acknowledged at or before t.
func ackedBy(entries []journey.Entry, kind string, t time.Time, keys []string) []string {
	want := map[string]bool{}
	for _, k := range keys {
		want[k] = true
	}
	out := []string{}
	for _, e := range entries {
		if e.Kind == kind && want[e.Key] && !e.Acked.After(t) {
			out = append(out, e.Key)
		}
	}
	return out
}

type archived struct {
	wal string
	at  time.Time
}

// archiver reads what the primary last archived.
func archiver(ctx context.Context, url string) (archived, error) {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return archived{}, err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	var a archived
	var wal *string
	var at *time.Time
	if err := conn.QueryRow(ctx, `SELECT last_archived_wal, last_archived_time FROM pg_stat_archiver`).Scan(&wal, &at); err != nil {
		return a, err
	}
	if wal != nil && at != nil {
		a.wal, a.at = *wal, *at
	}
	return a, nil
}

// archiveNow closes the current WAL segment and waits (a minute at most) until it is archived.
func archiveNow(ctx context.Context, url string) error {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	var seg string
	if err := conn.QueryRow(ctx, `SELECT pg_walfile_name(pg_switch_wal())`).Scan(&seg); err != nil {
		return err
	}
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		var last *string
		if err := conn.QueryRow(ctx, `SELECT last_archived_wal FROM pg_stat_archiver`).Scan(&last); err != nil {
			return err
		}
		if last != nil && *last >= seg {
			return nil
		}
		if err := sleep(ctx, 100*time.Millisecond); err != nil {
			return err
		}
	}
	return fmt.Errorf("WAL segment %s not archived within a minute", seg)
}

func sleep(ctx context.Context, d time.Duration) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(d):
		return nil
	}
}
