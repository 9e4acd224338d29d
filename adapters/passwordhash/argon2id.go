// Package passwordhash implements identity.PasswordHasher with argon2id and
// PHC-format strings (docs/security.md 2; OWASP Password Storage Cheat Sheet).
// bcrypt is not an option: it silently ignores everything past 72 bytes, and
// a 64-character Devanagari password is 192 bytes.
package passwordhash

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"errors"
	"fmt"
	"runtime"

	"golang.org/x/crypto/argon2"

	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// Params are the argon2id cost settings that end up inside every PHC string.
type Params struct {
	Memory  uint32 // KiB
	Time    uint32 // iterations
	Threads uint8
	SaltLen uint32 // bytes
	KeyLen  uint32 // bytes
}

// DefaultParams is OWASP's argon2id minimum (m=19 MiB, t=2, p=1). Changing
// it makes Verify report needsRehash for older hashes, so they migrate on
// the members' next successful login.
var DefaultParams = Params{Memory: 19456, Time: 2, Threads: 1, SaltLen: 16, KeyLen: 32}

// Upper bounds for parameters read back from storage: a tampered or corrupt
// row must not be able to make one login allocate gigabytes or spin for
// minutes. Lower bounds refuse hashes too weak to be worth trusting.
const (
	maxMemoryKiB = 1 << 18 // 256 MiB
	maxTime      = 16
	maxThreads   = 16
	minSaltLen   = 8
	maxSaltLen   = 64
	minKeyLen    = 16
	maxKeyLen    = 64
)

var (
	// ErrMalformedHash means a stored value is not a PHC argon2id string we
	// accept; it is never treated as a mismatch, so corruption is visible.
	ErrMalformedHash = errors.New("passwordhash: malformed argon2id PHC string")
	errBadParams     = errors.New("passwordhash: parameters out of range")
)

// Hasher is safe for concurrent use.
type Hasher struct {
	params Params
	// sem caps how many argon2 computations run at once. Each takes ~19 MiB
	// and a core for tens of milliseconds; without a cap a login flood would
	// take every core and starve the rest of the API (docs/security.md 3).
	sem chan struct{}
	// dummy is a hash with the current params that unknown-account checks
	// verify against, so they cost exactly what a real check costs.
	dummy string
	// hook, when set by tests, is called with +1 after a slot is taken and
	// -1 before it is given back.
	hook func(delta int)
}

var _ identity.PasswordHasher = (*Hasher)(nil)

// New returns a Hasher with DefaultParams and one hashing slot per CPU.
func New() *Hasher {
	h, err := NewWithParams(DefaultParams, runtime.NumCPU())
	if err != nil {
		panic(err) // DefaultParams are constant and valid
	}
	return h
}

// NewWithParams lets operators raise the cost or the concurrency cap.
// maxConcurrent <= 0 means runtime.NumCPU().
func NewWithParams(p Params, maxConcurrent int) (*Hasher, error) {
	if err := p.validate(); err != nil {
		return nil, err
	}
	if maxConcurrent <= 0 {
		maxConcurrent = runtime.NumCPU()
	}
	h := &Hasher{params: p, sem: make(chan struct{}, maxConcurrent)}
	// A fixed salt and password are fine: DummyVerify never compares against
	// the dummy, only its cost matters.
	salt := make([]byte, p.SaltLen)
	h.dummy = encode(p, salt, argon2.IDKey([]byte("reshimgathi-dummy"), salt, p.Time, p.Memory, p.Threads, p.KeyLen))
	return h, nil
}

func (p Params) validate() error {
	if p.Memory < 8*uint32(p.Threads) || p.Memory > maxMemoryKiB ||
		p.Time < 1 || p.Time > maxTime ||
		p.Threads < 1 || p.Threads > maxThreads ||
		p.SaltLen < minSaltLen || p.SaltLen > maxSaltLen ||
		p.KeyLen < minKeyLen || p.KeyLen > maxKeyLen {
		return fmt.Errorf("%w: %+v", errBadParams, p)
	}
	return nil
}

// Hash returns a PHC string for password with a fresh random salt. The
// password is used byte for byte: no truncation, no normalisation.
func (h *Hasher) Hash(ctx context.Context, password string) (string, error) {
	salt := make([]byte, h.params.SaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("passwordhash: salt: %w", err)
	}
	key, err := h.derive(ctx, password, salt, h.params, h.params.KeyLen)
	if err != nil {
		return "", err
	}
	return encode(h.params, salt, key), nil
}

// Verify checks password against a stored PHC string. encoded == "" is the
// unknown-account path (see identity.PasswordHasher): one full hash is spent
// and the answer is always "no".
func (h *Hasher) Verify(ctx context.Context, password, encoded string) (ok, needsRehash bool, err error) {
	if encoded == "" {
		return false, false, h.DummyVerify(ctx, password)
	}
	p, salt, want, err := decode(encoded)
	if err != nil {
		return false, false, err
	}
	got, err := h.derive(ctx, password, salt, p, uint32(len(want)))
	if err != nil {
		return false, false, err
	}
	if subtle.ConstantTimeCompare(got, want) != 1 {
		return false, false, nil
	}
	return true, p != h.params, nil
}

// DummyVerify spends the same work as verifying a real current-params hash
// and reports only ctx errors. Use it where there is no account to check
// against, so response time does not reveal whether the account exists.
func (h *Hasher) DummyVerify(ctx context.Context, password string) error {
	p, salt, want, err := decode(h.dummy)
	if err != nil {
		return err
	}
	_, err = h.derive(ctx, password, salt, p, uint32(len(want)))
	return err
}

// derive runs argon2id inside a semaphore slot. Waiting for a slot honours
// ctx, so requests whose client gave up (or whose deadline passed) leave
// the queue instead of burning a core for nobody.
func (h *Hasher) derive(ctx context.Context, password string, salt []byte, p Params, keyLen uint32) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	select {
	case h.sem <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	if h.hook != nil {
		h.hook(+1)
	}
	defer func() {
		if h.hook != nil {
			h.hook(-1)
		}
		<-h.sem
	}()
	return argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, keyLen), nil
}
