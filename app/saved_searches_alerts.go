package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// alertLease is how long a server holds an alert it claimed: if it dies meanwhile, another runs
// the alert after this.
const alertLease = 10 * time.Minute

// alertBatch is how many alerts one run claims at a time.
const alertBatch = 50

// SendSearchAlerts sends the saved searches' alerts that are due.
type SendSearchAlerts struct {
	store       SavedSearchStore
	joinedSince *JoinedSince
	profiles    ProfileStore
	mail        SearchAlertMailer
	searchURL   string
	log         *slog.Logger
	now         func() time.Time
}

// WithClock is the same use case reading the time from now (the API tests move a day on).
func (c *SendSearchAlerts) WithClock(now func() time.Time) *SendSearchAlerts {
	at := *c
	at.now = now
	return &at
}

// Handle sends every alert due now and answers how many it handled. Several servers may run it at
// once: each claims its own alerts (SavedSearchStore.ClaimDue).
func (c *SendSearchAlerts) Handle(ctx context.Context) (int, error) {
	handled := 0
	for ctx.Err() == nil {
		now := c.now()
		due, err := c.store.ClaimDue(ctx, now, now.Add(alertLease), alertBatch)
		if err != nil || len(due) == 0 {
			return handled, err
		}
		for _, a := range due {
			if err := c.alert(ctx, a, now); err != nil {
				// The lease runs out and the alert is tried again by whichever server is first.
				c.log.Warn("search alert failed", slog.String("search", a.Search.ID.String()), slog.String("error", err.Error()))
				continue
			}
			handled++
		}
		if len(due) < alertBatch {
			return handled, nil
		}
	}
	return handled, ctx.Err()
}

// alert finds the members who joined since the last run and fit the search; when there are any,
// the member is notified in the app (in the same transaction that moves the search on) and by
// e-mail after it.
func (c *SendSearchAlerts) alert(ctx context.Context, a DueAlert, now time.Time) error {
	count, newest, err := c.joinedSince.Handle(ctx, a.Search.Owner, a.Search.Filters, a.Through)
	if err != nil {
		return err
	}
	var newestID uuid.UUID
	if count > 0 {
		newestID = newest.AccountID
	}
	if err := c.store.CompleteAlert(ctx, a, newestID, count, now, now.Add(matching.AlertEvery)); err != nil {
		return err
	}
	if count == 0 {
		return nil
	}
	owner, err := c.profiles.ProfileByAccount(ctx, a.Search.Owner)
	if err != nil {
		return nil // erased meanwhile: nothing to send
	}
	if err := c.mail.SearchAlert(ctx, owner.Contact.Email, owner.Language, owner.FullName, a.Search.Name,
		newest.FullName, count, c.searchURL); err != nil {
		c.log.Warn("search alert mail not sent", slog.String("search", a.Search.ID.String()), slog.String("error", err.Error()))
	}
	return nil
}

// RunEvery sends the due alerts now and then every period until ctx ends.
func (c *SendSearchAlerts) RunEvery(ctx context.Context, period time.Duration) {
	t := time.NewTicker(period)
	defer t.Stop()
	for {
		if n, err := c.Handle(ctx); err != nil && ctx.Err() == nil {
			c.log.Warn("search alerts", slog.String("error", err.Error()))
		} else if n > 0 {
			c.log.Info("search alerts sent", slog.Int("alerts", n))
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
