package app

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// MatchDrawer draws members' carousel pools ahead of time, once a day, so that a member's first
// load of the day reads them (ListMatches.pools) instead of walking the candidate indexes
// while they wait (docs/adr/0018-matches-drawn-ahead.md). Every instance may run one: they claim
// members in turn and never draw the same member twice.
type MatchDrawer struct {
	profiles ProfileStore
	store    DiscoveryStore
	draws    MatchDraws
	log      *slog.Logger
	now      func() time.Time
}

// DrawSchedule is when, and for whom, a MatchDrawer draws.
type DrawSchedule struct {
	// From and Until are the hours of the day, in UTC, the drawer works in. Pools are drawn for
	// a UTC date (the ages the preferences allow move with it), which begins at 05:30 in India:
	// by default the drawer works from then until 08:30, before the morning's visits. From equal
	// to Until is all day.
	From, Until time.Duration
	// ActiveWithin: members active within this long before the pass are drawn; 0 is everyone.
	ActiveWithin time.Duration
	// Limit is how many members this instance draws a day; 0 is no limit.
	Limit int
	// Pause is the wait between two draws, which leaves the machine to members' requests.
	Pause time.Duration
}

// DefaultDrawSchedule draws, each morning, the members active in the last week, one every 50 ms
// at most (a draw is a few milliseconds of database time: a fraction of one core).
var DefaultDrawSchedule = DrawSchedule{From: 0, Until: 3 * time.Hour, ActiveWithin: 7 * 24 * time.Hour, Pause: 50 * time.Millisecond}

const (
	// drawBatch is how many members one claim takes.
	drawBatch = 50
	// drawsKept is how long pools stay after the day they were drawn for.
	drawsKept = 7 * 24 * time.Hour
	// drawClaim is how long a claim holds: a drawer that dies leaves its members to another then.
	drawClaim = 10 * time.Minute
)

// NewMatchDrawer draws with store (the primary) into draws; log and now may be nil.
func NewMatchDrawer(profiles ProfileStore, store DiscoveryStore, draws MatchDraws, log *slog.Logger, now func() time.Time) *MatchDrawer {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &MatchDrawer{profiles: profiles, store: store, draws: draws, log: log, now: clockOr(now)}
}

// Run draws each day's pools in the schedule's hours until ctx ends, looking once a minute.
func (m *MatchDrawer) Run(ctx context.Context, s DrawSchedule) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	var done time.Time // the last day whose pass finished
	for {
		now := m.now()
		if day := drawDay(now); day.After(done) && s.open(now) {
			n, err := m.DrawDay(ctx, s)
			switch {
			case ctx.Err() != nil:
				return
			case err != nil:
				m.log.Warn("matches drawn ahead", slog.Int("members", n), slog.String("error", err.Error()))
			default:
				m.log.Info("matches drawn ahead", slog.Int("members", n))
				done = day
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// open reports whether now lies in the schedule's hours.
func (s DrawSchedule) open(now time.Time) bool {
	at := now.Sub(drawDay(now))
	if s.From == s.Until {
		return true
	}
	if s.From < s.Until {
		return at >= s.From && at < s.Until
	}
	return at >= s.From || at < s.Until // across midnight
}

// DrawDay is one day's pass: it claims and draws the members the schedule names who have no pools
// for today, until none are left, the limit is reached or the schedule's hours end. It answers
// how many it drew.
func (m *MatchDrawer) DrawDay(ctx context.Context, s DrawSchedule) (int, error) {
	start := m.now()
	day := drawDay(start)
	activeSince := time.Time{}
	if s.ActiveWithin > 0 {
		activeSince = start.Add(-s.ActiveWithin)
	}
	// Pools of members who have not been back for a week only take room.
	if _, err := m.draws.Sweep(ctx, day.Add(-drawsKept)); err != nil {
		return 0, err
	}
	drawn, after := 0, uuid.Nil
	for s.Limit == 0 || drawn < s.Limit {
		now := m.now()
		if !drawDay(now).Equal(day) || !s.open(now) {
			return drawn, nil
		}
		batch := drawBatch
		if s.Limit > 0 {
			batch = min(batch, s.Limit-drawn)
		}
		ids, err := m.draws.Claim(ctx, day, after, activeSince, batch, now, now.Add(drawClaim))
		if err != nil || len(ids) == 0 {
			return drawn, err
		}
		after = ids[len(ids)-1]
		for _, id := range ids {
			ok, err := m.drawFor(ctx, id, day)
			if err != nil {
				return drawn, err
			}
			if ok {
				drawn++
			}
			if s.Pause > 0 {
				select {
				case <-ctx.Done():
					return drawn, ctx.Err()
				case <-time.After(s.Pause):
				}
			}
		}
	}
	return drawn, nil
}

// drawFor draws one member's pools, as their first load would, and keeps them for day; false
// when there was nothing to draw.
func (m *MatchDrawer) drawFor(ctx context.Context, id uuid.UUID, day time.Time) (bool, error) {
	me, err := m.profiles.ProfileByAccount(ctx, id)
	if errors.Is(err, profile.ErrNotFound) {
		return false, nil // erased since the claim
	}
	if err != nil {
		return false, err
	}
	now := m.now()
	if !drawDay(now).Equal(day) {
		return false, nil // the day ended: these pools would be for tomorrow's ages
	}
	pools, err := m.store.MatchPools(ctx, me, matching.TermsFor(me, now), false, now)
	if err != nil {
		return false, err
	}
	return true, m.draws.Keep(ctx, id, matchVersion(me.UpdatedAt, now), day, trimPools(pools))
}

// drawDay is the date pools drawn at now are for (matchVersion's), as midnight UTC.
func drawDay(now time.Time) time.Time {
	return now.UTC().Truncate(24 * time.Hour)
}
