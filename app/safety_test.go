package app_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/safety"
)

type blockPair struct{ blocker, blocked uuid.UUID }

// safetyStore records blocks and reports; Unblock of a block it does not hold is safety.ErrNotBlocked.
type safetyStore struct {
	app.SafetyStore
	blocks  map[blockPair]time.Time
	reports []safety.Report
}

func (s *safetyStore) Block(_ context.Context, blocker, blocked uuid.UUID, now time.Time) error {
	s.blocks[blockPair{blocker, blocked}] = now
	return nil
}

func (s *safetyStore) Unblock(_ context.Context, blocker, blocked uuid.UUID) error {
	if _, ok := s.blocks[blockPair{blocker, blocked}]; !ok {
		return safety.ErrNotBlocked
	}
	delete(s.blocks, blockPair{blocker, blocked})
	return nil
}

func (s *safetyStore) Report(_ context.Context, r safety.Report) (bool, error) {
	s.reports = append(s.reports, r)
	return true, nil
}

var safetyNow = time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)

func TestSafetyDecisions(t *testing.T) {
	ctx := context.Background()
	me, bride, otherGroom := member("MHGROOM301", "male"), member("MHBRIDE301", "female"), member("MHGROOM302", "male")
	suspended := member("MHBRIDE302", "female")
	suspended.Suspended = true
	setup := func() (*app.SafetyApplication, *safetyStore, *app.RateLimiter) {
		t.Helper()
		store := &safetyStore{blocks: map[blockPair]time.Time{}}
		clock := func() time.Time { return safetyNow }
		limits := app.NewRateLimiter(&memoryCounter{windows: map[string]struct {
			hits int
			ends time.Time
		}{}}, slog.New(slog.NewTextHandler(io.Discard, nil)), clock)
		profiles := fakeProfiles{byCode: map[string]profile.Profile{me.Code: me, bride.Code: bride, otherGroom.Code: otherGroom,
			suspended.Code: suspended}}
		s, err := app.NewSafetyApplication(app.SafetyPorts{Profiles: profiles, Store: store, Limits: limits, Now: clock})
		if err != nil {
			t.Fatal(err)
		}
		return s, store, limits
	}

	t.Run("blocking records the caller's block of the member, now", func(t *testing.T) {
		s, store, _ := setup()
		if err := s.Commands.Block.Handle(ctx, me.AccountID, bride.Code); err != nil {
			t.Fatal(err)
		}
		if at, ok := store.blocks[blockPair{me.AccountID, bride.AccountID}]; !ok || !at.Equal(safetyNow) || len(store.blocks) != 1 {
			t.Fatalf("blocks %v", store.blocks)
		}
	})

	for _, c := range []struct {
		name string
		code string
		want error
	}{
		{"never oneself", me.Code, safety.ErrBlockSelf},
		{"one's own gender does not exist", otherGroom.Code, profile.ErrNotFound},
		{"a suspended member does not exist", suspended.Code, profile.ErrNotFound},
		{"an unknown code does not exist", "MHNOBODY30", profile.ErrNotFound},
	} {
		t.Run("block refused: "+c.name, func(t *testing.T) {
			s, store, _ := setup()
			if err := s.Commands.Block.Handle(ctx, me.AccountID, c.code); !errors.Is(err, c.want) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
			if len(store.blocks) != 0 {
				t.Fatal("a block was stored")
			}
		})
	}

	t.Run("unblocking lifts the caller's block, even of a member now hidden; no block is not found", func(t *testing.T) {
		s, store, _ := setup()
		store.blocks[blockPair{me.AccountID, suspended.AccountID}] = safetyNow
		if err := s.Commands.Unblock.Handle(ctx, me.AccountID, suspended.Code); err != nil || len(store.blocks) != 0 {
			t.Fatalf("%v, blocks %v", err, store.blocks)
		}
		if err := s.Commands.Unblock.Handle(ctx, me.AccountID, bride.Code); !errors.Is(err, safety.ErrNotBlocked) {
			t.Fatalf("got %v", err)
		}
		if err := s.Commands.Unblock.Handle(ctx, me.AccountID, "MHNOBODY30"); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("unknown code: %v", err)
		}
	})

	t.Run("a report is filed by the caller about the member with the reason, trimmed", func(t *testing.T) {
		s, store, _ := setup()
		if err := s.Commands.Report.Handle(ctx, me.AccountID, bride.Code, "asking-money", "  asked for a loan  "); err != nil {
			t.Fatal(err)
		}
		if len(store.reports) != 1 {
			t.Fatalf("reports %+v", store.reports)
		}
		r := store.reports[0]
		if r.Reporter != me.AccountID || r.Reported != bride.AccountID || r.Reason != safety.ReasonAskingMoney ||
			r.Details != "asked for a loan" || !r.CreatedAt.Equal(safetyNow) {
			t.Fatalf("report %+v", r)
		}
	})

	for _, c := range []struct {
		name, code, reason, details string
		want                        error
	}{
		{"oneself", me.Code, "fake", "", safety.ErrReportSelf},
		{"one's own gender", otherGroom.Code, "fake", "", profile.ErrNotFound},
		{"a suspended member", suspended.Code, "fake", "", profile.ErrNotFound},
		{"an unknown code", "MHNOBODY30", "fake", "", profile.ErrNotFound},
		{"a reason not on the list", bride.Code, "rude", "", errs.ErrInvalid},
		{"'other' without saying what", bride.Code, "other", " hm ", errs.ErrInvalid},
	} {
		t.Run("report refused: "+c.name, func(t *testing.T) {
			s, store, _ := setup()
			if err := s.Commands.Report.Handle(ctx, me.AccountID, c.code, c.reason, c.details); !errors.Is(err, c.want) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
			if len(store.reports) != 0 {
				t.Fatal("a report was filed")
			}
		})
	}

	t.Run("reports per member are rate limited; refused ones do not count", func(t *testing.T) {
		s, store, limits := setup()
		limits.SetLimit(app.PolicyReports, 1)
		_ = s.Commands.Report.Handle(ctx, me.AccountID, bride.Code, "rude", "")
		if err := s.Commands.Report.Handle(ctx, me.AccountID, bride.Code, "fake", ""); err != nil {
			t.Fatalf("first valid report: %v", err)
		}
		var rl *errs.RateLimitedError
		if err := s.Commands.Report.Handle(ctx, me.AccountID, bride.Code, "harassment", ""); !errors.As(err, &rl) {
			t.Fatalf("got %v", err)
		}
		if len(store.reports) != 1 {
			t.Fatalf("%d reports filed", len(store.reports))
		}
	})
}
