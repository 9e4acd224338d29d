package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// RequestStore keeps the pair requests; every change and its notification is one transaction.
type RequestStore interface {
	// Send creates or reopens the pair's request as the domain decides, notifying the receiver.
	Send(ctx context.Context, sender, receiver uuid.UUID, now time.Time) (requests.Request, error)
	// Decide moves the pending request from sender to receiver to accepted or rejected in one
	// conditional update and notifies the sender; requests' errors when it cannot.
	Decide(ctx context.Context, receiver, sender uuid.UUID, accept bool, now time.Time) error
	Withdraw(ctx context.Context, sender, receiver uuid.UUID, now time.Time) error
	Received(ctx context.Context, me uuid.UUID, p paging.Page) ([]matching.Card, int, error)
	// Sent are the caller's requests still waiting for an answer.
	Sent(ctx context.Context, me uuid.UUID, p paging.Page) ([]matching.Card, int, error)
	Connections(ctx context.Context, me uuid.UUID, p paging.Page) ([]matching.Card, int, error)
	// Summary counts what a member's home shows.
	Summary(ctx context.Context, me uuid.UUID) (MemberSummary, error)
}

// MemberSummary is what a member's home and dashboard count.
type MemberSummary struct {
	InterestsWaiting, SentPending, Connections int
	UnreadNotifications, UnreadMessages        int
	SavedSearches                              int
}
