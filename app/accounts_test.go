package app_test

import (
	"context"
	"io"
	"log/slog"
	"net/netip"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// ---- fakes of the identity ports ----

// acctStore keeps accounts by normalised e-mail and records every change asked of it.
type acctStore struct {
	app.AccountStore
	mu        sync.Mutex
	byEmail   map[string]identity.Account
	lookups   []string
	rehashed  map[uuid.UUID]string
	revoked   map[uuid.UUID]time.Time
	stored    []identity.Account
	storedP   []profile.Profile
	storedD   []*identity.Declarations
	resets    []identity.Reset
	resetCap  int
	resetFrom time.Time
	issue     bool // what StartReset answers
	matched   bool // what VerifyReset answers
	live      bool
	verified  [][]byte
	completed []completedReset
	calls     []string // the reset path's store calls, in order
}

type completedReset struct {
	id       uuid.UUID
	codeHash []byte
	newHash  string
}

func newAcctStore(accts ...identity.Account) *acctStore {
	s := &acctStore{byEmail: map[string]identity.Account{}, rehashed: map[uuid.UUID]string{},
		revoked: map[uuid.UUID]time.Time{}, issue: true}
	for _, a := range accts {
		s.byEmail[a.Email] = a
	}
	return s
}

func (s *acctStore) AccountByEmail(_ context.Context, email string) (identity.Account, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lookups = append(s.lookups, email)
	s.calls = append(s.calls, "AccountByEmail")
	if a, ok := s.byEmail[email]; ok {
		return a, nil
	}
	return identity.Account{}, errs.ErrNotFound
}

func (s *acctStore) AccountByID(_ context.Context, id uuid.UUID) (identity.Account, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, a := range s.byEmail {
		if a.ID == id {
			return a, nil
		}
	}
	return identity.Account{}, errs.ErrNotFound
}

func (s *acctStore) Register(_ context.Context, a identity.Account, p profile.Profile, d *identity.Declarations) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, taken := s.byEmail[a.Email]; taken {
		return profile.ErrEmailTaken
	}
	s.byEmail[a.Email] = a
	s.stored, s.storedP, s.storedD = append(s.stored, a), append(s.storedP, p), append(s.storedD, d)
	return nil
}

func (s *acctStore) SetPasswordHash(_ context.Context, id uuid.UUID, hash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rehashed[id] = hash
	return nil
}

func (s *acctStore) RevokeTokens(_ context.Context, id uuid.UUID, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.revoked[id] = at
	return nil
}

func (s *acctStore) StartReset(_ context.Context, r identity.Reset, since time.Time, limit int) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.resetFrom, s.resetCap = since, limit
	s.calls = append(s.calls, "StartReset")
	known := false
	for _, a := range s.byEmail {
		known = known || a.ID == r.AccountID
	}
	if !known { // as PostgreSQL: no account row to lock
		return false, errs.ErrNotFound
	}
	if !s.issue {
		return false, nil
	}
	s.resets = append(s.resets, r)
	return true, nil
}

func (s *acctStore) VerifyReset(_ context.Context, _ uuid.UUID, codeHash []byte, _ time.Time) (bool, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.verified = append(s.verified, codeHash)
	return s.matched, s.live, nil
}

func (s *acctStore) CompleteReset(_ context.Context, id uuid.UUID, codeHash []byte, newHash string, _ time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.completed = append(s.completed, completedReset{id, codeHash, newHash})
	return nil
}

// plainHasher "hashes" by prefixing; a stored "old:" hash matches too but asks for a rehash.
type plainHasher struct {
	mu       sync.Mutex
	verified []string // the encoded values Verify was asked about
}

func (h *plainHasher) Hash(_ context.Context, pw string) (string, error) { return "hash:" + pw, nil }

func (h *plainHasher) Verify(_ context.Context, pw, encoded string) (bool, bool, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.verified = append(h.verified, encoded)
	switch encoded {
	case "hash:" + pw:
		return true, false, nil
	case "old:" + pw:
		return true, true, nil
	}
	return false, false, nil
}

// fakeTokens issues "token-<id>" and parses only what it issued.
type fakeTokens struct {
	issued map[string]identity.Claims
}

func (f *fakeTokens) Issue(id uuid.UUID, now time.Time) (string, time.Time, error) {
	tok := "token-" + id.String()
	f.issued[tok] = identity.Claims{Subject: id, IssuedAt: now, ExpiresAt: now.Add(time.Hour)}
	return tok, now.Add(time.Hour), nil
}

func (f *fakeTokens) Parse(tok string, _ time.Time) (identity.Claims, error) {
	if c, ok := f.issued[tok]; ok {
		return c, nil
	}
	return identity.Claims{}, identity.ErrInvalidToken
}

type mailed struct{ kind, to, lang, name, extra string }

type fakeAccountMailer struct {
	mu   sync.Mutex
	sent []mailed
}

func (m *fakeAccountMailer) add(x mailed) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.sent = append(m.sent, x)
	return nil
}

func (m *fakeAccountMailer) Welcome(_ context.Context, to, lang, name, code string) error {
	return m.add(mailed{"welcome", to, lang, name, code})
}

func (m *fakeAccountMailer) ResetCode(_ context.Context, to, lang, name, code string) error {
	return m.add(mailed{"reset", to, lang, name, code})
}

func (m *fakeAccountMailer) PasswordChanged(_ context.Context, to, lang, name string) error {
	return m.add(mailed{"changed", to, lang, name, ""})
}

func (m *fakeAccountMailer) TwoFactorLocked(_ context.Context, to, lang string, _, _ int) error {
	return m.add(mailed{"totp-locked", to, lang, "", ""})
}

type fakePhotos struct {
	saved, deleted []string
}

func (f *fakePhotos) SavePhoto(context.Context, app.Photo) (string, error) {
	id := "photo-" + uuid.NewString()
	f.saved = append(f.saved, id)
	return id, nil
}

func (f *fakePhotos) DeletePhoto(_ context.Context, id string) error {
	f.deleted = append(f.deleted, id)
	return nil
}

type fakeDeclarations struct {
	app.DeclarationStore
	recorded []uuid.UUID
}

func (f *fakeDeclarations) RecordDeclarations(_ context.Context, id uuid.UUID, _ time.Time, _ netip.Addr) error {
	f.recorded = append(f.recorded, id)
	return nil
}

// ---- helpers ----

func acctLimiter(now func() time.Time) *app.RateLimiter {
	return app.NewRateLimiter(&memoryCounter{windows: map[string]struct {
		hits int
		ends time.Time
	}{}}, slog.New(slog.NewTextHandler(io.Discard, nil)), now)
}

type acctRig struct {
	a      *app.AccountsApplication
	store  *acctStore
	hasher *plainHasher
	tokens *fakeTokens
	mail   *fakeAccountMailer
	photos *fakePhotos
	decl   *fakeDeclarations
	limits *app.RateLimiter
	now    time.Time
}

const goodPassword = "Tq9#vLm2Wz!k"

var (
	acctNow   = time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	ipOwner   = netip.MustParseAddr("198.51.100.7")
	ipOther   = netip.MustParseAddr("203.0.113.9")
	ipThird   = netip.MustParseAddr("192.0.2.44")
	aliceID   = uuid.New()
	alice     = identity.Account{ID: aliceID, Email: "alice@example.in", PasswordHash: "hash:" + goodPassword, Role: identity.RoleMember}
	aliceProf = profile.Profile{AccountID: aliceID, Code: "MHALICE001", FullName: "Alice Patil", Gender: "female", Language: "mr"}
)

func newAcctRig(t *testing.T, accts ...identity.Account) *acctRig {
	t.Helper()
	r := &acctRig{store: newAcctStore(accts...), hasher: &plainHasher{}, tokens: &fakeTokens{issued: map[string]identity.Claims{}},
		mail: &fakeAccountMailer{}, photos: &fakePhotos{}, decl: &fakeDeclarations{}, now: acctNow}
	clock := func() time.Time { return r.now }
	r.limits = acctLimiter(clock)
	a, err := app.NewAccountsApplication(app.AccountsPorts{Store: r.store, Profiles: fakeProfiles{byCode: map[string]profile.Profile{aliceProf.Code: aliceProf}},
		Photos: r.photos, Hasher: r.hasher, Tokens: r.tokens, Mail: r.mail, Privacy: stubPrivacyStore{}, Declarations: r.decl,
		Documents: stubDocumentStore{}, Limits: r.limits, Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	r.a = a
	return r
}

func ref[T any](v T) *T { return &v }
