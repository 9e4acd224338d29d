package app_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/netip"
	"slices"
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

// ---- registration ----

func registration() app.Registration {
	return app.Registration{
		Fields: profile.Fields{
			FullName: ref("Snehal Deshmukh"), Gender: ref("female"), DOB: ref(time.Date(1998, 5, 14, 0, 0, 0, 0, time.UTC)),
			Religion: ref("Hindu"), Caste: ref("Maratha"), MaritalStatus: ref("Never Married"), City: ref("pune"),
			Education: ref("be-btech"), Profession: ref("software-engineer"), IncomeKMonth: ref(85), HeightCM: ref(162),
			WeightKG: ref(55), BloodGroup: ref("b+"), Languages: ref([]string{"Marathi"}),
			Hobbies: ref([]string{"Reading"}), Father: ref("Sunil"), FatherJob: ref("Teacher"), Mother: ref("Asha"),
			MotherJob: ref("Homemaker"), Siblings: ref(1), FoodPref: ref("non-Veg"), Disability: ref("No"),
			PreferredPlan: ref("premium"), PartnerAgeMin: ref(26), PartnerAgeMax: ref(32), Email: ref(" Snehal@Example.in"),
			Phone: ref("9822012345"),
		},
		Password: goodPassword,
		Photo:    &app.Photo{Full: []byte{1}},
	}
}

func fieldErr(err error, field string) bool {
	var ve *errs.ValidationError
	if !errors.As(err, &ve) {
		return false
	}
	for _, f := range ve.Fields {
		if f.Field == field {
			return true
		}
	}
	return false
}

func TestRegisterDecisions(t *testing.T) {
	ctx := context.Background()

	t.Run("a valid registration stores a member account with the normalised e-mail and a hash, and welcomes", func(t *testing.T) {
		r := newAcctRig(t)
		reg := registration()
		reg.Declarations = &identity.Declarations{IntentToMarry: true, InformationTrue: true, AgeConfirmed: true}
		p, err := r.a.Commands.Register.Handle(ctx, ipOwner, reg)
		r.a.WaitForMail()
		if err != nil {
			t.Fatal(err)
		}
		if len(r.store.stored) != 1 {
			t.Fatalf("stored %d accounts", len(r.store.stored))
		}
		acct := r.store.stored[0]
		if acct.Email != "snehal@example.in" || acct.PasswordHash != "hash:"+goodPassword || acct.Role != identity.RoleMember ||
			acct.RegisteredFrom != ipOwner || acct.ID != p.AccountID {
			t.Fatalf("account %+v", acct)
		}
		if d := r.store.storedD[0]; d == nil || !d.At.Equal(acctNow) || d.IP != ipOwner {
			t.Fatalf("declarations %+v", d)
		}
		if len(r.photos.saved) != 1 || p.PhotoID != r.photos.saved[0] || len(r.photos.deleted) != 0 {
			t.Fatalf("photos %+v, profile photo %q", r.photos, p.PhotoID)
		}
		if len(r.mail.sent) != 1 || r.mail.sent[0].kind != "welcome" || r.mail.sent[0].to != "snehal@example.in" ||
			r.mail.sent[0].extra != p.Code {
			t.Fatalf("mails %+v", r.mail.sent)
		}
	})

	t.Run("a taken e-mail is refused and the picture does not stay behind", func(t *testing.T) {
		taken := identity.Account{ID: uuid.New(), Email: "snehal@example.in", Role: identity.RoleMember}
		r := newAcctRig(t, taken)
		_, err := r.a.Commands.Register.Handle(ctx, ipOwner, registration())
		r.a.WaitForMail()
		if !errors.Is(err, profile.ErrEmailTaken) {
			t.Fatalf("got %v", err)
		}
		if len(r.photos.saved) != 1 || len(r.photos.deleted) != 1 || r.photos.deleted[0] != r.photos.saved[0] {
			t.Fatalf("photos %+v", r.photos)
		}
		if len(r.mail.sent) != 0 {
			t.Fatal("welcomed a refused registration")
		}
	})

	for _, c := range []struct {
		name, field string
		mutate      func(*app.Registration)
	}{
		{"a weak password", "password", func(r *app.Registration) { r.Password = "short" }},
		{"a password holding the name", "password", func(r *app.Registration) { r.Password = "snehal-deshmukh-2024" }},
		{"no picture", "profilePicture", func(r *app.Registration) { r.Photo = nil }},
		{"declarations not all made", "declarations", func(r *app.Registration) {
			r.Declarations = &identity.Declarations{IntentToMarry: true}
		}},
		{"an invalid profile", "fullName", func(r *app.Registration) { r.Fields.FullName = ref(" ") }},
	} {
		t.Run("refused: "+c.name, func(t *testing.T) {
			r := newAcctRig(t)
			reg := registration()
			c.mutate(&reg)
			_, err := r.a.Commands.Register.Handle(ctx, ipOwner, reg)
			if !errors.Is(err, errs.ErrInvalid) || !fieldErr(err, c.field) {
				t.Fatalf("got %v, want a form error on %s", err, c.field)
			}
			if len(r.store.stored) != 0 || len(r.photos.saved) != 0 {
				t.Fatal("something was stored")
			}
		})
	}

	t.Run("registrations per client are rate limited", func(t *testing.T) {
		r := newAcctRig(t)
		r.limits.SetLimit(app.PolicyRegistrations, 1)
		_, _ = r.a.Commands.Register.Handle(ctx, ipOwner, registration())
		var rl *errs.RateLimitedError
		reg := registration()
		reg.Fields.Email = ref("other@example.in")
		if _, err := r.a.Commands.Register.Handle(ctx, ipOwner, reg); !errors.As(err, &rl) {
			t.Fatalf("got %v", err)
		}
		r.a.WaitForMail()
		if len(r.store.stored) != 1 {
			t.Fatalf("stored %d", len(r.store.stored))
		}
	})
}

func TestDeclareRefusesIncompleteDeclarations(t *testing.T) {
	r := newAcctRig(t, alice)
	if err := r.a.Commands.Declare.Handle(context.Background(), aliceID, ipOwner, identity.Declarations{IntentToMarry: true, AgeConfirmed: true}); !errors.Is(err, errs.ErrInvalid) {
		t.Fatalf("got %v", err)
	}
	if len(r.decl.recorded) != 0 {
		t.Fatal("recorded incomplete declarations")
	}
	if err := r.a.Commands.Declare.Handle(context.Background(), aliceID, ipOwner, identity.Declarations{IntentToMarry: true, InformationTrue: true, AgeConfirmed: true}); err != nil || len(r.decl.recorded) != 1 {
		t.Fatalf("complete declarations: %v, recorded %v", err, r.decl.recorded)
	}
}

// ---- password reset ----

func TestForgotPasswordDecisions(t *testing.T) {
	ctx := context.Background()

	t.Run("a known address gets a code whose hash is what the store keeps", func(t *testing.T) {
		r := newAcctRig(t, alice)
		if err := r.a.Commands.ForgotPassword.Handle(ctx, ipOwner, " Alice@Example.in "); err != nil {
			t.Fatal(err)
		}
		r.a.WaitForMail()
		if len(r.store.resets) != 1 || len(r.mail.sent) != 1 {
			t.Fatalf("resets %d mails %+v", len(r.store.resets), r.mail.sent)
		}
		m, reset := r.mail.sent[0], r.store.resets[0]
		if m.kind != "reset" || m.to != alice.Email || m.lang != "mr" || m.name != aliceProf.FullName {
			t.Fatalf("mail %+v", m)
		}
		if reset.AccountID != aliceID || !identity.OTPMatches(aliceID, m.extra, reset.CodeHash) ||
			!reset.ExpiresAt.Equal(acctNow.Add(identity.OTPLifetime)) {
			t.Fatalf("reset %+v for code %q", reset, m.extra)
		}
		if r.store.resetCap != identity.OTPHourlyCap || !r.store.resetFrom.Equal(acctNow.Add(-time.Hour)) {
			t.Fatalf("cap %d since %v", r.store.resetCap, r.store.resetFrom)
		}
	})

	t.Run("an unknown address answers the same and mails nothing", func(t *testing.T) {
		r := newAcctRig(t, alice)
		if err := r.a.Commands.ForgotPassword.Handle(ctx, ipOwner, "nobody@example.in"); err != nil {
			t.Fatal(err)
		}
		r.a.WaitForMail()
		if len(r.mail.sent) != 0 || len(r.store.resets) != 0 {
			t.Fatalf("mails %+v", r.mail.sent)
		}
	})

	t.Run("a known and an unknown address take the same path up to the mail", func(t *testing.T) {
		var paths [2][]string
		for i, email := range []string{alice.Email, "nobody@example.in"} {
			r := newAcctRig(t, alice)
			if err := r.a.Commands.ForgotPassword.Handle(ctx, ipOwner, email); err != nil {
				t.Fatal(err)
			}
			r.a.WaitForMail()
			paths[i] = r.store.calls
		}
		if want := []string{"AccountByEmail", "StartReset"}; !slices.Equal(paths[0], want) || !slices.Equal(paths[1], want) {
			t.Fatalf("store calls: known %v, unknown %v, want %v for both", paths[0], paths[1], want)
		}
	})

	t.Run("past the hourly cap no code is mailed", func(t *testing.T) {
		r := newAcctRig(t, alice)
		r.store.issue = false
		if err := r.a.Commands.ForgotPassword.Handle(ctx, ipOwner, alice.Email); err != nil {
			t.Fatal(err)
		}
		r.a.WaitForMail()
		if len(r.mail.sent) != 0 {
			t.Fatalf("mails %+v", r.mail.sent)
		}
	})

	t.Run("requests per client are rate limited", func(t *testing.T) {
		r := newAcctRig(t, alice)
		r.limits.SetLimit(app.PolicyResets, 1)
		_ = r.a.Commands.ForgotPassword.Handle(ctx, ipOwner, alice.Email)
		var rl *errs.RateLimitedError
		if err := r.a.Commands.ForgotPassword.Handle(ctx, ipOwner, alice.Email); !errors.As(err, &rl) {
			t.Fatalf("got %v", err)
		}
		r.a.WaitForMail()
		if len(r.mail.sent) != 1 {
			t.Fatalf("mails %+v", r.mail.sent)
		}
	})
}

func TestVerifyResetCodeDecisions(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name           string
		email          string
		matched, live  bool
		want           error
		wantVerifyCall bool
	}{
		{"the right live code", alice.Email, true, true, nil, true},
		{"a wrong code", alice.Email, false, true, identity.ErrCodeInvalid, true},
		{"no live code", alice.Email, true, false, identity.ErrCodeInvalid, true},
		{"an unknown address", "nobody@example.in", true, true, identity.ErrCodeInvalid, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newAcctRig(t, alice)
			r.store.matched, r.store.live = c.matched, c.live
			err := r.a.Commands.VerifyResetCode.Handle(ctx, ipOwner, c.email, "482913")
			if !errors.Is(err, c.want) || (c.want == nil) != (err == nil) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
			if c.wantVerifyCall != (len(r.store.verified) == 1) {
				t.Fatalf("store verified %d codes", len(r.store.verified))
			}
			if c.wantVerifyCall && !identity.EqualOTPHash(r.store.verified[0], identity.HashOTP(aliceID, "482913")) {
				t.Fatal("the store was not given the code's hash")
			}
		})
	}
}

func TestResetPasswordDecisions(t *testing.T) {
	ctx := context.Background()
	const newPassword = "Brand#New7Pass"

	for _, c := range []struct {
		name, email, password, confirm string
		want                           error
	}{
		{"empty fields", alice.Email, "", "", errs.ErrInvalid},
		{"passwords that differ", alice.Email, newPassword, newPassword + "x", identity.ErrPasswordsDiffer},
		{"an unknown address", "nobody@example.in", newPassword, newPassword, identity.ErrCodeInvalid},
		{"a weak password", alice.Email, "password", "password", errs.ErrInvalid},
		{"a password holding the e-mail", alice.Email, "alice@example.in1", "alice@example.in1", errs.ErrInvalid},
	} {
		t.Run("refused: "+c.name, func(t *testing.T) {
			r := newAcctRig(t, alice)
			if err := r.a.Commands.ResetPassword.Handle(ctx, ipOwner, c.email, "482913", c.password, c.confirm); !errors.Is(err, c.want) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
			r.a.WaitForMail()
			if len(r.store.completed) != 0 || len(r.mail.sent) != 0 {
				t.Fatal("the reset went through")
			}
		})
	}

	t.Run("a good reset stores the new hash with the code's hash and mails the member", func(t *testing.T) {
		r := newAcctRig(t, alice)
		if err := r.a.Commands.ResetPassword.Handle(ctx, ipOwner, "ALICE@example.in", "482913", newPassword, newPassword); err != nil {
			t.Fatal(err)
		}
		r.a.WaitForMail()
		if len(r.store.completed) != 1 {
			t.Fatalf("completed %+v", r.store.completed)
		}
		done := r.store.completed[0]
		if done.id != aliceID || done.newHash != "hash:"+newPassword || !identity.EqualOTPHash(done.codeHash, identity.HashOTP(aliceID, "482913")) {
			t.Fatalf("completed %+v", done)
		}
		if len(r.mail.sent) != 1 || r.mail.sent[0] != (mailed{"changed", alice.Email, "mr", aliceProf.FullName, ""}) {
			t.Fatalf("mails %+v", r.mail.sent)
		}
	})
}
