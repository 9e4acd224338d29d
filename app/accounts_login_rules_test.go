package app_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// ---- login ----

func TestLoginDecisions(t *testing.T) {
	ctx := context.Background()
	suspended := identity.Account{ID: uuid.New(), Email: "sus@example.in", PasswordHash: "hash:" + goodPassword,
		Role: identity.RoleMember, Suspended: true, SuspensionReason: "fake profile"}
	admin := identity.Account{ID: uuid.New(), Email: "admin@example.in", PasswordHash: "hash:" + goodPassword, Role: identity.RoleAdmin}

	for _, c := range []struct {
		name, email, password string
		want                  error
	}{
		{"empty e-mail is a form error", "  ", goodPassword, errs.ErrInvalid},
		{"empty password is a form error", alice.Email, "", errs.ErrInvalid},
		{"unknown address: bad credentials", "nobody@example.in", goodPassword, identity.ErrBadCredentials},
		{"wrong password: bad credentials", alice.Email, "Wrong#pass99", identity.ErrBadCredentials},
		{"an admin's password opens nothing here", admin.Email, goodPassword, identity.ErrBadCredentials},
		{"suspended, right password: told suspended", suspended.Email, goodPassword, identity.ErrSuspended},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newAcctRig(t, alice, suspended, admin)
			res, err := r.a.Commands.Login.Handle(ctx, ipOwner, c.email, c.password)
			if !errors.Is(err, c.want) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
			if res.Token != "" || len(r.tokens.issued) != 0 {
				t.Fatal("a token was issued")
			}
		})
	}

	t.Run("the suspension carries the admin's reason, the wrong password does not", func(t *testing.T) {
		r := newAcctRig(t, suspended)
		var se *identity.SuspendedError
		if _, err := r.a.Commands.Login.Handle(ctx, ipOwner, suspended.Email, goodPassword); !errors.As(err, &se) || se.Reason != "fake profile" {
			t.Fatalf("got %v", err)
		}
		if _, err := r.a.Commands.Login.Handle(ctx, ipOwner, suspended.Email, "Wrong#pass99"); errors.As(err, &se) {
			t.Fatal("a wrong password learned of the suspension")
		}
	})

	t.Run("an unknown address still costs one hash", func(t *testing.T) {
		r := newAcctRig(t, alice)
		_, _ = r.a.Commands.Login.Handle(ctx, ipOwner, "nobody@example.in", goodPassword)
		if len(r.hasher.verified) != 1 || r.hasher.verified[0] != "" {
			t.Fatalf("hasher saw %q", r.hasher.verified)
		}
	})

	t.Run("the right password issues a token for the normalised address", func(t *testing.T) {
		r := newAcctRig(t, alice)
		res, err := r.a.Commands.Login.Handle(ctx, ipOwner, "  ALICE@Example.IN ", goodPassword)
		if err != nil || res.Token != "token-"+aliceID.String() || !res.ExpiresAt.Equal(acctNow.Add(time.Hour)) {
			t.Fatalf("%+v %v", res, err)
		}
		if len(r.store.lookups) != 1 || r.store.lookups[0] != alice.Email {
			t.Fatalf("looked up %q", r.store.lookups)
		}
		if len(r.store.rehashed) != 0 {
			t.Fatal("a current hash was rehashed")
		}
	})

	t.Run("an outdated hash is replaced on a good login", func(t *testing.T) {
		old := alice
		old.PasswordHash = "old:" + goodPassword
		r := newAcctRig(t, old)
		if _, err := r.a.Commands.Login.Handle(ctx, ipOwner, alice.Email, goodPassword); err != nil {
			t.Fatal(err)
		}
		if r.store.rehashed[aliceID] != "hash:"+goodPassword {
			t.Fatalf("rehash stored %q", r.store.rehashed)
		}
	})
}

func TestLoginThrottling(t *testing.T) {
	ctx := context.Background()
	var rl *errs.RateLimitedError

	t.Run("guesses at one account from one client are refused past the limit, without a lookup", func(t *testing.T) {
		r := newAcctRig(t, alice)
		r.limits.SetLimit(app.PolicyLoginAccountClient, 3)
		for i := range 3 {
			if _, err := r.a.Commands.Login.Handle(ctx, ipOther, alice.Email, "Wrong#pass99"); !errors.Is(err, identity.ErrBadCredentials) {
				t.Fatalf("attempt %d: %v", i+1, err)
			}
		}
		lookups := len(r.store.lookups)
		if _, err := r.a.Commands.Login.Handle(ctx, ipOther, alice.Email, goodPassword); !errors.As(err, &rl) || rl.RetryAfter <= 0 {
			t.Fatalf("4th attempt: %v", err)
		}
		if len(r.store.lookups) != lookups {
			t.Fatal("a refused attempt still looked the account up")
		}
		// The owner's own address is not locked out by the stranger's failures.
		if _, err := r.a.Commands.Login.Handle(ctx, ipOwner, alice.Email, goodPassword); err != nil {
			t.Fatalf("owner locked out: %v", err)
		}
	})

	t.Run("a good login forgets the client's failures on the account", func(t *testing.T) {
		r := newAcctRig(t, alice)
		r.limits.SetLimit(app.PolicyLoginAccountClient, 3)
		for range 2 {
			_, _ = r.a.Commands.Login.Handle(ctx, ipOwner, alice.Email, "Wrong#pass99")
		}
		if _, err := r.a.Commands.Login.Handle(ctx, ipOwner, alice.Email, goodPassword); err != nil {
			t.Fatal(err)
		}
		for i := range 3 {
			if _, err := r.a.Commands.Login.Handle(ctx, ipOwner, alice.Email, "Wrong#pass99"); !errors.Is(err, identity.ErrBadCredentials) {
				t.Fatalf("failure %d after a good login: %v", i+1, err)
			}
		}
	})

	t.Run("past the account's ceiling the account takes one check a minute until the owner unlocks by e-mail code", func(t *testing.T) {
		r := newAcctRig(t, alice)
		r.limits.SetLimit(app.PolicyLoginAccount, 2)
		_, _ = r.a.Commands.Login.Handle(ctx, ipOther, alice.Email, "Wrong#pass99")
		_, _ = r.a.Commands.Login.Handle(ctx, ipThird, alice.Email, "Wrong#pass99")
		// The ceiling is spent: one check this minute, whoever asks; then everyone waits.
		if _, err := r.a.Commands.Login.Handle(ctx, ipOther, alice.Email, "Wrong#pass99"); !errors.Is(err, identity.ErrBadCredentials) {
			t.Fatalf("the minute's one check: %v", err)
		}
		if _, err := r.a.Commands.Login.Handle(ctx, ipOwner, alice.Email, goodPassword); !errors.As(err, &rl) || rl.RetryAfter > time.Minute {
			t.Fatalf("a second check in the minute: %v", err)
		}
		r.store.matched, r.store.live = true, true
		if err := r.a.Commands.VerifyResetCode.Handle(ctx, ipOwner, alice.Email, "123456"); err != nil {
			t.Fatal(err)
		}
		if _, err := r.a.Commands.Login.Handle(ctx, ipOwner, alice.Email, goodPassword); err != nil {
			t.Fatalf("unlocked owner refused: %v", err)
		}
		// The owner's sign-in does not hand the guessers a fresh allowance.
		if _, err := r.a.Commands.Login.Handle(ctx, ipThird, alice.Email, "Wrong#pass99"); !errors.As(err, &rl) {
			t.Fatalf("stranger not slowed after the owner got in: %v", err)
		}
	})
}

// ---- tokens ----

func TestAuthenticateDecisions(t *testing.T) {
	ctx := context.Background()
	r := newAcctRig(t)
	issue := func(a identity.Account, issuedAt time.Time) string {
		r.store.byEmail[a.Email] = a
		tok := "t-" + a.ID.String()
		r.tokens.issued[tok] = identity.Claims{Subject: a.ID, IssuedAt: issuedAt}
		return tok
	}
	good := issue(alice, acctNow.Add(-time.Minute))
	revokedAcct := identity.Account{ID: uuid.New(), Email: "r@example.in", Role: identity.RoleMember, TokensValidAfter: acctNow}
	revoked := issue(revokedAcct, acctNow.Add(-time.Minute))
	adminTok := issue(identity.Account{ID: uuid.New(), Email: "a@example.in", Role: identity.RoleAdmin}, acctNow)
	susTok := issue(identity.Account{ID: uuid.New(), Email: "s@example.in", Role: identity.RoleMember, Suspended: true}, acctNow)
	gone := "t-gone"
	r.tokens.issued[gone] = identity.Claims{Subject: uuid.New(), IssuedAt: acctNow}

	if acct, err := r.a.Queries.Authenticate.Handle(ctx, good); err != nil || acct.ID != aliceID {
		t.Fatalf("good token: %+v %v", acct, err)
	}
	for name, tok := range map[string]string{"forged": "nonsense", "revoked": revoked, "admin": adminTok,
		"suspended": susTok, "account gone": gone} {
		if _, err := r.a.Queries.Authenticate.Handle(ctx, tok); !errors.Is(err, errs.ErrUnauthenticated) {
			t.Errorf("%s token: %v", name, err)
		}
	}
}

func TestLogoutRevokesTokensNow(t *testing.T) {
	r := newAcctRig(t, alice)
	if err := r.a.Commands.Logout.Handle(context.Background(), aliceID); err != nil {
		t.Fatal(err)
	}
	if at, ok := r.store.revoked[aliceID]; !ok || !at.Equal(acctNow) {
		t.Fatalf("revoked %v", r.store.revoked)
	}
}
