package app_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/biodatalink"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// linkShelf keeps share links in memory as the store would: by the token's digest only.
type linkShelf struct {
	links  map[uuid.UUID]biodatalink.Link
	hashes map[string]uuid.UUID
}

func (s *linkShelf) Create(_ context.Context, l biodatalink.Link, hash []byte) error {
	s.links[l.ID], s.hashes[string(hash)] = l, l.ID
	return nil
}

func (s *linkShelf) Live(_ context.Context, owner uuid.UUID, now time.Time) ([]biodatalink.Link, error) {
	var out []biodatalink.Link
	for _, l := range s.links {
		if l.Owner == owner && l.Live(now) {
			out = append(out, l)
		}
	}
	return out, nil
}

func (s *linkShelf) Revoke(_ context.Context, owner, id uuid.UUID, now time.Time) error {
	l, ok := s.links[id]
	if !ok || l.Owner != owner {
		return biodatalink.ErrNotFound
	}
	if l.RevokedAt == nil {
		l.RevokedAt = &now
	}
	s.links[id] = l
	return nil
}

func (s *linkShelf) ByTokenHash(_ context.Context, hash []byte) (biodatalink.Link, error) {
	id, ok := s.hashes[string(hash)]
	if !ok {
		return biodatalink.Link{}, biodatalink.ErrNotFound
	}
	return s.links[id], nil
}

func (s *linkShelf) CountDownload(_ context.Context, id uuid.UUID, now time.Time) error {
	l := s.links[id]
	l.Downloads++
	l.LastDownloadAt = &now
	s.links[id] = l
	return nil
}

// oneProfile answers one member's profile (the owner of the links).
type oneProfile struct {
	app.ProfileStore
	p profile.Profile
}

func (o *oneProfile) ProfileByAccount(_ context.Context, id uuid.UUID) (profile.Profile, error) {
	if id != o.p.AccountID {
		return profile.Profile{}, profile.ErrNotFound
	}
	return o.p, nil
}

// wordsRenderer "draws" a document as its words, so a test reads what the page would say.
type wordsRenderer struct{ drawn int }

func (w *wordsRenderer) Render(doc app.BiodataDocument) ([]byte, error) {
	w.drawn++
	var b strings.Builder
	fmt.Fprintf(&b, "%s|photo=%d\n", doc.Name, len(doc.PhotoJPEG))
	for _, s := range doc.Sections {
		for _, r := range s.Rows {
			b.WriteString(r.Label + "=" + r.Value + "\n")
		}
	}
	return []byte(b.String()), nil
}

type aPicture struct{}

func (aPicture) OpenPhoto(context.Context, string, string) (io.ReadCloser, error) {
	return io.NopCloser(bytes.NewReader([]byte("JPEG"))), nil
}

type linksWorld struct {
	links    *app.BiodataLinksApplication
	biodata  *app.DownloadBiodata
	shelf    *linkShelf
	owner    *oneProfile
	renderer *wordsRenderer
	now      *time.Time
}

func newLinksWorld(t *testing.T) *linksWorld {
	t.Helper()
	now := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	owner := &oneProfile{p: profile.Profile{AccountID: uuid.New(), Code: "MH4K7Q2PXA", FullName: "Asha Patil", Gender: "female",
		DOB: time.Date(1998, 3, 4, 0, 0, 0, 0, time.UTC), City: "pune", PhotoID: "p1", PhotoVisibility: profile.PhotosForConnections,
		Contact:   profile.Contact{Email: "asha@example.com", Phone: "+919800000000"},
		Horoscope: profile.Horoscope{Rashi: "vrishchika", BirthTime: "06:15", BirthPlace: "Satara"}, UpdatedAt: now}}
	renderer := &wordsRenderer{}
	biodata := app.NewDownloadBiodata(app.NewReadOwnProfile(owner), &app.ViewProfile{}, renderer, aPicture{}, clock)
	shelf := &linkShelf{links: map[uuid.UUID]biodatalink.Link{}, hashes: map[string]uuid.UUID{}}
	limits := app.NewRateLimiter(&memoryCounter{windows: map[string]struct {
		hits int
		ends time.Time
	}{}}, slog.New(slog.NewTextHandler(io.Discard, nil)), clock)
	links, err := app.NewBiodataLinksApplication(app.BiodataLinksPorts{Store: shelf, Biodata: biodata, Profiles: owner,
		Limits: limits, Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	return &linksWorld{links: links, biodata: biodata, shelf: shelf, owner: owner, renderer: renderer, now: &now}
}

var holder = netip.MustParseAddr("203.0.113.7")

func (w *linksWorld) create(t *testing.T, in app.NewBiodataLink) app.CreatedBiodataLink {
	t.Helper()
	c, err := w.links.Commands.Create.Handle(context.Background(), w.owner.p.AccountID, in)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func (w *linksWorld) open(token string) (string, error) {
	b, err := w.links.Queries.Download.Handle(context.Background(), holder, token)
	return string(b.PDF), err
}

// A link holder is a stranger: the name and the horoscope everyone sees, never the time and
// place of birth, the picture only when it is for everyone, the phone and e-mail only when the
// owner included them.
func TestALinkHolderSeesWhatAStrangerMaySee(t *testing.T) {
	w := newLinksWorld(t)
	plain := w.create(t, app.NewBiodataLink{BiodataRequest: app.BiodataRequest{Lang: "en"}})
	if !biodatalink.WellFormed(plain.Token) || plain.Link.Design != app.BiodataDesignTraditional ||
		!plain.Link.ExpiresAt.Equal(w.now.Add(7*24*time.Hour)) {
		t.Fatalf("created %+v", plain)
	}
	page, err := w.open(plain.Token)
	if err != nil {
		t.Fatal(err)
	}
	for _, hidden := range []string{"asha@example.com", "9800000000", "Satara", "06:15", "photo=4"} {
		if strings.Contains(page, hidden) {
			t.Errorf("a holder of a plain link reads %q:\n%s", hidden, page)
		}
	}
	if !strings.Contains(page, "Asha Patil") {
		t.Errorf("no name:\n%s", page)
	}
	withContact := w.create(t, app.NewBiodataLink{BiodataRequest: app.BiodataRequest{Lang: "en", IncludeContact: true}, Days: 30})
	w.owner.p.PhotoVisibility = profile.PhotosForAll
	w.owner.p.UpdatedAt = w.now.Add(time.Second) // the setting is an edit
	page, err = w.open(withContact.Token)
	if err != nil {
		t.Fatal(err)
	}
	for _, shown := range []string{"asha@example.com", "+919800000000", "photo=4"} {
		if !strings.Contains(page, shown) {
			t.Errorf("the owner included the contact, the picture is for all; %q missing:\n%s", shown, page)
		}
	}
	if strings.Contains(page, "Satara") {
		t.Error("the place of birth went through a link")
	}
	if l := w.shelf.links[withContact.Link.ID]; l.Downloads != 1 || l.LastDownloadAt == nil {
		t.Errorf("download not counted: %+v", l)
	}
}

// The cache answers a link holder only with a page drawn for link holders: the owner's own
// page (contact printed) is kept under another key.
func TestTheCacheNeverGivesALinkHolderAnotherReadersPage(t *testing.T) {
	w := newLinksWorld(t)
	ctx := context.Background()
	if _, err := w.biodata.Own(ctx, w.owner.p.AccountID, app.BiodataRequest{Lang: "en", IncludeContact: true}); err != nil {
		t.Fatal(err)
	}
	l := w.create(t, app.NewBiodataLink{BiodataRequest: app.BiodataRequest{Lang: "en"}})
	page, err := w.open(l.Token)
	if err != nil || strings.Contains(page, "asha@example.com") || w.renderer.drawn != 2 {
		t.Fatalf("holder's page after the owner's (%d drawn, %v):\n%s", w.renderer.drawn, err, page)
	}
	if _, err := w.open(l.Token); err != nil || w.renderer.drawn != 2 {
		t.Errorf("a repeated download was drawn again (%d drawn, %v)", w.renderer.drawn, err)
	}
}

func TestLinksThatNoLongerOpen(t *testing.T) {
	w := newLinksWorld(t)
	ctx := context.Background()
	me := w.owner.p.AccountID
	expiring := w.create(t, app.NewBiodataLink{BiodataRequest: app.BiodataRequest{Lang: "mr"}, Days: 1})
	revoked := w.create(t, app.NewBiodataLink{BiodataRequest: app.BiodataRequest{Lang: "mr", Design: "simple"}})
	if err := w.links.Commands.Revoke.Handle(ctx, uuid.New(), revoked.Link.ID); !errors.Is(err, biodatalink.ErrNotFound) {
		t.Errorf("another member revoked the link: %v", err)
	}
	for range 2 { // revoking twice is no error
		if err := w.links.Commands.Revoke.Handle(ctx, me, revoked.Link.ID); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := w.open(revoked.Token); !errors.Is(err, biodatalink.ErrGone) {
		t.Errorf("revoked: %v", err)
	}
	if _, err := w.open(expiring.Token); err != nil {
		t.Errorf("a live link: %v", err)
	}
	*w.now = w.now.Add(24 * time.Hour)
	if _, err := w.open(expiring.Token); !errors.Is(err, biodatalink.ErrGone) {
		t.Errorf("expired: %v", err)
	}
	if live, _ := w.links.Queries.List.Handle(ctx, me); len(live) != 0 {
		t.Errorf("dead links listed: %+v", live)
	}
	fresh := w.create(t, app.NewBiodataLink{BiodataRequest: app.BiodataRequest{Lang: "en"}})
	w.owner.p.Paused = true
	if _, err := w.open(fresh.Token); !errors.Is(err, biodatalink.ErrGone) {
		t.Errorf("paused owner: %v", err)
	}
	w.owner.p.Paused, w.owner.p.Suspended = false, true
	if _, err := w.open(fresh.Token); !errors.Is(err, biodatalink.ErrGone) {
		t.Errorf("suspended owner: %v", err)
	}
	for _, token := range []string{"", "x", biodatalink.NewToken(), strings.Repeat("A", 5000), "a\x00b"} {
		if _, err := w.open(token); !errors.Is(err, biodatalink.ErrNotFound) {
			t.Errorf("token %.20q: %v", token, err)
		}
	}
	for _, bad := range []app.NewBiodataLink{{BiodataRequest: app.BiodataRequest{Lang: "fr"}},
		{BiodataRequest: app.BiodataRequest{Lang: "en", Design: "gaudy"}}, {BiodataRequest: app.BiodataRequest{Lang: "en"}, Days: 3}} {
		if _, err := w.links.Commands.Create.Handle(ctx, me, bad); !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("%+v: %v", bad, err)
		}
	}
}

// Downloads through links are counted per client (PolicyBiodataLinks).
func TestLinkDownloadsAreLimitedPerClient(t *testing.T) {
	w := newLinksWorld(t)
	token := w.create(t, app.NewBiodataLink{BiodataRequest: app.BiodataRequest{Lang: "en"}}).Token
	for i := 0; i < app.PolicyBiodataLinks.Limit; i++ {
		if _, err := w.open(token); err != nil {
			t.Fatalf("download %d: %v", i+1, err)
		}
	}
	var limited *errs.RateLimitedError
	if _, err := w.open(token); !errors.As(err, &limited) {
		t.Fatalf("one more: %v", err)
	}
	if _, err := w.links.Queries.Download.Handle(context.Background(), netip.MustParseAddr("198.51.100.9"), token); err != nil {
		t.Errorf("another client: %v", err)
	}
}
