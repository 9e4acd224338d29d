package plans_test

import (
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/plans"
)

var (
	basic    = plans.Plan{Code: plans.Basic, ValidityMonths: 1, ContactAllowance: 20}
	standard = plans.Plan{Code: plans.Standard, ValidityMonths: 2, ContactAllowance: 35}
	elite    = plans.Plan{Code: plans.Elite, ValidityMonths: 6}
)

func TestActivateStartsASubscription(t *testing.T) {
	now := time.Date(2026, 1, 15, 10, 0, 0, 0, time.UTC)
	account := uuid.New()
	for name, current := range map[string]plans.Subscription{
		"none":    {Account: account},
		"expired": {ID: uuid.New(), Account: account, Plan: plans.Elite, StartsAt: now.AddDate(0, -7, 0), EndsAt: now.AddDate(0, -1, 0), Used: 9},
	} {
		t.Run(name, func(t *testing.T) {
			s := plans.Activate(current, standard, now)
			if s.ID == uuid.Nil || s.ID == current.ID || s.Account != account || s.Plan != plans.Standard {
				t.Fatalf("%+v", s)
			}
			if !s.StartsAt.Equal(now) || !s.EndsAt.Equal(now.AddDate(0, 2, 0)) || s.Allowance != 35 || s.Used != 0 {
				t.Fatalf("window or allowance: %+v", s)
			}
			if !s.Active(now) || s.Remaining() != 35 {
				t.Fatal("a fresh subscription is active with its whole allowance")
			}
		})
	}
}

func TestActivateWhileActiveExtendsFromTheCurrentEnd(t *testing.T) {
	now := time.Date(2026, 1, 15, 10, 0, 0, 0, time.UTC)
	current := plans.Subscription{ID: uuid.New(), Plan: plans.Basic, StartsAt: now.AddDate(0, 0, -10),
		EndsAt: now.AddDate(0, 0, 21), Allowance: 20, Used: 18}

	t.Run("higher-tier-applies-from-now", func(t *testing.T) {
		s := plans.Activate(current, standard, now)
		if s.ID != current.ID || !s.StartsAt.Equal(current.StartsAt) {
			t.Fatalf("not the same subscription: %+v", s)
		}
		if s.Plan != plans.Standard || !s.EndsAt.Equal(current.EndsAt.AddDate(0, 2, 0)) {
			t.Fatalf("tier or end: %+v", s)
		}
		if s.Allowance != 55 || s.Used != 18 || s.Remaining() != 37 {
			t.Fatalf("allowance: %+v remaining %d", s, s.Remaining())
		}
	})
	t.Run("lower-tier-keeps-the-higher", func(t *testing.T) {
		premium := plans.Subscription{ID: uuid.New(), Plan: plans.Premium, StartsAt: current.StartsAt, EndsAt: current.EndsAt, Allowance: 50}
		s := plans.Activate(premium, basic, now)
		if s.Plan != plans.Premium || s.Allowance != 70 || !s.EndsAt.Equal(premium.EndsAt.AddDate(0, 1, 0)) {
			t.Fatalf("%+v", s)
		}
	})
	t.Run("unlimited-stays-unlimited", func(t *testing.T) {
		s := plans.Activate(current, elite, now)
		if s.Plan != plans.Elite || s.Allowance != 0 || s.Remaining() != -1 {
			t.Fatalf("elite: %+v", s)
		}
		again := plans.Activate(s, basic, now)
		if again.Plan != plans.Elite || again.Allowance != 0 {
			t.Fatalf("basic on top of elite: %+v", again)
		}
	})
	t.Run("the-input-is-not-changed", func(t *testing.T) {
		before := current
		_ = plans.Activate(current, standard, now)
		if current != before {
			t.Fatal("Activate changed its argument")
		}
	})
}

func TestRankAndHigher(t *testing.T) {
	if plans.Rank(plans.Basic) >= plans.Rank(plans.Standard) || plans.Rank(plans.Premium) >= plans.Rank(plans.Elite) {
		t.Fatal("tiers out of order")
	}
	if plans.Higher(plans.Premium, plans.Standard) != plans.Premium || plans.Higher(plans.Basic, plans.Elite) != plans.Elite {
		t.Fatal("Higher")
	}
	if plans.Rank("diamond") != -1 {
		t.Fatal("an unknown code ranks below every plan")
	}
}

func TestUpgradeTo(t *testing.T) {
	for _, tc := range []struct {
		has, preferred, want plans.Code
		ok                   bool
	}{
		{"", plans.Premium, plans.Premium, true},
		{"", "", plans.Standard, true},
		{plans.Basic, plans.Elite, plans.Standard, true},
		{plans.Premium, plans.Basic, plans.Elite, true},
		{plans.Elite, plans.Basic, "", false},
	} {
		if got, ok := plans.UpgradeTo(tc.has, tc.preferred); got != tc.want || ok != tc.ok {
			t.Errorf("UpgradeTo(%q, %q) = %q %v, want %q %v", tc.has, tc.preferred, got, ok, tc.want, tc.ok)
		}
	}
}
