package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// SavedSearchStore keeps saved searches; every query is scoped to the owner.
type SavedSearchStore interface {
	// Create stores s unless the owner already has matching.MaxSavedSearches (ErrSavedSearchLimit),
	// counting under a lock on the owner so two saves at once cannot pass the limit.
	Create(ctx context.Context, s matching.SavedSearch, firstAlert time.Time) error
	List(ctx context.Context, owner uuid.UUID) ([]matching.SavedSearch, error)
	Get(ctx context.Context, owner, id uuid.UUID) (matching.SavedSearch, error)
	// Update saves the name and the alert; turning the alert on starts it from now.
	Update(ctx context.Context, s matching.SavedSearch, now, nextAlert time.Time) (matching.SavedSearch, error)
	Delete(ctx context.Context, owner, id uuid.UUID) error
	// ClaimDue takes up to batch alerts due at now for this server until leaseUntil.
	ClaimDue(ctx context.Context, now, leaseUntil time.Time, batch int) ([]DueAlert, error)
	// CompleteAlert records an alert run: the notification when new members fit (zero newest:
	// none), the members considered up to through, and the next run, in one transaction.
	CompleteAlert(ctx context.Context, a DueAlert, newest uuid.UUID, count int, through, next time.Time) error
}

// DueAlert is a saved search whose daily alert is due.
type DueAlert struct {
	Search  matching.SavedSearch
	Through time.Time // members who joined up to here were considered before
}

// SearchAlertMailer sends the alert by e-mail in the member's language.
type SearchAlertMailer interface {
	SearchAlert(ctx context.Context, to, lang, fullName, searchName, newestName string, count int, link string) error
}
