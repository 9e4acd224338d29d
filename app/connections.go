package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// Connections is sending, answering and listing connection requests.
type Connections struct {
	Profiles ProfileStore
	Store    RequestStore
	Log      *slog.Logger
	Now      func() time.Time
}

// ConnectionsDeps are what Connections needs; Log and Now have defaults.
type ConnectionsDeps struct {
	Profiles ProfileStore
	Store    RequestStore
	Log      *slog.Logger
	Now      func() time.Time
}

// NewConnections builds Connections, naming every required dependency missing.
func NewConnections(d ConnectionsDeps) (*Connections, error) {
	r := required{useCase: "Connections"}
	r.need("Profiles", d.Profiles)
	r.need("Store", d.Store)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Connections{Profiles: d.Profiles, Store: d.Store, Log: logOr(d.Log), Now: clockOr(d.Now)}, nil
}

// Lists of interests and connections show six a page (docs/product.md §9); an API user may ask for up to 50.
const (
	cardsPerPage    = 6
	maxCardsPerPage = 50
)

func (c *Connections) other(ctx context.Context, me uuid.UUID, code string) (profile.Profile, error) {
	p, err := c.Profiles.ProfileByCode(ctx, code)
	if err != nil {
		return profile.Profile{}, err
	}
	if p.AccountID == me {
		return profile.Profile{}, requests.ErrSelf
	}
	if p.Suspended {
		return profile.Profile{}, profile.ErrNotFound
	}
	return p, nil
}

// Send asks the member with code to connect; asking again changes nothing.
func (c *Connections) Send(ctx context.Context, me uuid.UUID, code string) (requests.View, error) {
	other, err := c.other(ctx, me, code)
	if err != nil {
		return requests.View{}, err
	}
	mine, err := c.Profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return requests.View{}, err
	}
	if !matching.MayMeet(mine.Gender, other.Gender) {
		return requests.View{}, requests.ErrSameGender
	}
	r, err := c.Store.Send(ctx, me, other.AccountID, c.Now())
	if err != nil {
		return requests.View{}, err
	}
	c.Log.Info("request sent", slog.String("account", me.String()), slog.String("request", r.ID.String()))
	return r.ViewFor(me), nil
}

// Withdraw takes back a pending request the caller sent.
func (c *Connections) Withdraw(ctx context.Context, me uuid.UUID, code string) error {
	other, err := c.other(ctx, me, code)
	if err != nil {
		return err
	}
	return c.Store.Withdraw(ctx, me, other.AccountID, c.Now())
}

// Decide accepts or rejects the pending request the member with code sent the caller.
func (c *Connections) Decide(ctx context.Context, me uuid.UUID, code string, accept bool) (requests.View, error) {
	other, err := c.other(ctx, me, code)
	if err != nil {
		return requests.View{}, err
	}
	if err := c.Store.Decide(ctx, me, other.AccountID, accept, c.Now()); err != nil {
		return requests.View{}, err
	}
	c.Log.Info("request decided", slog.String("account", me.String()), slog.Bool("accepted", accept))
	if accept {
		return requests.View{State: string(requests.Accepted), Direction: "received"}, nil
	}
	return requests.View{State: string(requests.Rejected), Direction: "received"}, nil
}

// Interests are the pending requests the caller received, newest first.
func (c *Connections) Interests(ctx context.Context, me uuid.UUID, page, limit int) ([]matching.Card, int, error) {
	p := paging.New(page, limit, cardsPerPage, maxCardsPerPage)
	cards, total, err := c.Store.Received(ctx, me, p)
	return cards, p.TotalPages(total), err
}

// Connected are the caller's accepted pairs, most recent first.
func (c *Connections) Connected(ctx context.Context, me uuid.UUID, page, limit int) ([]matching.Card, int, error) {
	p := paging.New(page, limit, cardsPerPage, maxCardsPerPage)
	cards, total, err := c.Store.Connections(ctx, me, p)
	return cards, p.TotalPages(total), err
}

// Sent are the requests the caller sent that wait for an answer, newest first (they can be withdrawn).
func (c *Connections) Sent(ctx context.Context, me uuid.UUID, page, limit int) ([]matching.Card, int, error) {
	p := paging.New(page, limit, cardsPerPage, maxCardsPerPage)
	cards, total, err := c.Store.Sent(ctx, me, p)
	return cards, p.TotalPages(total), err
}

// Summary counts what the caller's home shows: interests waiting, requests sent, connections,
// unread notifications and messages, saved searches.
func (c *Connections) Summary(ctx context.Context, me uuid.UUID) (MemberSummary, error) {
	return c.Store.Summary(ctx, me)
}
