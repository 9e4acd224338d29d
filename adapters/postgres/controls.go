package postgres

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// ControlStore implements app.ControlStore and app.LimitHits (docs/adr/0016-trust-and-safety.md).
type ControlStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewControlStore(pool *pgxpool.Pool) *ControlStore {
	return &ControlStore{pool: pool, q: sqlcgen.New(pool)}
}

// india is Asia/Kolkata (UTC+5:30 all year): the day a view or a limit hit belongs to.
var india = time.FixedZone("IST", 5*60*60+30*60)

// dayOf is t's date in India, as a date column stores it.
func dayOf(t time.Time) time.Time {
	y, m, d := t.In(india).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

func (s *ControlStore) SetSettings(ctx context.Context, me uuid.UUID, visibility string, paused bool, now time.Time) error {
	return wrap("SetSettings", s.q.SetPrivacySettings(ctx, sqlcgen.SetPrivacySettingsParams{PhotoVisibility: visibility,
		Paused: paused, Now: now, Account: me}), nil)
}

func (s *ControlStore) RequestPhoto(ctx context.Context, owner, requester uuid.UUID, now time.Time) (string, error) {
	var status string
	err := inTx(ctx, s.pool, "RequestPhoto", func(q *sqlcgen.Queries) error {
		if err := lockStreams(ctx, q, owner, requester); err != nil {
			return wrap("RequestPhoto", err, nil)
		}
		r, err := q.RequestPhoto(ctx, sqlcgen.RequestPhotoParams{Owner: owner, Requester: requester, Now: now})
		if err != nil {
			return wrap("RequestPhoto", err, nil)
		}
		status = r.Status
		if !r.Asked {
			return nil
		}
		return wrap("RequestPhoto", notify(ctx, q, notifications.FromMember(owner, requester, notifications.PhotoRequestReceived, now)), nil)
	})
	return status, err
}

func (s *ControlStore) DecidePhotoRequest(ctx context.Context, owner, requester uuid.UUID, accept bool, now time.Time) error {
	status := "declined"
	if accept {
		status = "accepted"
	}
	return inTx(ctx, s.pool, "DecidePhotoRequest", func(q *sqlcgen.Queries) error {
		if err := lockStreams(ctx, q, owner, requester); err != nil {
			return wrap("DecidePhotoRequest", err, nil)
		}
		n, err := q.DecidePhotoRequest(ctx, sqlcgen.DecidePhotoRequestParams{Status: status, Now: now, Owner: owner, Requester: requester})
		if err != nil {
			return wrap("DecidePhotoRequest", err, nil)
		}
		if n == 0 {
			return errs.ErrNotFound
		}
		if !accept {
			return nil
		}
		return wrap("DecidePhotoRequest", notify(ctx, q, notifications.FromMember(requester, owner, notifications.PhotoRequestAccepted, now)), nil)
	})
}

func (s *ControlStore) PendingPhotoRequests(ctx context.Context, owner uuid.UUID) ([]matching.Card, error) {
	rows, err := s.q.PendingPhotoRequests(ctx, owner)
	if err != nil {
		return nil, wrap("PendingPhotoRequests", err, nil)
	}
	out := make([]matching.Card, 0, len(rows))
	for _, r := range rows {
		out = append(out, matching.Card{AccountID: r.AccountID, Code: r.MemberCode, FullName: r.FullName, DOB: r.Dob,
			Caste: r.Caste, City: r.City, PhotoID: value(r.PhotoID), At: r.CreatedAt, Request: requests.NoRequest,
			Badges: badges(r.EmailVerifiedAt, r.PhoneVerifiedAt, r.IDVerifiedAt, r.PhotoVerifiedAt)})
	}
	return out, nil
}

func (s *ControlStore) Save(ctx context.Context, me, saved uuid.UUID, now time.Time) error {
	return wrap("Save", s.q.SaveToShortlist(ctx, sqlcgen.SaveToShortlistParams{MemberID: me, SavedID: saved, CreatedAt: now}), nil)
}

func (s *ControlStore) Unsave(ctx context.Context, me, saved uuid.UUID) error {
	return wrap("Unsave", s.q.RemoveFromShortlist(ctx, sqlcgen.RemoveFromShortlistParams{MemberID: me, SavedID: saved}), nil)
}

func (s *ControlStore) Shortlist(ctx context.Context, me uuid.UUID, offset, limit int) ([]matching.Card, int, error) {
	total, err := s.q.CountShortlist(ctx, me)
	if err != nil {
		return nil, 0, wrap("Shortlist", err, nil)
	}
	rows, err := s.q.Shortlist(ctx, sqlcgen.ShortlistParams{Me: me, PageOffset: int32(offset), PageLimit: int32(limit)})
	if err != nil {
		return nil, 0, wrap("Shortlist", err, nil)
	}
	out := make([]matching.Card, 0, len(rows))
	for _, r := range rows {
		out = append(out, matching.Card{AccountID: r.AccountID, Code: r.MemberCode, FullName: r.FullName, DOB: r.Dob,
			Caste: r.Caste, City: r.City, PhotoID: value(r.PhotoID), At: r.CreatedAt, Request: requests.NoRequest,
			Badges: badges(r.EmailVerifiedAt, r.PhoneVerifiedAt, r.IDVerifiedAt, r.PhotoVerifiedAt)})
	}
	return out, int(total), nil
}

func (s *ControlStore) Viewers(ctx context.Context, me uuid.UUID, since time.Time, offset, limit int) (app.ViewerPage, error) {
	day := dayOf(since)
	c, err := s.q.CountProfileViewers(ctx, sqlcgen.CountProfileViewersParams{Me: me, Since: day})
	if err != nil {
		return app.ViewerPage{}, wrap("Viewers", err, nil)
	}
	rows, err := s.q.ProfileViewers(ctx, sqlcgen.ProfileViewersParams{Me: me, Since: day, PageOffset: int32(offset), PageLimit: int32(limit)})
	if err != nil {
		return app.ViewerPage{}, wrap("Viewers", err, nil)
	}
	page := app.ViewerPage{Total: int(c.Viewers), Views: int(c.Views), Viewers: make([]app.Viewer, 0, len(rows))}
	for _, r := range rows {
		page.Viewers = append(page.Viewers, app.Viewer{Card: matching.Card{AccountID: r.AccountID, Code: r.MemberCode,
			FullName: r.FullName, DOB: r.Dob, Caste: r.Caste, City: r.City, PhotoID: value(r.PhotoID), At: r.LastViewed,
			Request: requests.NoRequest, Badges: badges(r.EmailVerifiedAt, r.PhoneVerifiedAt, r.IDVerifiedAt, r.PhotoVerifiedAt)},
			LastViewed: r.LastViewed, Days: int(r.Days)})
	}
	return page, nil
}

func (s *ControlStore) RecordLimitHits(ctx context.Context, policy string, accounts []uuid.UUID, at time.Time) error {
	return wrap("RecordLimitHits", s.q.RecordLimitHits(ctx, sqlcgen.RecordLimitHitsParams{Policy: policy, Day: dayOf(at),
		At: at, Accounts: accounts}), nil)
}

func (s *ControlStore) HarvestAlerts(ctx context.Context, since time.Time, minDays int) ([]app.HarvestAlert, error) {
	rows, err := s.q.HarvestAlerts(ctx, sqlcgen.HarvestAlertsParams{Since: dayOf(since), MinDays: int32(minDays)})
	if err != nil {
		return nil, wrap("HarvestAlerts", err, nil)
	}
	out := make([]app.HarvestAlert, 0, len(rows))
	for _, r := range rows {
		out = append(out, app.HarvestAlert{Account: r.AccountID, Code: r.MemberCode, FullName: r.FullName, Suspended: r.Suspended,
			Days: int(r.Days), LastAt: r.LastAt, Policies: r.Policies})
	}
	return out, nil
}
