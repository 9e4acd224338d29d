package postgres_test

import (
	"errors"
	"net/netip"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func TestAccountStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewAccountStore(pool)
	ctx := t.Context()

	t.Run("Register", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		got, err := postgres.NewProfileStore(pool).ProfileByAccount(ctx, p.AccountID)
		if err != nil || got.Code != p.Code || got.Contact.Email != p.Contact.Email || got.City != "Pune" {
			t.Fatalf("profile read back %+v (%v)", got, err)
		}
		clash := func(change func(*profile.Profile, *identity.Account)) error {
			q, err := profile.New(uuid.New(), memberFields("male"), testNow, nil)
			if err != nil {
				t.Fatal(err)
			}
			a := identity.Account{ID: q.AccountID, Email: q.Contact.Email, Phone: q.Contact.Phone, PasswordHash: "h", Role: identity.RoleMember}
			change(&q, &a)
			return store.Register(ctx, a, q, nil)
		}
		var emailID uuid.UUID
		if err := clash(func(q *profile.Profile, a *identity.Account) { a.Email, emailID = p.Contact.Email, a.ID }); !errors.Is(err, profile.ErrEmailTaken) {
			t.Fatalf("taken e-mail: %v", err)
		}
		if err := clash(func(q *profile.Profile, a *identity.Account) { a.Phone = p.Contact.Phone }); !errors.Is(err, profile.ErrPhoneTaken) {
			t.Fatalf("taken phone: %v", err)
		}
		// Nothing half-stored: the refused registration left no profile behind.
		if _, err := postgres.NewProfileStore(pool).ProfileByAccount(ctx, emailID); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("refused registration left a profile: %v", err)
		}
	})

	t.Run("AccountByEmail", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "male")
		a, err := store.AccountByEmail(ctx, p.Contact.Email)
		if err != nil || a.ID != p.AccountID || a.Role != identity.RoleMember || a.PasswordHash != "hash-of-"+p.Code || a.Suspended {
			t.Fatalf("account %+v (%v)", a, err)
		}
		if _, err := store.AccountByEmail(ctx, "nobody@example.in"); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("unknown e-mail: %v", err)
		}
	})

	t.Run("AccountByID", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		a, err := store.AccountByID(ctx, p.AccountID)
		if err != nil || a.Email != p.Contact.Email || a.Phone != p.Contact.Phone {
			t.Fatalf("account %+v (%v)", a, err)
		}
		if _, err := store.AccountByID(ctx, uuid.New()); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("unknown id: %v", err)
		}
		// A suspension shows through the cache: SetStatus announces it and the store forgets.
		suspend(t, pool, p.AccountID)
		store.Cache().Forget(p.AccountID) // no listener runs in this test
		if a, err := store.AccountByID(ctx, p.AccountID); err != nil || !a.Suspended || a.SuspensionReason != "test" {
			t.Fatalf("suspended account %+v (%v)", a, err)
		}
	})

	t.Run("SetPasswordHash", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "male")
		if err := store.SetPasswordHash(ctx, p.AccountID, "new-hash"); err != nil {
			t.Fatal(err)
		}
		if a, _ := store.AccountByEmail(ctx, p.Contact.Email); a.PasswordHash != "new-hash" {
			t.Fatalf("hash %q", a.PasswordHash)
		}
	})

	t.Run("RevokeTokens", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		if _, err := store.AccountByID(ctx, p.AccountID); err != nil { // cached now
			t.Fatal(err)
		}
		at := testNow.Add(time.Hour)
		if err := store.RevokeTokens(ctx, p.AccountID, at); err != nil {
			t.Fatal(err)
		}
		a, err := store.AccountByID(ctx, p.AccountID)
		if err != nil || !a.TokensValidAfter.Equal(at) || a.Accepts(at) || !a.Accepts(at.Add(time.Second)) {
			t.Fatalf("tokens valid after %v (%v), want %v", a.TokensValidAfter, err, at)
		}
	})

	t.Run("StartReset", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "male")
		since := testNow.Add(-time.Hour)
		for i := range 3 {
			_, r, _ := identity.NewReset(p.AccountID, testNow.Add(time.Duration(i)*time.Minute))
			issued, err := store.StartReset(ctx, r, since, 2)
			if err != nil || issued != (i < 2) {
				t.Fatalf("reset %d: issued %v (%v), want %v under a cap of 2", i, issued, err, i < 2)
			}
		}
		_, r, _ := identity.NewReset(uuid.New(), testNow)
		if _, err := store.StartReset(ctx, r, since, 2); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("unknown account: %v", err)
		}
	})

	t.Run("VerifyReset", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		if matched, live, err := store.VerifyReset(ctx, p.AccountID, []byte("x"), testNow); err != nil || matched || live {
			t.Fatalf("no code yet: matched %v live %v (%v)", matched, live, err)
		}
		first, r1, _ := identity.NewReset(p.AccountID, testNow)
		if _, err := store.StartReset(ctx, r1, testNow.Add(-time.Hour), 5); err != nil {
			t.Fatal(err)
		}
		code, r2, _ := identity.NewReset(p.AccountID, testNow.Add(time.Second))
		if _, err := store.StartReset(ctx, r2, testNow.Add(-time.Hour), 5); err != nil {
			t.Fatal(err)
		}
		at := testNow.Add(time.Minute)
		if matched, live, err := store.VerifyReset(ctx, p.AccountID, identity.HashOTP(p.AccountID, first), at); err != nil || matched || !live {
			t.Fatalf("a cancelled code: matched %v live %v (%v)", matched, live, err)
		}
		if matched, live, err := store.VerifyReset(ctx, p.AccountID, identity.HashOTP(p.AccountID, code), at); err != nil || !matched || !live {
			t.Fatalf("the live code: matched %v live %v (%v)", matched, live, err)
		}
		if _, live, _ := store.VerifyReset(ctx, p.AccountID, r2.CodeHash, r2.ExpiresAt.Add(time.Second)); live {
			t.Fatal("an expired code is live")
		}
	})

	t.Run("VerifyReset/attempts-are-capped", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "male")
		_, r, _ := identity.NewReset(p.AccountID, testNow)
		if _, err := store.StartReset(ctx, r, testNow.Add(-time.Hour), 5); err != nil {
			t.Fatal(err)
		}
		for range identity.OTPMaxAttempts {
			store.VerifyReset(ctx, p.AccountID, []byte("wrong"), testNow)
		}
		if matched, live, _ := store.VerifyReset(ctx, p.AccountID, r.CodeHash, testNow); matched || live {
			t.Fatalf("after %d wrong tries the right code matched %v live %v", identity.OTPMaxAttempts, matched, live)
		}
	})

	t.Run("CompleteReset", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		_, r, _ := identity.NewReset(p.AccountID, testNow)
		if _, err := store.StartReset(ctx, r, testNow.Add(-time.Hour), 5); err != nil {
			t.Fatal(err)
		}
		at := testNow.Add(time.Minute)
		if err := store.CompleteReset(ctx, p.AccountID, []byte("wrong"), "nope", at); !errors.Is(err, identity.ErrCodeInvalid) {
			t.Fatalf("a wrong code: %v", err)
		}
		if a, _ := store.AccountByEmail(ctx, p.Contact.Email); a.PasswordHash == "nope" {
			t.Fatal("a wrong code changed the password")
		}
		if _, _, err := store.VerifyReset(ctx, p.AccountID, r.CodeHash, at); err != nil {
			t.Fatal(err)
		}
		if err := store.CompleteReset(ctx, p.AccountID, r.CodeHash, "reset-hash", at); err != nil {
			t.Fatal(err)
		}
		a, _ := store.AccountByID(ctx, p.AccountID)
		if a.PasswordHash != "reset-hash" || !a.TokensValidAfter.Equal(at) {
			t.Fatalf("after the reset: hash %q tokens valid after %v", a.PasswordHash, a.TokensValidAfter)
		}
		if err := store.CompleteReset(ctx, p.AccountID, r.CodeHash, "again", at); !errors.Is(err, identity.ErrCodeInvalid) {
			t.Fatalf("a used code: %v", err)
		}
	})

	t.Run("RecordDeclarations", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		ip := netip.MustParseAddr("2001:db8::7")
		if err := store.RecordDeclarations(ctx, p.AccountID, testNow, ip); err != nil {
			t.Fatal(err)
		}
		// Later declarations change nothing: the first are kept, with their time and address.
		if err := store.RecordDeclarations(ctx, p.AccountID, testNow.Add(time.Hour), netip.MustParseAddr("198.51.100.1")); err != nil {
			t.Fatalf("declaring again: %v", err)
		}
		var at time.Time
		var from *netip.Addr
		if err := pool.QueryRow(ctx, "SELECT declared_at, declared_ip FROM member_declarations WHERE account_id = $1", p.AccountID).Scan(&at, &from); err != nil {
			t.Fatal(err)
		}
		if !at.Equal(testNow) || from == nil || *from != ip {
			t.Fatalf("declared at %v from %v, want %v from %v", at, from, testNow, ip)
		}
		// Without an address the declaration is kept all the same.
		q := registerMember(t, pool, "male")
		if err := store.RecordDeclarations(ctx, q.AccountID, testNow, netip.Addr{}); err != nil {
			t.Fatal(err)
		}
		if at, err := store.Declared(ctx, q.AccountID); err != nil || at == nil {
			t.Fatalf("declared without an address: %v (%v)", at, err)
		}
	})

	t.Run("Declared", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "male")
		if at, err := store.Declared(ctx, p.AccountID); err != nil || at != nil {
			t.Fatalf("before declaring: %v (%v)", at, err)
		}
		at := testNow.Add(time.Minute)
		store.RecordDeclarations(ctx, p.AccountID, at, netip.Addr{})
		if got, err := store.Declared(ctx, p.AccountID); err != nil || got == nil || !got.Equal(at) {
			t.Fatalf("declared %v (%v), want %v", got, err, at)
		}
		// Declarations made with the registration are read the same way.
		q, err := profile.New(uuid.New(), memberFields("female"), testNow, nil)
		if err != nil {
			t.Fatal(err)
		}
		a := identity.Account{ID: q.AccountID, Email: q.Contact.Email, Phone: q.Contact.Phone, PasswordHash: "h", Role: identity.RoleMember}
		if err := store.Register(ctx, a, q, &identity.Declarations{At: testNow}); err != nil {
			t.Fatal(err)
		}
		if got, err := store.Declared(ctx, q.AccountID); err != nil || got == nil || !got.Equal(testNow) {
			t.Fatalf("declared at registration: %v (%v)", got, err)
		}
		if got, err := store.Declared(ctx, uuid.New()); err != nil || got != nil {
			t.Fatalf("an unknown account: %v (%v)", got, err)
		}
	})
}
