package passwordhash

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// cheap keeps the concurrency tests fast; the policy tests use DefaultParams.
var cheap = Params{Memory: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}

var phcRE = regexp.MustCompile(`^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$`)

func TestHashFormatAndRoundTrip(t *testing.T) {
	h := New()
	ctx := context.Background()
	enc, err := h.Hash(ctx, "correct horse battery staple")
	if err != nil {
		t.Fatal(err)
	}
	if !phcRE.MatchString(enc) {
		t.Fatalf("hash %q is not the expected PHC string", enc)
	}
	ok, rehash, err := h.Verify(ctx, "correct horse battery staple", enc)
	if err != nil || !ok || rehash {
		t.Fatalf("Verify(right) = %v, %v, %v; want true, false, nil", ok, rehash, err)
	}
	ok, rehash, err = h.Verify(ctx, "correct horse battery stapler", enc)
	if err != nil || ok || rehash {
		t.Fatalf("Verify(wrong) = %v, %v, %v; want false, false, nil", ok, rehash, err)
	}
	enc2, _ := h.Hash(ctx, "correct horse battery staple")
	if enc2 == enc {
		t.Fatal("two hashes of one password are equal: salt is not random")
	}
}

// Vectors produced by the reference implementation (Debian's argon2 CLI), so
// our PHC strings interoperate both ways.
func TestReferenceVectors(t *testing.T) {
	h := New()
	ctx := context.Background()
	for _, v := range []struct {
		pw, enc string
		rehash  bool
	}{
		{"पासवर्ड-reshimgathi", "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQxMjM0YWJjZA$BT+SzhemaYzTskWlvHIfHv4cRAkTP0wykoo2mHbDjCA", false},
		{"password", "$argon2id$v=19$m=65536,t=2,p=4$c29tZXNhbHQ$F1jG2CV3/Nr+yRuIsPKw0J9r4s7cJHBU", true},
	} {
		ok, rehash, err := h.Verify(ctx, v.pw, v.enc)
		if err != nil || !ok || rehash != v.rehash {
			t.Errorf("Verify(%q) = %v, %v, %v; want true, %v, nil", v.enc, ok, rehash, err, v.rehash)
		}
	}
}

func TestUnicodeAndLongPasswords(t *testing.T) {
	h := New()
	ctx := context.Background()

	devanagari := string([]rune(strings.Repeat("कमलपुष्प", 8))[:64])
	if n := len([]rune(devanagari)); n != 64 {
		t.Fatalf("fixture has %d runes", n)
	}
	enc, err := h.Hash(ctx, devanagari)
	if err != nil {
		t.Fatal(err)
	}
	if ok, _, err := h.Verify(ctx, devanagari, enc); !ok || err != nil {
		t.Fatalf("64-char Devanagari password did not verify: %v", err)
	}

	// bcrypt would accept the second one: it ignores bytes past 72.
	long := strings.Repeat("a", 199) + "b"
	other := strings.Repeat("a", 199) + "c"
	if len(long) != 200 {
		t.Fatal("fixture length")
	}
	enc, err = h.Hash(ctx, long)
	if err != nil {
		t.Fatal(err)
	}
	if ok, _, _ := h.Verify(ctx, other, enc); ok {
		t.Fatal("password differing only in byte 200 verified: input is truncated")
	}
	if ok, _, _ := h.Verify(ctx, long, enc); !ok {
		t.Fatal("200-byte password did not verify")
	}
}

func TestNeedsRehashWhenParamsChange(t *testing.T) {
	ctx := context.Background()
	old, err := NewWithParams(Params{Memory: 1024, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}, 1)
	if err != nil {
		t.Fatal(err)
	}
	enc, err := old.Hash(ctx, "monsoon-over-sahyadri")
	if err != nil {
		t.Fatal(err)
	}
	cur := New()
	ok, rehash, err := cur.Verify(ctx, "monsoon-over-sahyadri", enc)
	if err != nil || !ok || !rehash {
		t.Fatalf("old-params hash: Verify = %v, %v, %v; want true, true, nil", ok, rehash, err)
	}
	// A wrong password must not trigger a rehash (that would store its hash).
	if ok, rehash, _ := cur.Verify(ctx, "wrong-password!", enc); ok || rehash {
		t.Fatalf("wrong password: ok=%v rehash=%v", ok, rehash)
	}
}

func TestMalformedPHC(t *testing.T) {
	h, _ := NewWithParams(cheap, 1)
	good, err := h.Hash(context.Background(), "monsoon-over-sahyadri")
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(good, "$")
	salt, key := parts[4], parts[5]
	bad := []string{
		"not-a-hash",
		"$2a$10$abcdefghijklmnopqrstuuE2fG1s5v6fWj5O5o7yCk9Y2y9dRf1sK", // bcrypt
		"$argon2i$v=19$m=64,t=1,p=1$" + salt + "$" + key,
		"$argon2d$v=19$m=64,t=1,p=1$" + salt + "$" + key,
		"$argon2id$v=16$m=64,t=1,p=1$" + salt + "$" + key,
		"$argon2id$m=64,t=1,p=1$" + salt + "$" + key,
		"$argon2id$v=19$t=1,m=64,p=1$" + salt + "$" + key,
		"$argon2id$v=19$m=064,t=1,p=1$" + salt + "$" + key,
		"$argon2id$v=19$m=+64,t=1,p=1$" + salt + "$" + key,
		"$argon2id$v=19$m=64,t=1$" + salt + "$" + key,
		"$argon2id$v=19$m=64,t=1,p=1,x=2$" + salt + "$" + key,
		"$argon2id$v=19$m=64,t=0,p=1$" + salt + "$" + key,
		"$argon2id$v=19$m=64,t=1,p=0$" + salt + "$" + key,
		"$argon2id$v=19$m=99999999,t=1,p=1$" + salt + "$" + key, // memory bomb
		"$argon2id$v=19$m=64,t=1,p=1$" + salt + "==$" + key,
		"$argon2id$v=19$m=64,t=1,p=1$" + salt + "$" + key + "=",
		"$argon2id$v=19$m=64,t=1,p=1$-" + salt[1:] + "$" + key, // url alphabet
		"$argon2id$v=19$m=64,t=1,p=1$" + salt + "$_" + key[1:], // url alphabet
		"$argon2id$v=19$m=64,t=1,p=1$$" + key,
		"$argon2id$v=19$m=64,t=1,p=1$" + salt + "$",
		"$argon2id$v=19$m=64,t=1,p=1$" + salt + "$" + key + "$",
		" " + good,
	}
	for _, enc := range bad {
		ok, _, err := h.Verify(context.Background(), "monsoon-over-sahyadri", enc)
		if ok || !errors.Is(err, ErrMalformedHash) {
			t.Errorf("Verify(%q) = %v, %v; want false, ErrMalformedHash", enc, ok, err)
		}
	}
	if ok, _, err := h.Verify(context.Background(), "monsoon-over-sahyadri", good); !ok || err != nil {
		t.Fatalf("control: good hash failed: %v", err)
	}
}

// Unknown accounts must cost one full hash (docs/security.md 4).
func TestUnknownAccountPaysForOneHash(t *testing.T) {
	h, _ := NewWithParams(cheap, 1)
	var calls atomic.Int32
	h.hook = func(d int) {
		if d > 0 {
			calls.Add(1)
		}
	}
	ok, rehash, err := h.Verify(context.Background(), "whatever-password", "")
	if ok || rehash || err != nil {
		t.Fatalf("Verify(unknown) = %v, %v, %v", ok, rehash, err)
	}
	if err := h.DummyVerify(context.Background(), "whatever-password"); err != nil {
		t.Fatal(err)
	}
	if calls.Load() != 2 {
		t.Fatalf("argon2 ran %d times for 2 unknown-account checks", calls.Load())
	}
	if !strings.Contains(h.dummy, "$m=64,t=1,p=1$") {
		t.Fatalf("dummy %q not made with the current params", h.dummy)
	}
}

func TestSemaphoreBoundsConcurrency(t *testing.T) {
	const limit, workers = 2, 12
	h, err := NewWithParams(cheap, limit)
	if err != nil {
		t.Fatal(err)
	}
	var cur, peak atomic.Int32
	h.hook = func(d int) {
		if d > 0 {
			n := cur.Add(1)
			for {
				p := peak.Load()
				if n <= p || peak.CompareAndSwap(p, n) {
					break
				}
			}
			// Hold the slot long enough that, were the cap missing, every
			// worker would overlap here.
			time.Sleep(20 * time.Millisecond)
			return
		}
		cur.Add(-1)
	}
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := h.Hash(context.Background(), "monsoon-over-sahyadri"); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if p := peak.Load(); p > limit {
		t.Fatalf("%d hashes ran at once, cap is %d", p, limit)
	} else if p < limit {
		t.Fatalf("peak concurrency %d never reached the cap %d: test is not exercising the semaphore", p, limit)
	}
}

func TestWaitingForSlotHonoursContext(t *testing.T) {
	h, _ := NewWithParams(cheap, 1)
	h.sem <- struct{}{} // the only slot is busy
	defer func() { <-h.sem }()

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := h.Hash(ctx, "monsoon-over-sahyadri")
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Hash with busy semaphore = %v, want DeadlineExceeded", err)
	}
	if time.Since(start) > 2*time.Second {
		t.Fatal("Hash did not give up when ctx expired")
	}
	if _, _, err := h.Verify(ctx, "x", ""); err == nil {
		t.Fatal("Verify with an expired ctx succeeded")
	}
}

func TestNewWithParamsRejectsBadParams(t *testing.T) {
	for _, p := range []Params{
		{Memory: 0, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32},
		{Memory: 64, Time: 0, Threads: 1, SaltLen: 16, KeyLen: 32},
		{Memory: 64, Time: 1, Threads: 0, SaltLen: 16, KeyLen: 32},
		{Memory: 64, Time: 1, Threads: 1, SaltLen: 4, KeyLen: 32},
		{Memory: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 8},
	} {
		if _, err := NewWithParams(p, 1); err == nil {
			t.Errorf("NewWithParams(%+v) accepted", p)
		}
	}
}
