package app_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// The fakes embed their port: a method a test does not expect panics on the nil interface,
// which is a louder failure than a silent zero answer.

type fakeProfiles struct {
	app.ProfileStore
	byCode map[string]profile.Profile
}

func (f fakeProfiles) ProfileByCode(_ context.Context, code string) (profile.Profile, error) {
	if p, ok := f.byCode[code]; ok {
		return p, nil
	}
	return profile.Profile{}, profile.ErrNotFound
}

func (f fakeProfiles) ProfileByAccount(_ context.Context, id uuid.UUID) (profile.Profile, error) {
	for _, p := range f.byCode {
		if p.AccountID == id {
			return p, nil
		}
	}
	return profile.Profile{}, profile.ErrNotFound
}

type sentRequest struct {
	sender, receiver uuid.UUID
	at               time.Time
}

type fakeRequests struct {
	app.RequestStore
	sent    []sentRequest
	decided []bool
	// withdrawn are the pairs Withdraw was asked about, sender first.
	withdrawn []sentRequest
	pages     []paging.Page
}

func (f *fakeRequests) Send(_ context.Context, sender, receiver uuid.UUID, now time.Time) (requests.Request, error) {
	f.sent = append(f.sent, sentRequest{sender, receiver, now})
	return requests.Request{ID: uuid.New(), Sender: sender, Receiver: receiver, Status: requests.Pending, CreatedAt: now}, nil
}

func (f *fakeRequests) Withdraw(_ context.Context, sender, receiver uuid.UUID, now time.Time) error {
	f.withdrawn = append(f.withdrawn, sentRequest{sender, receiver, now})
	return nil
}

func (f *fakeRequests) Decide(_ context.Context, _, _ uuid.UUID, accept bool, _ time.Time) error {
	f.decided = append(f.decided, accept)
	return nil
}

func (f *fakeRequests) Received(_ context.Context, _ uuid.UUID, p paging.Page) ([]matching.Card, int, error) {
	f.pages = append(f.pages, p)
	return nil, 13, nil
}

func member(code, gender string) profile.Profile {
	return profile.Profile{AccountID: uuid.New(), Code: code, Gender: gender, FullName: code}
}

func TestConnectionsDecisions(t *testing.T) {
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	groom, bride, otherGroom := member("MHGROOM001", "male"), member("MHBRIDE001", "female"), member("MHGROOM002", "male")
	suspended := member("MHBRIDE002", "female")
	suspended.Suspended = true
	setup := func() (*app.ConnectionsApplication, *fakeRequests) {
		store := &fakeRequests{}
		profiles := fakeProfiles{byCode: map[string]profile.Profile{
			groom.Code: groom, bride.Code: bride, otherGroom.Code: otherGroom, suspended.Code: suspended}}
		c, err := app.NewConnectionsApplication(app.ConnectionsPorts{Profiles: profiles, Store: store,
			Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Now: func() time.Time { return now }})
		if err != nil {
			t.Fatal(err)
		}
		return c, store
	}
	ctx := context.Background()

	t.Run("a request goes from the caller to the other member, now", func(t *testing.T) {
		c, store := setup()
		view, err := c.Commands.Send.Handle(ctx, groom.AccountID, bride.Code)
		if err != nil || view.State != string(requests.Pending) || view.Direction != "sent" {
			t.Fatalf("%+v %v", view, err)
		}
		if len(store.sent) != 1 || store.sent[0] != (sentRequest{groom.AccountID, bride.AccountID, now}) {
			t.Fatalf("store saw %+v", store.sent)
		}
	})
	for _, refused := range []struct {
		name string
		to   string
		want error
	}{
		{"never to oneself", groom.Code, requests.ErrSelf},
		{"never to one's own gender", otherGroom.Code, requests.ErrSameGender},
		{"a suspended member is not found", suspended.Code, profile.ErrNotFound},
		{"an unknown code is not found", "MHNOBODY01", profile.ErrNotFound},
	} {
		t.Run(refused.name, func(t *testing.T) {
			c, store := setup()
			if _, err := c.Commands.Send.Handle(ctx, groom.AccountID, refused.to); !errors.Is(err, refused.want) {
				t.Fatalf("got %v, want %v", err, refused.want)
			}
			if len(store.sent) != 0 {
				t.Fatal("the store was asked to send")
			}
		})
	}
	t.Run("a request is withdrawn by the caller, from the member named, by the same rules", func(t *testing.T) {
		c, store := setup()
		if err := c.Commands.Withdraw.Handle(ctx, groom.AccountID, bride.Code); err != nil {
			t.Fatal(err)
		}
		for code, want := range map[string]error{groom.Code: requests.ErrSelf, suspended.Code: profile.ErrNotFound,
			"MHNOBODY01": profile.ErrNotFound} {
			if err := c.Commands.Withdraw.Handle(ctx, groom.AccountID, code); !errors.Is(err, want) {
				t.Fatalf("%s: got %v, want %v", code, err, want)
			}
		}
		if len(store.withdrawn) != 1 || store.withdrawn[0] != (sentRequest{groom.AccountID, bride.AccountID, now}) {
			t.Fatalf("store saw %+v", store.withdrawn)
		}
	})
	t.Run("answers are seen by the receiver", func(t *testing.T) {
		c, store := setup()
		accepted, err := c.Commands.Decide.Handle(ctx, bride.AccountID, groom.Code, true)
		if err != nil || accepted != (requests.View{State: string(requests.Accepted), Direction: "received"}) {
			t.Fatalf("%+v %v", accepted, err)
		}
		rejected, err := c.Commands.Decide.Handle(ctx, bride.AccountID, groom.Code, false)
		if err != nil || rejected != (requests.View{State: string(requests.Rejected), Direction: "received"}) {
			t.Fatalf("%+v %v", rejected, err)
		}
		if len(store.decided) != 2 || !store.decided[0] || store.decided[1] {
			t.Fatalf("store saw %v", store.decided)
		}
	})
	t.Run("lists page by six, at most fifty, and count pages", func(t *testing.T) {
		c, store := setup()
		for _, q := range []struct{ page, limit, wantLimit, wantPages int }{{0, 0, 6, 3}, {2, 100, 50, 1}, {1, 5, 5, 3}} {
			_, pages, err := c.Queries.Interests.Handle(ctx, bride.AccountID, q.page, q.limit)
			got := store.pages[len(store.pages)-1]
			if err != nil || got.Limit != q.wantLimit || got.Number < 1 || pages != q.wantPages {
				t.Errorf("page %d limit %d: asked %+v, %d pages (%v)", q.page, q.limit, got, pages, err)
			}
		}
	})
}
