package main

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"
)

// drawnAhead is the drawing of members' matches ahead of time before the load (the server's
// app.MatchDrawer, docs/adr/0018-matches-drawn-ahead.md): in production each morning's pass; here
// one pass for the members the load generator logs in, whose first loads then read what was drawn.
type drawnAhead struct {
	Members int     `json:"members"`
	Seconds float64 `json:"seconds"`
	// MsEach is the pass's time per member: the drawer draws one member after another, so this is
	// what one draw costs the server and the database together, plus the round trips.
	MsEach float64 `json:"ms_each"`
}

// drawEnv makes the server draw, at once, the matches of the first n members in account order:
// the members cmd/loadgen logs in (its --users, ordered by account) when it reads them from the
// database.
func drawEnv(n int) []string {
	return []string{"MATCH_DRAW_HOURS=00:00-00:00", "MATCH_DRAW_ACTIVE_WITHIN=0", "MATCH_DRAW_PAUSE=0",
		"MATCH_DRAW_LIMIT=" + strconv.Itoa(n)}
}

// waitForDraws waits until the server has drawn n members' matches for today, or has drawn some
// and then none for ten seconds (fewer members than n may be shown in discovery).
func waitForDraws(ctx context.Context, dbURL string, n int, began time.Time) (drawnAhead, error) {
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return drawnAhead{}, err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	last, lastAt := -1, time.Now()
	for {
		var drawn int
		if err := conn.QueryRow(ctx, `SELECT count(*) FROM match_draws
			WHERE pools IS NOT NULL AND drawn_on = (now() AT TIME ZONE 'UTC')::date`).Scan(&drawn); err != nil {
			return drawnAhead{}, err
		}
		if drawn != last {
			last, lastAt = drawn, time.Now()
		}
		if drawn >= n || (drawn > 0 && time.Since(lastAt) > 10*time.Second) {
			d := drawnAhead{Members: drawn, Seconds: time.Since(began).Seconds()}
			if drawn > 0 {
				d.MsEach = d.Seconds * 1000 / float64(drawn)
			}
			fmt.Printf("matches drawn ahead: %d members in %.1f s (%.1f ms each, one after another)\n", d.Members, d.Seconds, d.MsEach)
			return d, nil
		}
		if time.Since(lastAt) > time.Minute {
			return drawnAhead{}, fmt.Errorf("matches drawn ahead: %d of %d, and none for a minute (the server's log says why)", drawn, n)
		}
		select {
		case <-ctx.Done():
			return drawnAhead{}, ctx.Err()
		case <-time.After(250 * time.Millisecond):
		}
	}
}
