package main

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// Case is one restore's measurements.
type Case struct {
	Verdict
	RestoreTook time.Duration
	Point       time.Time // the commit time of the last transaction replayed
}

// Report is what the drill measured.
type Report struct {
	Options         Options
	BackupTook      time.Duration
	BackupAfterTook time.Duration
	Latest          struct {
		Case
		LastAcked, LastArchived time.Time
	}
	PITR struct {
		Case
		Target               time.Time
		Deleted, Back, Later int
		// Owed are the deleted messages acknowledged by the target time: all must be back.
		Owed, OwedBack int
	}
	Answers, Failed int64
	Info            string
	// The repository in the object store at the end: WAL segments and backup files in its
	// bucket, and what `pgbackrest verify` (every file read back against its checksum) said.
	WALObjects, BackupObjects int
	Verify                    string
	Verified                  bool
	lost                      map[string]bool
}

// RecoveryPoint is how many seconds of acknowledged writes the lost disk took with it: from
// the last write replayed to the last write acknowledged before the primary died.
func (r *Report) RecoveryPoint() time.Duration {
	return recoveryPoint(r.Latest.Point, r.Latest.LastAcked)
}

func recoveryPoint(point, lastAcked time.Time) time.Duration {
	if point.IsZero() || lastAcked.IsZero() || !lastAcked.After(point) {
		return 0
	}
	return lastAcked.Sub(point)
}

// Pass: both ledger checks passed, the deleted messages are all back, nothing later is there.
func (r *Report) Pass() bool {
	return r.Latest.Required > 0 && r.Latest.Pass() && r.PITR.Required > 0 && r.PITR.Pass() &&
		r.PITR.Owed > 0 && r.PITR.OwedBack == r.PITR.Owed && r.PITR.Later == 0 && r.Verified
}

// Print writes the report.
func (r *Report) Print(w io.Writer) {
	pf := func(format string, a ...any) { fmt.Fprintf(w, format+"\n", a...) }
	verdict := func(ok bool) string {
		if ok {
			return "PASS"
		}
		return "FAIL"
	}
	sec := func(d time.Duration) string { return fmt.Sprintf("%.1f s", d.Seconds()) }
	pf("\nrestore drill: %.0f steps/s, %d pairs, archive_timeout %v, disk lost %.0f %% into the archiving cycle; %d answers, %d failed (the outages)",
		r.Options.Rate, r.Options.Pairs, r.Options.ArchiveTimeout, 100*r.Options.KillPhase, r.Answers, r.Failed)
	pf("  full backup under load        %s (and %s after the restore)", sec(r.BackupTook), sec(r.BackupAfterTook))
	l := r.Latest
	pf("  case 1, disk lost, latest     restore %s; recovery point %s (last acknowledged write %s, last replayed %s, last WAL archived %s)",
		sec(l.RestoreTook), sec(r.RecoveryPoint()), clock(l.LastAcked), clock(l.Point), clock(l.LastArchived))
	pf("    ledger %s: %d acknowledged up to the recovery point, %d missing, %d duplicated; %d acknowledged after it not recoverable",
		verdict(l.Pass() && l.Required > 0), l.Required, l.Missing, l.Duplicated, l.Unrecoverable)
	p := r.PITR
	pf("  case 2, mistaken DELETE, PITR restore %s to %s (last replayed %s)", sec(p.RestoreTook), clock(p.Target), clock(p.Point))
	pf("    ledger %s: %d acknowledged before the DELETE, %d missing, %d duplicated; %d sent after it (until the restore), %d present",
		verdict(p.Pass() && p.Required > 0), p.Required, p.Missing, p.Duplicated, p.Forbidden, p.Present)
	pf("    deleted messages back %s: %d of the %d acknowledged by the target (%d of all %d deleted); messages written between the target and the restore %d",
		verdict(p.Owed > 0 && p.OwedBack == p.Owed && p.Later == 0), p.OwedBack, p.Owed, p.Back, p.Deleted, p.Later)
	for _, e := range append(append([]string{}, l.Examples...), p.Examples...) {
		pf("    %s", e)
	}
	pf("  repository in the object store: %d WAL objects, %d backup objects; pgbackrest verify %s",
		r.WALObjects, r.BackupObjects, verdict(r.Verified))
	if !r.Verified && r.Verify != "" {
		pf("    %s", strings.ReplaceAll(strings.TrimSpace(r.Verify), "\n", "\n    "))
	}
	if r.Info != "" {
		pf("\n  %s", strings.ReplaceAll(strings.TrimSpace(r.Info), "\n", "\n  "))
	}
	pf("\nrestore drill: %s", verdict(r.Pass()))
}

func clock(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.Format("15:04:05.000")
}
