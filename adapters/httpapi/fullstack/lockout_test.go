package httpapi_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/app"
)

// loginFrom tries a password for email from a client address and answers the status.
func (e *env) loginFrom(t *testing.T, addr, email, password string) int {
	t.Helper()
	r, err := e.client.LoginWithResponse(context.Background(), apiclient.LoginRequest{Email: email, Password: password}, fromAddress(addr))
	if err != nil {
		t.Fatal(err)
	}
	return r.StatusCode()
}

// guessUntilRefused makes wrong guesses from addr until one is refused with 429 (at most n).
func (e *env) guessUntilRefused(t *testing.T, addr, email string, n int) (guesses int) {
	t.Helper()
	for i := 0; i < n; i++ {
		switch status := e.loginFrom(t, addr, email, fmt.Sprintf("wrong-guess-%03d", i)); status {
		case 401:
		case 429:
			return i
		default:
			t.Fatalf("guess %d from %s: %d", i, addr, status)
		}
	}
	return n
}

// TestStrangersCannotLockTheOwnerOut: wrong passwords from other addresses are throttled there
// and never refuse the owner's right password from the owner's own address (docs/security.md 25).
func TestStrangersCannotLockTheOwnerOut(t *testing.T) {
	e := newEnv(t)
	// The per-address rule alone; past the account's ceiling (30 guesses are past it) the owner
	// gets in with the e-mailed code (TestAccountCeilingSlowsGuessersAndTheOwnerUnlocksByEmail).
	e.limits.SetLimit(app.PolicyLoginAccount, 1000)
	doc, _ := e.member(t)
	email, password := doc["email"].(string), doc["password"].(string)
	for _, stranger := range []string{"198.51.100.1", "198.51.100.2", "2001:db8:bad::1"} {
		if n := e.guessUntilRefused(t, stranger, email, 20); n != 10 {
			t.Fatalf("%s made %d guesses before a 429, want 10", stranger, n)
		}
	}
	if status := e.loginFrom(t, "203.0.113.50", email, password); status != 200 {
		t.Fatalf("the owner's right password from their own address: %d, want 200", status)
	}
}

// TestIPv6ClientsAreCountedByTheirSlash64: an IPv6 client changes addresses within its /64 at
// will, so the /64 is one client.
func TestIPv6ClientsAreCountedByTheirSlash64(t *testing.T) {
	e := newEnv(t)
	doc, _ := e.member(t)
	email := doc["email"].(string)
	for i := 0; i < 10; i++ {
		if status := e.loginFrom(t, fmt.Sprintf("2001:db8:1:2::%x", i+1), email, "wrong-guess-v6"); status != 401 {
			t.Fatalf("guess %d: %d", i, status)
		}
	}
	if status := e.loginFrom(t, "2001:db8:1:2:ffff::1", email, "wrong-guess-v6"); status != 429 {
		t.Fatalf("an 11th guess from another address of the same /64: %d, want 429", status)
	}
	if status := e.loginFrom(t, "2001:db8:1:3::1", email, doc["password"].(string)); status != 200 {
		t.Fatalf("the next /64: %d, want 200", status)
	}
}

// TestAccountCeilingSlowsGuessersAndTheOwnerUnlocksByEmail: 100 wrong passwords from 20
// addresses (5 each, under every per-address limit). Past the account's ceiling of 20 the account
// takes one check a minute, and every other attempt is answered at once with 429 and a
// Retry-After of at most a minute (nothing waits on the server). The owner's e-mailed code lets
// them in at once; strangers stay slowed.
func TestAccountCeilingSlowsGuessersAndTheOwnerUnlocksByEmail(t *testing.T) {
	e := newEnv(t)
	doc, _ := e.member(t)
	email, password := doc["email"].(string), doc["password"].(string)
	checked := 0
	started := time.Now()
	for i := 0; i < 100; i++ {
		addr := fmt.Sprintf("198.51.100.%d", 10+i%20)
		r, err := e.client.LoginWithResponse(context.Background(), apiclient.LoginRequest{Email: email, Password: fmt.Sprintf("wrong-guess-%03d", i)},
			fromAddress(addr))
		if err != nil {
			t.Fatal(err)
		}
		switch r.StatusCode() {
		case 401:
			checked++
		case 429:
			retry, err := strconv.Atoi(r.HTTPResponse.Header.Get("Retry-After"))
			if err != nil || retry < 1 || retry > 60 {
				t.Fatalf("guess %d refused with Retry-After %q, want 1..60 seconds", i, r.HTTPResponse.Header.Get("Retry-After"))
			}
		default:
			t.Fatalf("guess %d: %d", i, r.StatusCode())
		}
	}
	// One check a minute past the ceiling: the run took minutes at most if more got through.
	allowed := app.PolicyLoginAccount.Limit + 1 + int(time.Since(started)/time.Minute)
	if checked < app.PolicyLoginAccount.Limit || checked > allowed {
		t.Fatalf("%d of 100 guesses from 20 addresses were checked, want %d..%d", checked, app.PolicyLoginAccount.Limit, allowed)
	}
	owner := "203.0.113.8"
	if status := e.loginFrom(t, owner, email, password); status != 429 {
		t.Fatalf("the right password while the account is slowed (its minute spent): %d, want 429", status)
	}
	r, err := e.client.ForgotPasswordWithResponse(context.Background(), apiclient.ForgotPasswordRequest{Email: email}, fromAddress(owner))
	if err != nil || r.StatusCode() != 200 {
		t.Fatalf("forgot: %v %d", err, r.StatusCode())
	}
	v, err := e.client.VerifyOtpWithResponse(context.Background(), apiclient.VerifyOtpRequest{Email: email, Otp: e.lastOTP(t)}, fromAddress(owner))
	if err != nil || v.StatusCode() != 200 {
		t.Fatalf("verify: %v %d", err, v.StatusCode())
	}
	if status := e.loginFrom(t, owner, email, password); status != 200 {
		t.Fatalf("after the code: %d, want 200", status)
	}
	if status := e.loginFrom(t, "198.51.100.99", email, "wrong-guess-y"); status != 429 {
		t.Fatalf("the owner's sign-in freed the guessers: %d, want 429", status)
	}
}

// TestLoginLimitsHoldAcrossInstances: two instances on one database share the counts, so they
// never allow twice the guesses.
func TestLoginLimitsHoldAcrossInstances(t *testing.T) {
	first := newEnv(t)
	second := newEnvOn(t, first.dbURL)
	doc, _ := first.member(t)
	email := doc["email"].(string)
	for i := 0; i < 10; i++ {
		e := []*env{first, second}[i%2]
		if status := e.loginFrom(t, "198.51.100.3", email, "wrong-guess-z"); status != 401 {
			t.Fatalf("guess %d: %d", i, status)
		}
	}
	for _, e := range []*env{first, second} {
		if status := e.loginFrom(t, "198.51.100.3", email, "wrong-guess-z"); status != 429 {
			t.Fatalf("the 11th guess: %d, want 429 on either instance", status)
		}
	}
}

// TestDeleteAccountGuessesCannotBlockTheOwner: a stolen token guessing the password from another
// address is throttled there; the owner can still confirm the erasure from their own.
func TestDeleteAccountGuessesCannotBlockTheOwner(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	doc, token := e.member(t)
	status := 0
	for i := 0; i < 12 && status != 429; i++ {
		r, err := e.client.DeleteAccountWithResponse(ctx, apiclient.DeleteAccountRequest{Password: "guess-" + pad8(int64(i))},
			bearer(token), fromAddress("198.51.100.66"))
		if err != nil {
			t.Fatal(err)
		}
		status = r.StatusCode()
	}
	if status != 429 {
		t.Fatalf("the thief's guesses: last answer %d, want 429", status)
	}
	r, err := e.client.DeleteAccountWithResponse(ctx, apiclient.DeleteAccountRequest{Password: doc["password"].(string)},
		bearer(token), fromAddress("203.0.113.9"))
	if err != nil || r.StatusCode() != 200 {
		t.Fatalf("the owner's erasure from their own address: %v %d, want 200", err, r.StatusCode())
	}
}

// TestForgotPasswordAnswersBeforeLookingUpTheAddress: the answer must not wait for anything that
// depends on whether the address is registered, or its timing tells (docs/security.md 4, 25). With
// the accounts table locked, both a known and an unknown address are answered at once; the code
// is mailed once the table is free again.
func TestForgotPasswordAnswersBeforeLookingUpTheAddress(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	doc, _ := e.member(t)
	e.accounts.WaitForMail()
	tx, err := e.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, "LOCK TABLE accounts IN ACCESS EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}
	for _, email := range []string{doc["email"].(string), "nobody-registered@example.in"} {
		answered := make(chan int, 1)
		go func() {
			r, err := e.client.ForgotPasswordWithResponse(ctx, apiclient.ForgotPasswordRequest{Email: email})
			if err != nil {
				answered <- -1
				return
			}
			answered <- r.StatusCode()
		}()
		select {
		case status := <-answered:
			if status != 200 {
				t.Fatalf("%s: %d", email, status)
			}
		case <-time.After(2 * time.Second):
			_ = tx.Rollback(ctx)
			t.Fatalf("%s: no answer while the account lookup waits: the reply depends on it", email)
		}
	}
	if err := tx.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	if code := e.lastOTP(t); len(code) != 6 {
		t.Fatalf("the known address got no code: %q", code)
	}
	// The unknown address took the same path (a stand-in account the store does not find) and
	// ended quietly.
	if strings.Contains(e.logs.String(), "mail not sent") || !strings.Contains(e.logs.String(), "unknown address") {
		t.Fatalf("the unknown address's path failed or never ran:\n%s", e.logs.String())
	}
}
