package postgres_test

import (
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func TestAdminStore(t *testing.T) {
	pool := newPool(t)
	accounts := postgres.NewAccountStore(pool)
	store := postgres.NewAdminStore(pool, accounts)
	ctx := t.Context()

	t.Run("CreateAdmin", func(t *testing.T) {
		t.Parallel()
		a := createAdmin(t, pool)
		got, err := accounts.AccountByEmail(ctx, a.Email)
		if err != nil || got.ID != a.ID || got.Role != identity.RoleAdmin || got.PasswordHash != "admin-hash" {
			t.Fatalf("read back %+v (%v)", got, err)
		}
		if _, err := postgres.NewProfileStore(pool).ProfileByAccount(ctx, a.ID); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("an admin has a profile: %v", err)
		}
		member := registerMember(t, pool, "female")
		clash := identity.Account{ID: uuid.New(), Email: member.Contact.Email, PasswordHash: "x"}
		if err := store.CreateAdmin(ctx, clash, testNow); !errors.Is(err, profile.ErrEmailTaken) {
			t.Fatalf("a taken e-mail: %v", err)
		}
	})

	t.Run("CountAdmins/Admins", func(t *testing.T) {
		t.Parallel()
		own := newPool(t) // counts the whole table: a database of its own
		s := postgres.NewAdminStore(own, postgres.NewAccountStore(own))
		if n, err := s.CountAdmins(ctx); err != nil || n != 0 {
			t.Fatalf("no admins yet: %d (%v)", n, err)
		}
		a, b := createAdmin(t, own), createAdmin(t, own)
		registerMember(t, own, "male") // members are not admins
		if n, _ := s.CountAdmins(ctx); n != 2 {
			t.Fatalf("%d admins, want 2", n)
		}
		list, err := s.Admins(ctx)
		seen := map[uuid.UUID]string{}
		for _, x := range list {
			seen[x.ID] = x.Email
		}
		if err != nil || len(list) != 2 || seen[a.ID] != a.Email || seen[b.ID] != b.Email {
			t.Fatalf("admins %+v (%v)", list, err)
		}
	})

	t.Run("SetAdminPassword", func(t *testing.T) {
		t.Parallel()
		a := createAdmin(t, pool)
		accounts.AccountByID(ctx, a.ID) // cached
		at := testNow.Add(time.Hour)
		if err := store.SetAdminPassword(ctx, a.ID, "new-admin-hash", at); err != nil {
			t.Fatal(err)
		}
		got, _ := accounts.AccountByID(ctx, a.ID)
		if got.PasswordHash != "new-admin-hash" || !got.TokensValidAfter.Equal(at) {
			t.Fatalf("after: %+v", got)
		}
	})

	t.Run("TOTP", func(t *testing.T) {
		t.Parallel()
		a := createAdmin(t, pool)
		if st, err := store.TOTP(ctx, a.ID); err != nil || st.Enabled || st.Pending != nil || st.Secret != nil {
			t.Fatalf("before set-up: %+v (%v)", st, err)
		}
		if err := store.SetPendingTOTP(ctx, a.ID, []byte("sealed-1")); err != nil {
			t.Fatal(err)
		}
		if st, _ := store.TOTP(ctx, a.ID); string(st.Pending) != "sealed-1" || st.Enabled {
			t.Fatalf("pending: %+v", st)
		}
	})

	t.Run("SetPendingTOTP", func(t *testing.T) {
		t.Parallel()
		a := createAdmin(t, pool)
		store.SetPendingTOTP(ctx, a.ID, []byte("first"))
		if err := store.SetPendingTOTP(ctx, a.ID, []byte("second")); err != nil {
			t.Fatal(err)
		}
		if st, _ := store.TOTP(ctx, a.ID); string(st.Pending) != "second" {
			t.Fatalf("a new set-up replaces the pending secret: %q", st.Pending)
		}
	})

	t.Run("EnableTOTP", func(t *testing.T) {
		t.Parallel()
		a := createAdmin(t, pool)
		if err := store.EnableTOTP(ctx, a.ID, 100, nil, testNow); !errors.Is(err, app.ErrTOTPNotStarted) {
			t.Fatalf("nothing pending: %v", err)
		}
		store.SetPendingTOTP(ctx, a.ID, []byte("sealed"))
		if err := store.EnableTOTP(ctx, a.ID, 100, [][]byte{[]byte("r1"), []byte("r2")}, testNow); err != nil {
			t.Fatal(err)
		}
		st, _ := store.TOTP(ctx, a.ID)
		if !st.Enabled || string(st.Secret) != "sealed" || st.Pending != nil || st.CodesLeft != 2 {
			t.Fatalf("enabled: %+v", st)
		}
		// The confirming code's step is spent.
		if ok, _ := store.UseTOTPStep(ctx, a.ID, 100); ok {
			t.Fatal("the confirming step was accepted again")
		}
		// While it is on, a pending secret cannot replace the one in use.
		store.SetPendingTOTP(ctx, a.ID, []byte("sealed-2"))
		if err := store.EnableTOTP(ctx, a.ID, 200, [][]byte{[]byte("r3")}, testNow); !errors.Is(err, app.ErrTOTPNotStarted) {
			t.Fatalf("enabling twice: %v", err)
		}
		if st, _ := store.TOTP(ctx, a.ID); string(st.Secret) != "sealed" || st.CodesLeft != 2 {
			t.Fatalf("a refused second enabling changed %+v", st)
		}
	})

	t.Run("DisableTOTP", func(t *testing.T) {
		t.Parallel()
		a := createAdmin(t, pool)
		store.SetPendingTOTP(ctx, a.ID, []byte("sealed"))
		store.EnableTOTP(ctx, a.ID, 1, [][]byte{[]byte("r1")}, testNow)
		if err := store.DisableTOTP(ctx, a.ID); err != nil {
			t.Fatal(err)
		}
		st, _ := store.TOTP(ctx, a.ID)
		if st.Enabled || st.Secret != nil || st.CodesLeft != 0 {
			t.Fatalf("disabled: %+v", st)
		}
		if ok, _ := store.UseRecoveryCode(ctx, a.ID, []byte("r1"), testNow); ok {
			t.Fatal("a recovery code works after disabling")
		}
	})

	t.Run("UseTOTPStep", func(t *testing.T) {
		t.Parallel()
		a := createAdmin(t, pool)
		store.SetPendingTOTP(ctx, a.ID, []byte("sealed"))
		store.EnableTOTP(ctx, a.ID, 10, nil, testNow)
		for _, tc := range []struct {
			step int64
			ok   bool
		}{{11, true}, {11, false}, {10, false}, {13, true}, {12, false}} {
			if ok, err := store.UseTOTPStep(ctx, a.ID, tc.step); err != nil || ok != tc.ok {
				t.Fatalf("step %d: %v (%v), want %v", tc.step, ok, err, tc.ok)
			}
		}
	})

	t.Run("UseRecoveryCode", func(t *testing.T) {
		t.Parallel()
		a := createAdmin(t, pool)
		store.SetPendingTOTP(ctx, a.ID, []byte("sealed"))
		store.EnableTOTP(ctx, a.ID, 1, [][]byte{[]byte("r1"), []byte("r2")}, testNow)
		if ok, err := store.UseRecoveryCode(ctx, a.ID, []byte("r1"), testNow); err != nil || !ok {
			t.Fatalf("first use: %v (%v)", ok, err)
		}
		if ok, _ := store.UseRecoveryCode(ctx, a.ID, []byte("r1"), testNow); ok {
			t.Fatal("a recovery code was used twice")
		}
		if ok, _ := store.UseRecoveryCode(ctx, a.ID, []byte("nope"), testNow); ok {
			t.Fatal("an unknown code was accepted")
		}
		other := createAdmin(t, pool)
		if ok, _ := store.UseRecoveryCode(ctx, other.ID, []byte("r2"), testNow); ok {
			t.Fatal("another admin's code was accepted")
		}
		if st, _ := store.TOTP(ctx, a.ID); st.CodesLeft != 1 {
			t.Fatalf("%d codes left, want 1", st.CodesLeft)
		}
	})

	t.Run("Audit", func(t *testing.T) {
		t.Parallel()
		a := createAdmin(t, pool)
		// A login changes no field: Fields is nil, as the port allows.
		if err := store.Audit(ctx, admin.Entry{At: testNow, AdminID: a.ID, AdminEmail: a.Email, Action: admin.ActionLogin}); err != nil {
			t.Fatal(err)
		}
		got, n, err := store.AuditLog(ctx, admin.AuditFilter{AdminID: a.ID}, paging.Page{Number: 1, Limit: 10})
		if err != nil || n != 1 || got[0].Action != admin.ActionLogin || got[0].MemberID != uuid.Nil || len(got[0].Fields) != 0 || !got[0].At.Equal(testNow) {
			t.Fatalf("read back %d %+v (%v)", n, got, err)
		}
	})

	t.Run("AuditLog", func(t *testing.T) {
		t.Parallel()
		a, b := createAdmin(t, pool), createAdmin(t, pool)
		member := registerMember(t, pool, "female")
		entries := []admin.Entry{
			{At: testNow, AdminID: a.ID, AdminEmail: a.Email, Action: admin.ActionLogin},
			{At: testNow.Add(time.Minute), AdminID: a.ID, AdminEmail: a.Email, Action: admin.ActionMemberEdited,
				MemberID: member.AccountID, MemberCode: member.Code, Fields: []string{"city", "phone"}},
			{At: testNow.Add(2 * time.Minute), AdminID: a.ID, AdminEmail: a.Email, Action: admin.ActionMemberViewed,
				MemberID: member.AccountID, MemberCode: member.Code},
			{At: testNow.Add(3 * time.Minute), AdminID: b.ID, AdminEmail: b.Email, Action: admin.ActionLogin},
		}
		for _, e := range entries {
			if err := store.Audit(ctx, e); err != nil {
				t.Fatal(err)
			}
		}
		got, n, err := store.AuditLog(ctx, admin.AuditFilter{AdminID: a.ID}, paging.Page{Number: 1, Limit: 2})
		if err != nil || n != 3 || len(got) != 2 || got[0].Action != admin.ActionMemberViewed || got[1].Action != admin.ActionMemberEdited {
			t.Fatalf("a's log %d %+v (%v), newest first", n, got, err)
		}
		if e := got[1]; e.MemberID != member.AccountID || e.MemberCode != member.Code || len(e.Fields) != 2 || e.Fields[0] != "city" || e.AdminEmail != a.Email {
			t.Fatalf("an entry read back %+v", e)
		}
		if _, n, _ := store.AuditLog(ctx, admin.AuditFilter{AdminID: a.ID, Action: admin.ActionLogin}, paging.Page{Number: 1, Limit: 10}); n != 1 {
			t.Fatalf("by action: %d", n)
		}
		if _, n, _ := store.AuditLog(ctx, admin.AuditFilter{MemberCode: member.Code}, paging.Page{Number: 1, Limit: 10}); n != 2 {
			t.Fatalf("by member: %d", n)
		}
		window := admin.AuditFilter{AdminID: a.ID, From: testNow.Add(time.Minute), To: testNow.Add(2 * time.Minute)}
		if got, n, _ := store.AuditLog(ctx, window, paging.Page{Number: 1, Limit: 10}); n != 1 || got[0].Action != admin.ActionMemberEdited {
			t.Fatalf("in [from, to): %d %+v", n, got)
		}
	})
}
