package app

import (
	"context"
	"net/netip"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
)

// GrievanceStatus is a ticket for whoever filed it.
type GrievanceStatus struct {
	store  GrievanceStore
	limits *RateLimiter
}

func NewGrievanceStatus(store GrievanceStore, limits *RateLimiter) *GrievanceStatus {
	return mustHave(&GrievanceStatus{store: store, limits: limits})
}

// Handle answers the ticket filed under email. Lookups are limited per client: a ticket and an
// address are guessed together or not at all.
func (q *GrievanceStatus) Handle(ctx context.Context, ip netip.Addr, ticket, email string) (grievance.Complaint, error) {
	if err := q.limits.Take(ctx, PolicyGrievanceLookups, ClientKey(ip)); err != nil {
		return grievance.Complaint{}, err
	}
	if !grievance.ValidTicket(ticket) {
		return grievance.Complaint{}, grievance.ErrNotFound
	}
	return q.store.GrievanceByTicket(ctx, ticket, contactinfo.NormalizeEmail(email))
}
