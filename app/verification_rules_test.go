package app_test

import (
	"bytes"
	"context"
	"errors"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/signedlink"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// verifyStore keeps what the verification store would: addresses marked verified, the one live
// phone code's hash, and the requests created; an address that changed since the link went is
// not marked (the port's promise).
type verifyStore struct {
	app.VerificationStore
	emails        map[uuid.UUID]string // the account's current address
	emailVerified []string
	codeHash      []byte
	capReached    bool
	created       []verification.Document
	createFails   bool
	records       []verification.Record
	codeExpires   time.Time // of the live phone code, when codeHash is set
	codeLookups   int
}

func (s *verifyStore) Records(context.Context, uuid.UUID) ([]verification.Record, error) {
	return s.records, nil
}

func (s *verifyStore) LivePhoneCode(context.Context, uuid.UUID, string, time.Time) (time.Time, bool, error) {
	s.codeLookups++
	return s.codeExpires, s.codeHash != nil, nil
}

func (s *verifyStore) MarkEmailVerified(_ context.Context, account uuid.UUID, email string, _ time.Time) (bool, error) {
	if s.emails[account] != email {
		return false, nil
	}
	s.emailVerified = append(s.emailVerified, email)
	return true, nil
}

func (s *verifyStore) StartPhoneCode(_ context.Context, _ uuid.UUID, _ string, hash []byte, _ time.Time, _ int) (bool, error) {
	if s.capReached {
		return false, nil
	}
	s.codeHash = hash
	return true, nil
}

func (s *verifyStore) ConfirmPhoneCode(_ context.Context, _ uuid.UUID, hash []byte, _ time.Time) (bool, bool, bool, error) {
	live := s.codeHash != nil
	matched := live && bytes.Equal(hash, s.codeHash)
	if matched {
		s.codeHash = nil // used once
	}
	return matched, matched, live, nil
}

func (s *verifyStore) CreateRequest(_ context.Context, _, _ uuid.UUID, d verification.Document, _ string, _ time.Time) error {
	if s.createFails {
		return errors.New("the database went away")
	}
	s.created = append(s.created, d)
	return nil
}

// sentTexts and sentMails record what went out, after the answer (from another goroutine).
type sentTexts struct {
	mu    sync.Mutex
	codes []string
}

func (s *sentTexts) PhoneCode(_ context.Context, _, _, code string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.codes = append(s.codes, code)
	return nil
}

type sentMails struct {
	app.TrustMailer
	mu    sync.Mutex
	links []string
}

func (m *sentMails) VerifyEmail(_ context.Context, _, _, _, link string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.links = append(m.links, link)
	return nil
}

// documentDrawer holds saved images under keys and forgets deleted ones.
type documentDrawer struct {
	app.DocumentStore
	kept map[string][]byte
}

func (d *documentDrawer) SaveDocument(_ context.Context, jpeg []byte) (string, error) {
	key := uuid.NewString()
	d.kept[key] = jpeg
	return key, nil
}

func (d *documentDrawer) DeleteDocument(_ context.Context, key string) error {
	delete(d.kept, key)
	return nil
}

type verifyRig struct {
	v      *app.VerificationApplication
	store  *verifyStore
	texts  *sentTexts
	mails  *sentMails
	drawer *documentDrawer
	now    *time.Time
}

func newVerifyRig(t *testing.T, members ...profile.Profile) verifyRig {
	t.Helper()
	now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	r := verifyRig{store: &verifyStore{emails: map[uuid.UUID]string{}}, texts: &sentTexts{}, mails: &sentMails{},
		drawer: &documentDrawer{kept: map[string][]byte{}}, now: &now}
	profiles := fakeProfiles{byCode: map[string]profile.Profile{}}
	for _, p := range members {
		profiles.byCode[p.Code] = p
		r.store.emails[p.AccountID] = p.Contact.Email
	}
	links, err := signedlink.New(bytes.Repeat([]byte{7}, 32))
	if err != nil {
		t.Fatal(err)
	}
	clock := func() time.Time { return *r.now }
	r.v, err = app.NewVerificationApplication(app.VerificationPorts{Profiles: profiles, Store: r.store, Documents: r.drawer,
		Texts: r.texts, Links: links, Mail: r.mails, Limits: acctLimiter(clock),
		EmailLinkBase: "https://reshimgathi.in/verify-email?token=", Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func withContact(p profile.Profile, email, phone string, badges profile.Badges) profile.Profile {
	p.Contact.Email, p.Contact.Phone, p.Badges = email, phone, badges
	return p
}

func TestVerificationByEmailLink(t *testing.T) {
	ctx := context.Background()
	asha := withContact(member("MHBRIDE501", "female"), "asha@example.in", "9822012345", profile.Badges{})
	done := withContact(member("MHBRIDE502", "female"), "done@example.in", "", profile.Badges{Email: true})

	t.Run("the mailed link verifies the address it went to", func(t *testing.T) {
		r := newVerifyRig(t, asha)
		if err := r.v.Commands.SendEmailLink.Handle(ctx, asha.AccountID); err != nil {
			t.Fatal(err)
		}
		r.v.WaitForSends()
		if len(r.mails.links) != 1 || !strings.HasPrefix(r.mails.links[0], "https://reshimgathi.in/verify-email?token=") {
			t.Fatalf("links mailed: %v", r.mails.links)
		}
		token := strings.TrimPrefix(r.mails.links[0], "https://reshimgathi.in/verify-email?token=")
		if err := r.v.Commands.ConfirmEmail.Handle(ctx, token); err != nil {
			t.Fatal(err)
		}
		if len(r.store.emailVerified) != 1 || r.store.emailVerified[0] != asha.Contact.Email {
			t.Fatalf("verified %v", r.store.emailVerified)
		}
	})

	t.Run("a verified address gets no second link", func(t *testing.T) {
		r := newVerifyRig(t, done)
		if err := r.v.Commands.SendEmailLink.Handle(ctx, done.AccountID); !errors.Is(err, verification.ErrAlreadyVerified) {
			t.Fatalf("want already verified, got %v", err)
		}
		r.v.WaitForSends()
		if len(r.mails.links) != 0 {
			t.Fatal("mailed anyway")
		}
	})

	refusedLinks := map[string]func(r verifyRig, token string) string{
		"a tampered link": func(_ verifyRig, token string) string {
			b := []byte(token)
			i := len(b) / 2 // a middle character: all six of its bits are signed
			b[i] = map[bool]byte{true: 'B', false: 'A'}[b[i] == 'A']
			return string(b)
		},
		"an empty link":     func(verifyRig, string) string { return "" },
		"a link a day late": func(r verifyRig, token string) string { *r.now = r.now.Add(25 * time.Hour); return token },
		"a link to an address changed since": func(r verifyRig, token string) string {
			r.store.emails[asha.AccountID] = "new@example.in"
			return token
		},
	}
	for name, spoil := range refusedLinks {
		t.Run(name+" verifies nothing", func(t *testing.T) {
			r := newVerifyRig(t, asha)
			if err := r.v.Commands.SendEmailLink.Handle(ctx, asha.AccountID); err != nil {
				t.Fatal(err)
			}
			r.v.WaitForSends()
			token := strings.TrimPrefix(r.mails.links[0], "https://reshimgathi.in/verify-email?token=")
			if err := r.v.Commands.ConfirmEmail.Handle(ctx, spoil(r, token)); !errors.Is(err, verification.ErrLinkInvalid) {
				t.Fatalf("want link invalid, got %v", err)
			}
			if len(r.store.emailVerified) != 0 {
				t.Fatalf("verified %v", r.store.emailVerified)
			}
		})
	}

	t.Run("a member asking for links again and again is slowed", func(t *testing.T) {
		r := newVerifyRig(t, asha)
		var err error
		for i := 0; i < app.PolicyVerificationMails.Limit+1 && err == nil; i++ {
			err = r.v.Commands.SendEmailLink.Handle(ctx, asha.AccountID)
		}
		var limited *errs.RateLimitedError
		if !errors.As(err, &limited) {
			t.Fatalf("want rate limited after %d links, got %v", app.PolicyVerificationMails.Limit, err)
		}
		r.v.WaitForSends()
	})
}

func TestVerificationByPhoneCode(t *testing.T) {
	ctx := context.Background()
	ip := netip.MustParseAddr("203.0.113.9")
	ravi := withContact(member("MHGROOM501", "male"), "ravi@example.in", "9822012345", profile.Badges{})
	noPhone := withContact(member("MHGROOM502", "male"), "n@example.in", "", profile.Badges{})
	verified := withContact(member("MHGROOM503", "male"), "v@example.in", "9822012346", profile.Badges{Phone: true})

	t.Run("the texted code verifies the phone, once", func(t *testing.T) {
		r := newVerifyRig(t, ravi)
		if err := r.v.Commands.SendPhoneCode.Handle(ctx, ravi.AccountID, ip); err != nil {
			t.Fatal(err)
		}
		r.v.WaitForSends()
		if len(r.texts.codes) != 1 || len(r.texts.codes[0]) != 6 {
			t.Fatalf("texts %v", r.texts.codes)
		}
		if bytes.Contains(r.store.codeHash, []byte(r.texts.codes[0])) {
			t.Fatal("the code is stored, not its hash")
		}
		if err := r.v.Commands.ConfirmPhone.Handle(ctx, ravi.AccountID, r.texts.codes[0]); err != nil {
			t.Fatal(err)
		}
		if err := r.v.Commands.ConfirmPhone.Handle(ctx, ravi.AccountID, r.texts.codes[0]); !errors.Is(err, verification.ErrCodeInvalid) {
			t.Fatalf("the code used twice: %v", err)
		}
	})

	t.Run("a wrong or malformed code is refused", func(t *testing.T) {
		r := newVerifyRig(t, ravi)
		if err := r.v.Commands.SendPhoneCode.Handle(ctx, ravi.AccountID, ip); err != nil {
			t.Fatal(err)
		}
		r.v.WaitForSends()
		wrong := "000000"
		if r.texts.codes[0] == wrong {
			wrong = "111111"
		}
		for _, code := range []string{wrong, "12345", "abcdef", ""} {
			if err := r.v.Commands.ConfirmPhone.Handle(ctx, ravi.AccountID, code); !errors.Is(err, verification.ErrCodeInvalid) {
				t.Errorf("%q: want code invalid, got %v", code, err)
			}
		}
		if r.store.codeHash == nil {
			t.Fatal("a wrong code used up the right one")
		}
	})

	t.Run("no code is texted to a member without a phone, or with a verified one", func(t *testing.T) {
		r := newVerifyRig(t, noPhone, verified)
		if err := r.v.Commands.SendPhoneCode.Handle(ctx, noPhone.AccountID, ip); !errors.Is(err, verification.ErrNoPhone) {
			t.Errorf("no phone: %v", err)
		}
		if err := r.v.Commands.SendPhoneCode.Handle(ctx, verified.AccountID, ip); !errors.Is(err, verification.ErrAlreadyVerified) {
			t.Errorf("verified: %v", err)
		}
		r.v.WaitForSends()
		if len(r.texts.codes) != 0 {
			t.Fatalf("texted %v", r.texts.codes)
		}
	})

	t.Run("past the hourly cap the answer is the same but no text goes", func(t *testing.T) {
		r := newVerifyRig(t, ravi)
		r.store.capReached = true
		if err := r.v.Commands.SendPhoneCode.Handle(ctx, ravi.AccountID, ip); err != nil {
			t.Fatalf("the cap must not be told apart: %v", err)
		}
		r.v.WaitForSends()
		if len(r.texts.codes) != 0 {
			t.Fatalf("texted %v", r.texts.codes)
		}
	})

	t.Run("guessing codes is slowed across codes", func(t *testing.T) {
		r := newVerifyRig(t, ravi)
		var err error
		for i := 0; i <= app.PolicyPhoneCodeChecks.Limit && !errors.As(err, new(*errs.RateLimitedError)); i++ {
			err = r.v.Commands.ConfirmPhone.Handle(ctx, ravi.AccountID, "123456")
		}
		if !errors.As(err, new(*errs.RateLimitedError)) {
			t.Fatalf("want rate limited, got %v", err)
		}
	})
}

func TestVerificationByDocument(t *testing.T) {
	ctx := context.Background()
	meena := withContact(member("MHBRIDE503", "female"), "m@example.in", "", profile.Badges{})
	idDone := withContact(member("MHBRIDE504", "female"), "i@example.in", "", profile.Badges{ID: true})
	jpeg := []byte{0xff, 0xd8, 0xff, 0xd9}

	t.Run("a document is kept and queued pending", func(t *testing.T) {
		r := newVerifyRig(t, meena)
		rec, err := r.v.Commands.SubmitDocument.Handle(ctx, meena.AccountID, "id", "pan", jpeg)
		if err != nil {
			t.Fatal(err)
		}
		if rec.Status != verification.Pending || rec.DocumentType != "pan" || len(r.store.created) != 1 || len(r.drawer.kept) != 1 {
			t.Fatalf("record %+v, created %v, kept %d", rec, r.store.created, len(r.drawer.kept))
		}
	})

	t.Run("a document that does not validate is not kept", func(t *testing.T) {
		r := newVerifyRig(t, meena)
		if _, err := r.v.Commands.SubmitDocument.Handle(ctx, meena.AccountID, "id", "library-card", jpeg); !errors.Is(err, errs.ErrInvalid) {
			t.Fatalf("want invalid, got %v", err)
		}
		if len(r.drawer.kept) != 0 || len(r.store.created) != 0 {
			t.Fatal("kept anyway")
		}
	})

	t.Run("a badge already earned is not asked for again, but the other one may be", func(t *testing.T) {
		r := newVerifyRig(t, idDone)
		if _, err := r.v.Commands.SubmitDocument.Handle(ctx, idDone.AccountID, "id", "aadhaar", jpeg); !errors.Is(err, verification.ErrAlreadyVerified) {
			t.Fatalf("want already verified, got %v", err)
		}
		if _, err := r.v.Commands.SubmitDocument.Handle(ctx, idDone.AccountID, "photo", "", jpeg); err != nil {
			t.Fatalf("a selfie after the ID badge: %v", err)
		}
	})

	t.Run("an image whose request was not recorded is deleted", func(t *testing.T) {
		r := newVerifyRig(t, meena)
		r.store.createFails = true
		if _, err := r.v.Commands.SubmitDocument.Handle(ctx, meena.AccountID, "photo", "", jpeg); err == nil {
			t.Fatal("no error")
		}
		if len(r.drawer.kept) != 0 {
			t.Fatalf("an orphan identity document is left in the store: %d", len(r.drawer.kept))
		}
	})
}

func TestTheVerificationStatusShowsAWaitingCodeOnlyWhileThePhoneIsUnverified(t *testing.T) {
	ctx := context.Background()
	unverified := withContact(member("MHBRIDE371", "female"), "asha@example.in", "9822000001", profile.Badges{Email: true})
	verified := withContact(member("MHBRIDE372", "female"), "meera@example.in", "9822000002", profile.Badges{Email: true, Phone: true})
	r := newVerifyRig(t, unverified, verified)
	r.store.records = []verification.Record{{ID: uuid.New()}}

	st, err := r.v.Queries.Status.Handle(ctx, unverified.AccountID)
	if err != nil || st.Email != "asha@example.in" || st.Phone != "9822000001" || !st.Badges.Email || st.Badges.Phone ||
		!st.PhoneCodeExpires.IsZero() || len(st.Records) != 1 {
		t.Fatalf("no code waiting: %+v %v", st, err)
	}
	r.store.codeHash, r.store.codeExpires = []byte{1}, r.now.Add(10*time.Minute)
	if st, err := r.v.Queries.Status.Handle(ctx, unverified.AccountID); err != nil || !st.PhoneCodeExpires.Equal(r.now.Add(10*time.Minute)) {
		t.Fatalf("a code waiting: %+v %v", st, err)
	}
	lookups := r.store.codeLookups
	if st, err := r.v.Queries.Status.Handle(ctx, verified.AccountID); err != nil || !st.PhoneCodeExpires.IsZero() || !st.Badges.Phone ||
		r.store.codeLookups != lookups {
		t.Fatalf("a verified phone: %+v %v (%d code lookups)", st, err, r.store.codeLookups-lookups)
	}
}
