package postgres_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/site"
)

func TestMemberAdminStore(t *testing.T) {
	ctx := t.Context()
	now := testNow.Truncate(time.Microsecond)

	// Stats and the unfiltered list count every member: a database of their own.
	t.Run("Stats", func(t *testing.T) {
		t.Parallel()
		pool := newPool(t)
		store := postgres.NewMemberAdminStore(pool, postgres.NewAccountStore(pool))
		registerMember(t, pool, "female")
		old := registerMember(t, pool, "male")
		gone := registerMember(t, pool, "female")
		subscribed := registerMember(t, pool, "male")
		createAdmin(t, pool) // not a member
		suspend(t, pool, gone.AccountID)
		if _, err := postgres.NewSubscriptionStore(pool).Subscribe(ctx, subscribed.AccountID, smallPlan, now); err != nil {
			t.Fatal(err)
		}
		// Registered long ago: not new this week.
		if _, err := pool.Exec(ctx, `UPDATE profiles SET registered_at = $2 WHERE account_id = $1`, old.AccountID, now.AddDate(0, 0, -30)); err != nil {
			t.Fatal(err)
		}
		m, _ := site.NewContactMessage("Asha Patil", "asha@example.in", "9822011111", "female", "Please call me.", now)
		postgres.NewSiteStore(pool).SaveContactMessage(ctx, m)
		got, err := store.Stats(ctx, now)
		want := app.AdminStats{Total: 4, Male: 2, Female: 2, Suspended: 1, Subscribed: 1, NewThisWeek: 3, OpenInbox: 1}
		if err != nil || got != want {
			t.Fatalf("stats %+v (%v), want %+v", got, err, want)
		}
	})

	t.Run("Members", func(t *testing.T) {
		t.Parallel()
		pool := newPool(t)
		store := postgres.NewMemberAdminStore(pool, postgres.NewAccountStore(pool))
		var ms []profile.Profile
		for i := range 3 {
			ms = append(ms, registerMember(t, pool, "female", func(f *profile.Fields) {
				f.Email, f.Phone = ptr(fmt.Sprintf("kavya%d@example.in", i)), ptr(fmt.Sprintf("700000000%d", i))
			}))
			pool.Exec(ctx, `UPDATE profiles SET registered_at = $2 WHERE account_id = $1`, ms[i].AccountID, now.Add(time.Duration(i)*time.Hour))
		}
		other := registerMember(t, pool, "male")
		pool.Exec(ctx, `UPDATE profiles SET registered_at = $2 WHERE account_id = $1`, other.AccountID, now.Add(-time.Hour))
		postgres.NewSubscriptionStore(pool).Subscribe(ctx, ms[0].AccountID, plans.Plan{Code: plans.Standard, ValidityMonths: 1}, now)
		suspend(t, pool, ms[1].AccountID)

		rows, n, err := store.Members(ctx, admin.MemberQuery{By: admin.SearchAll}, paging.Page{Number: 1, Limit: 2}, 100, now)
		if err != nil || n != 4 || len(rows) != 2 || rows[0].Code != ms[2].Code || rows[1].Code != ms[1].Code || !rows[1].Suspended {
			t.Fatalf("newest first: %d %+v (%v)", n, rows, err)
		}
		rows, _, _ = store.Members(ctx, admin.MemberQuery{By: admin.SearchAll}, paging.Page{Number: 2, Limit: 2}, 100, now)
		if len(rows) != 2 || rows[0].Code != ms[0].Code || rows[0].Plan != plans.Standard || rows[1].Code != other.Code || rows[1].Plan != "" {
			t.Fatalf("page 2: %+v", rows)
		}
		if rows, n, _ := store.Members(ctx, admin.MemberQuery{By: admin.SearchEmail, Prefix: "kavya"}, paging.Page{Number: 1, Limit: 10}, 100, now); n != 3 || len(rows) != 3 {
			t.Fatalf("by e-mail prefix: %d %+v", n, rows)
		}
		// Letters alone are a name (ParseMemberQuery); the code finds one member.
		if rows, n, _ := store.Members(ctx, admin.ParseMemberQuery(strings.ToLower(ms[1].Code)), paging.Page{Number: 1, Limit: 10}, 100, now); n != 1 || len(rows) != 1 || rows[0].Code != ms[1].Code {
			t.Fatalf("by code: %d %+v", n, rows)
		}
		if rows, n, _ := store.Members(ctx, admin.ParseMemberQuery("7000000001"), paging.Page{Number: 1, Limit: 10}, 100, now); n != 1 || rows[0].Email != "kavya1@example.in" {
			t.Fatalf("by phone: %d %+v", n, rows)
		}
		if _, n, _ := store.Members(ctx, admin.MemberQuery{By: admin.SearchAll}, paging.Page{Number: 1, Limit: 1}, 2, now); n != 2 {
			t.Fatalf("the count goes no further than its limit: %d", n)
		}
	})

	pool := newPool(t)
	accounts := postgres.NewAccountStore(pool)
	store := postgres.NewMemberAdminStore(pool, accounts)

	t.Run("MemberDetail", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		third := registerMember(t, pool, "male")
		requests := postgres.NewRequestStore(pool)
		requests.Send(ctx, groom.AccountID, bride.AccountID, now)
		requests.Send(ctx, bride.AccountID, third.AccountID, now)
		granter := createAdmin(t, pool)
		postgres.NewSubscriptionStore(pool).Grant(ctx, app.Grant{Account: bride.AccountID, Plan: plans.Basic, GrantedBy: granter.ID, Reason: "promo", Now: now})
		d, err := store.MemberDetail(ctx, bride.Code, now)
		if err != nil || d.Profile.AccountID != bride.AccountID || d.PendingReceived != 1 || d.PendingSent != 1 || d.Connections != 0 {
			t.Fatalf("detail %+v (%v)", d, err)
		}
		if len(d.Subscriptions) != 1 || d.Subscriptions[0].GrantedBy != granter.Email || d.Subscriptions[0].GrantReason != "promo" ||
			d.Subscription.Plan != plans.Basic || !d.SubscribedUntil.Equal(now.AddDate(0, 1, 0)) {
			t.Fatalf("subscriptions %+v current %+v until %v", d.Subscriptions, d.Subscription, d.SubscribedUntil)
		}
		if _, err := store.MemberDetail(ctx, "MH00000000", now); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("unknown code: %v", err)
		}
	})

	t.Run("SetStatus", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		accounts.AccountByID(ctx, p.AccountID) // cached
		at := now.Add(time.Hour)
		if err := store.SetStatus(ctx, p.AccountID, true, "fake profile", at); err != nil {
			t.Fatal(err)
		}
		a, _ := accounts.AccountByID(ctx, p.AccountID)
		if !a.Suspended || a.SuspensionReason != "fake profile" || !a.TokensValidAfter.Equal(at) {
			t.Fatalf("suspended account %+v", a)
		}
		d, _ := store.MemberDetail(ctx, p.Code, now)
		if !d.Profile.Suspended || d.StatusReason != "fake profile" || d.StatusChangedAt == nil || !d.StatusChangedAt.Equal(at) {
			t.Fatalf("detail after suspension %+v", d)
		}
		if err := store.SetStatus(ctx, p.AccountID, false, "appeal upheld", at.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		a, _ = accounts.AccountByID(ctx, p.AccountID)
		if a.Suspended || a.SuspensionReason != "" || !a.TokensValidAfter.Equal(at) {
			t.Fatalf("reinstated account %+v (a reinstatement revokes nothing)", a)
		}
		if err := store.SetStatus(ctx, uuid.New(), true, "x", at); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("unknown member: %v", err)
		}
	})
}
