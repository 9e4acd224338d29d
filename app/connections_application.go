package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// The connection requests' use cases (sending, answering and listing them), one command or
// query to a file (connections_*.go), each holding only the ports it uses.
// ConnectionsApplication is their index: the HTTP adapter calls Commands.X.Handle and
// Queries.X.Handle.
type ConnectionsApplication struct {
	Commands ConnectionsCommands
	Queries  ConnectionsQueries
}

// ConnectionsCommands change something.
type ConnectionsCommands struct {
	Send     *SendRequest
	Withdraw *WithdrawRequest
	Decide   *DecideRequest
}

// ConnectionsQueries read.
type ConnectionsQueries struct {
	Interests *ListInterests
	Connected *ListConnected
	Sent      *ListSentRequests
	Summary   *ReadMemberSummary
}

// ConnectionsPorts are every port the connections use cases use between them; Log and Now are
// optional (a discarding log, the wall clock).
type ConnectionsPorts struct {
	Profiles ProfileStore
	Store    RequestStore
	Log      *slog.Logger
	Now      func() time.Time
}

// NewConnectionsApplication builds every connections use case, naming every port missing.
func NewConnectionsApplication(p ConnectionsPorts) (*ConnectionsApplication, error) {
	if err := requireFields("ConnectionsApplication", p, "Log", "Now"); err != nil {
		return nil, err
	}
	log, now := logOr(p.Log), clockOr(p.Now)
	return &ConnectionsApplication{
		Commands: ConnectionsCommands{
			Send:     &SendRequest{profiles: p.Profiles, store: p.Store, log: log, now: now},
			Withdraw: &WithdrawRequest{profiles: p.Profiles, store: p.Store, now: now},
			Decide:   &DecideRequest{profiles: p.Profiles, store: p.Store, log: log, now: now},
		},
		Queries: ConnectionsQueries{
			Interests: &ListInterests{store: p.Store},
			Connected: &ListConnected{store: p.Store},
			Sent:      &ListSentRequests{store: p.Store},
			Summary:   &ReadMemberSummary{store: p.Store},
		},
	}, nil
}

// Lists of interests and connections show six a page (docs/product.md §9); an API user may ask for up to 50.
const (
	cardsPerPage    = 6
	maxCardsPerPage = 50
)

// requestPartner is the member with code as the other side of a request of me's: never me, and
// a suspended member is not found.
func requestPartner(ctx context.Context, profiles ProfileStore, me uuid.UUID, code string) (profile.Profile, error) {
	p, err := profiles.ProfileByCode(ctx, code)
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
