package app

import (
	"context"
	"log/slog"
	"net/netip"
)

// Password guesses are throttled without letting a stranger lock the owner out
// (docs/security.md 3 and 25, docs/adr/0009-rate-limits-and-lockout.md):
//
//   - per client, whatever the account (PolicyLoginClient);
//   - per account and client together (PolicyLoginAccountClient): failures from other addresses
//     never count against the owner's own;
//   - per account from everywhere, a ceiling of password checks since the owner last got in
//     (PolicyLoginAccount) that only slows: past it the account takes one check a minute
//     (PolicyLoginAccountSlowed) from whoever asks first, and every other attempt is answered at
//     once with 429 and Retry-After. Nothing is held on the server, so a flood of attempts costs
//     one small upsert each and no goroutine waits;
//   - the owner unlocks with the e-mailed reset code: verifying it clears the owner's client's
//     counts and exempts that client from the slowing for an hour (unlock); strangers'
//     addresses stay as slowed as they were.
//
// Accounts are keyed by their normalised e-mail, known or not, so refusals say nothing about
// which addresses are registered. Login and delete-account share the counts.

func pairKey(email string, ip netip.Addr) string { return email + "|" + ClientKey(ip) }

// passwordThrottle applies these limits; members' sign-in and erasure (MemberLogin,
// DeleteAccount) and admins' sign-in (AdminLogin) share it and its counts.
type passwordThrottle struct {
	limits *RateLimiter
	log    *slog.Logger
}

func newPasswordThrottle(limits *RateLimiter, log *slog.Logger) passwordThrottle {
	return passwordThrottle{limits: limits, log: logOr(log)}
}

// admit counts one password check for the account known by email from ip and
// refuses it while one of the limits above is spent.
func (t passwordThrottle) admit(ctx context.Context, email string, ip netip.Addr) error {
	if err := t.limits.Take(ctx, PolicyLoginClient, ClientKey(ip)); err != nil {
		return err
	}
	pair := pairKey(email, ip)
	if err := t.limits.Take(ctx, PolicyLoginAccountClient, pair); err != nil {
		return err
	}
	crowded, _, err := t.limits.Count(ctx, PolicyLoginAccount, email)
	if err != nil {
		return err
	}
	if !crowded {
		return nil
	}
	unlocked, err := t.limits.Peek(ctx, PolicyLoginUnlocked, pair)
	if err != nil || unlocked > 0 {
		return err
	}
	t.log.Warn("account under guessing: slowed", slog.String("policy", PolicyLoginAccount.Name))
	return t.limits.Take(ctx, PolicyLoginAccountSlowed, email)
}

// accepted forgets the client's failures on the account, and the account's checks while
// they are under the ceiling: a member who mistypes now and then never reaches it, however often
// they sign in. Past the ceiling the count stays, or each of the owner's sign-ins during an
// attack would hand the guessers a fresh allowance.
func (t passwordThrottle) accepted(ctx context.Context, email string, ip netip.Addr) {
	t.forget(ctx, PolicyLoginAccountClient, pairKey(email, ip))
	n, err := t.limits.Peek(ctx, PolicyLoginAccount, email)
	if err == nil && n <= t.limits.limitOf(PolicyLoginAccount) {
		t.forget(ctx, PolicyLoginAccount, email)
	}
}

func (t passwordThrottle) forget(ctx context.Context, p Policy, key string) {
	if err := t.limits.Forget(ctx, p, key); err != nil {
		t.log.Warn("throttle not cleared", slog.String("policy", p.Name), slog.String("error", err.Error()))
	}
}

// unlock is what a verified e-mail code buys its owner: this client's counts on the account
// start again and the slowing stops applying to it. Strangers' addresses keep their counts, and
// the account's ceiling stays spent for them.
func (t passwordThrottle) unlock(ctx context.Context, email string, ip netip.Addr) {
	t.forget(ctx, PolicyLoginAccountClient, pairKey(email, ip))
	if _, _, err := t.limits.Count(ctx, PolicyLoginUnlocked, pairKey(email, ip)); err != nil {
		t.log.Warn("unlock not recorded", slog.String("error", err.Error()))
	}
}
