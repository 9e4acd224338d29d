package postgres

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// WarmPlans has every connection of the pool plan the statements whose plans cost the most to
// make, before members need them. Search and the carousels read member_search, whose eleven
// partitions each carry their covering indexes: a generic plan of one search shape takes about
// 20 ms to make and one of the carousels' statement several times that, and each connection
// makes its own the first time it runs one. Left to the first requests, a freshly started
// server under load spent its first seconds planning, with every request queued behind
// (docs/performance.md). Each statement is run once, for a viewer who does not exist, so it
// finds nobody and costs its planning only. Connections opened later plan as they go.
func WarmPlans(ctx context.Context, pool *pgxpool.Pool, log *slog.Logger) {
	began := time.Now()
	// One connection is held by the notification listener; taking them all would wait for it.
	n := max(int(pool.Config().MaxConns)-1, 1)
	var conns []*pgxpool.Conn
	for range n {
		c, err := pool.Acquire(ctx)
		if err != nil {
			break
		}
		conns = append(conns, c)
	}
	statements := warmStatements(time.Now())
	var (
		wg     sync.WaitGroup
		mu     sync.Mutex
		failed error
	)
	for _, c := range conns {
		wg.Go(func() {
			defer c.Release()
			for _, s := range statements {
				rows, err := c.Query(ctx, s.sql, s.args...)
				if err == nil {
					rows.Close()
					err = rows.Err()
				}
				if err != nil {
					mu.Lock()
					failed = err
					mu.Unlock()
					return
				}
			}
		})
	}
	wg.Wait()
	if failed != nil {
		log.Warn("plans not warmed", slog.String("error", failed.Error()))
		return
	}
	log.Info("plans warmed", slog.Int("connections", len(conns)), slog.Int("statements", len(statements)),
		slog.Duration("took", time.Since(began).Round(time.Millisecond)))
}

type warmStatement struct {
	sql  string
	args []any
}

// warmStatements are the search shapes of the plain search form (each lead, recent activity
// first, with and without the refinements) and every shape of the carousels' statement.
func warmStatements(now time.Time) []warmStatement {
	var out []warmStatement
	nobody := uuid.Nil
	c := matching.Criteria{Viewer: nobody, Page: 1, Limit: 6, Sort: matching.SortRecent, MinAge: 21, MaxAge: 30,
		Caste: "maratha", Religion: "hindu", City: "Pune", MotherTongue: "marathi", District: "pune"}
	for _, l := range []lead{leadNone, leadCaste, leadReligion, leadCity, leadTongue, leadDistrict, leadCityCaste, leadVerified} {
		for _, refine := range []bool{false, true} {
			sh := searchShape{Lead: l, Sort: matching.SortRecent, Verified: l == leadVerified, Refine: refine}
			cc := c
			cc.VerifiedOnly = sh.Verified
			if refine {
				cc.Refine.WithPhoto = true
			}
			sql, args := searchStatement(sh, cc, now, matching.ResultCap+1, matching.ResultCap+1, RefinedCountWalk)
			out = append(out, warmStatement{sql, args})
		}
	}
	// The carousels' statement changes with which preferences lead (matchShape); an age no one
	// has keeps every walk empty.
	for _, caste := range []string{"", "maratha"} {
		for _, city := range []string{"", "Pune"} {
			for _, religion := range []string{"", "hindu"} {
				for _, verified := range []bool{false, true} {
					me := profile.Profile{AccountID: nobody, Gender: "female", Caste: "maratha", City: "Pune", Religion: "hindu",
						DOB: now.AddDate(-30, 0, 0)}
					me.Partner.AgeMin, me.Partner.AgeMax = 150, 150
					me.Partner.Caste, me.Partner.City, me.Partner.Religion = caste, city, religion
					sql, args := matchesStatement(me, matching.TermsFor(me, now), verified, now)
					out = append(out, warmStatement{sql, args})
				}
			}
		}
	}
	return out
}
