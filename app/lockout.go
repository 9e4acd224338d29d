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
//     counts and exempts that client from the slowing for an hour (unlockAccount); strangers'
//     addresses stay as slowed as they were.
//
// Accounts are keyed by their normalised e-mail, known or not, so refusals say nothing about
// which addresses are registered. Login and delete-account share the counts.

func pairKey(email string, ip netip.Addr) string { return email + "|" + ClientKey(ip) }

// admitPasswordAttempt counts one password check for the account known by email from ip and
// refuses it while one of the limits above is spent.
func (a *Accounts) admitPasswordAttempt(ctx context.Context, email string, ip netip.Addr) error {
	if err := a.Limits.Take(ctx, PolicyLoginClient, ClientKey(ip)); err != nil {
		return err
	}
	pair := pairKey(email, ip)
	if err := a.Limits.Take(ctx, PolicyLoginAccountClient, pair); err != nil {
		return err
	}
	crowded, _, err := a.Limits.Count(ctx, PolicyLoginAccount, email)
	if err != nil {
		return err
	}
	if !crowded {
		return nil
	}
	unlocked, err := a.Limits.Peek(ctx, PolicyLoginUnlocked, pair)
	if err != nil || unlocked > 0 {
		return err
	}
	a.Log.Warn("account under guessing: slowed", slog.String("policy", PolicyLoginAccount.Name))
	return a.Limits.Take(ctx, PolicyLoginAccountSlowed, email)
}

// passwordAccepted forgets the client's failures on the account, and the account's checks while
// they are under the ceiling: a member who mistypes now and then never reaches it, however often
// they sign in. Past the ceiling the count stays, or each of the owner's sign-ins during an
// attack would hand the guessers a fresh allowance.
func (a *Accounts) passwordAccepted(ctx context.Context, email string, ip netip.Addr) {
	a.forget(ctx, PolicyLoginAccountClient, pairKey(email, ip))
	n, err := a.Limits.Peek(ctx, PolicyLoginAccount, email)
	if err == nil && n <= a.Limits.limitOf(PolicyLoginAccount) {
		a.forget(ctx, PolicyLoginAccount, email)
	}
}

func (a *Accounts) forget(ctx context.Context, p Policy, key string) {
	if err := a.Limits.Forget(ctx, p, key); err != nil {
		a.Log.Warn("throttle not cleared", slog.String("policy", p.Name), slog.String("error", err.Error()))
	}
}

// unlockAccount is what a verified e-mail code buys its owner: this client's counts on the account
// start again and the slowing stops applying to it. Strangers' addresses keep their counts, and
// the account's ceiling stays spent for them.
func (a *Accounts) unlockAccount(ctx context.Context, email string, ip netip.Addr) {
	a.forget(ctx, PolicyLoginAccountClient, pairKey(email, ip))
	if _, _, err := a.Limits.Count(ctx, PolicyLoginUnlocked, pairKey(email, ip)); err != nil {
		a.Log.Warn("unlock not recorded", slog.String("error", err.Error()))
	}
}
