package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// SavedSearches keeps members' saved searches and sends their daily alerts.
type SavedSearches struct {
	Store     SavedSearchStore
	Discovery *JoinedSince
	Profiles  ProfileStore
	Mail      SearchAlertMailer
	Log       *slog.Logger
	Now       func() time.Time
	// SearchURL is where an alert e-mail sends the member (PUBLIC_BASE_URL + "/search").
	SearchURL string
}

// SavedSearchesDeps are what SavedSearches needs; Log and Now have defaults.
type SavedSearchesDeps struct {
	Store     SavedSearchStore
	Discovery *JoinedSince
	Profiles  ProfileStore
	Mail      SearchAlertMailer
	SearchURL string
	Log       *slog.Logger
	Now       func() time.Time
}

// NewSavedSearches builds SavedSearches, naming every required dependency missing.
func NewSavedSearches(d SavedSearchesDeps) (*SavedSearches, error) {
	r := required{useCase: "SavedSearches"}
	r.need("Store", d.Store)
	r.need("Discovery", d.Discovery)
	r.need("Profiles", d.Profiles)
	r.need("Mail", d.Mail)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &SavedSearches{Store: d.Store, Discovery: d.Discovery, Profiles: d.Profiles, Mail: d.Mail,
		SearchURL: d.SearchURL, Log: logOr(d.Log), Now: clockOr(d.Now)}, nil
}

func (s *SavedSearches) List(ctx context.Context, me uuid.UUID) ([]matching.SavedSearch, error) {
	return s.Store.List(ctx, me)
}

func (s *SavedSearches) Create(ctx context.Context, me uuid.UUID, name string, f matching.Filters, alert bool) (matching.SavedSearch, error) {
	now := s.Now()
	ss, err := matching.NewSavedSearch(me, name, f, alert, now)
	if err != nil {
		return matching.SavedSearch{}, err
	}
	if err := s.Store.Create(ctx, ss, now.Add(matching.AlertEvery)); err != nil {
		return matching.SavedSearch{}, err
	}
	return ss, nil
}

// Update renames a saved search or turns its alert on or off (nil: unchanged).
func (s *SavedSearches) Update(ctx context.Context, me, id uuid.UUID, name *string, alert *bool) (matching.SavedSearch, error) {
	ss, err := s.Store.Get(ctx, me, id)
	if err != nil {
		return matching.SavedSearch{}, err
	}
	if name != nil {
		if err := ss.Rename(*name); err != nil {
			return matching.SavedSearch{}, err
		}
	}
	if alert != nil {
		ss.Alert = *alert
	}
	now := s.Now()
	return s.Store.Update(ctx, ss, now, now.Add(matching.AlertEvery))
}

func (s *SavedSearches) Delete(ctx context.Context, me, id uuid.UUID) error {
	return s.Store.Delete(ctx, me, id)
}

// alertLease is how long a server holds an alert it claimed: if it dies meanwhile, another runs
// the alert after this.
const alertLease = 10 * time.Minute

// alertBatch is how many alerts one run claims at a time.
const alertBatch = 50

// RunAlerts sends every alert due now and answers how many it handled. Several servers may run
// it at once: each claims its own alerts (SavedSearchStore.ClaimDue).
func (s *SavedSearches) RunAlerts(ctx context.Context) (int, error) {
	handled := 0
	for ctx.Err() == nil {
		now := s.Now()
		due, err := s.Store.ClaimDue(ctx, now, now.Add(alertLease), alertBatch)
		if err != nil || len(due) == 0 {
			return handled, err
		}
		for _, a := range due {
			if err := s.alert(ctx, a, now); err != nil {
				// The lease runs out and the alert is tried again by whichever server is first.
				s.Log.Warn("search alert failed", slog.String("search", a.Search.ID.String()), slog.String("error", err.Error()))
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
func (s *SavedSearches) alert(ctx context.Context, a DueAlert, now time.Time) error {
	count, newest, err := s.Discovery.Handle(ctx, a.Search.Owner, a.Search.Filters, a.Through)
	if err != nil {
		return err
	}
	var newestID uuid.UUID
	if count > 0 {
		newestID = newest.AccountID
	}
	if err := s.Store.CompleteAlert(ctx, a, newestID, count, now, now.Add(matching.AlertEvery)); err != nil {
		return err
	}
	if count == 0 {
		return nil
	}
	owner, err := s.Profiles.ProfileByAccount(ctx, a.Search.Owner)
	if err != nil {
		return nil // erased meanwhile: nothing to send
	}
	if err := s.Mail.SearchAlert(ctx, owner.Contact.Email, owner.Language, owner.FullName, a.Search.Name,
		newest.FullName, count, s.SearchURL); err != nil {
		s.Log.Warn("search alert mail not sent", slog.String("search", a.Search.ID.String()), slog.String("error", err.Error()))
	}
	return nil
}

// RunEvery runs the due alerts now and then every period until ctx ends.
func (s *SavedSearches) RunEvery(ctx context.Context, period time.Duration) {
	t := time.NewTicker(period)
	defer t.Stop()
	for {
		if n, err := s.RunAlerts(ctx); err != nil && ctx.Err() == nil {
			s.Log.Warn("search alerts", slog.String("error", err.Error()))
		} else if n > 0 {
			s.Log.Info("search alerts sent", slog.Int("alerts", n))
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
