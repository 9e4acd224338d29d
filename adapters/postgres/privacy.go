package postgres

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/biodatalink"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// MemberData reads everything stored about the member in one read-only, repeatable-read
// transaction, so the copy is a single moment even while others act on the member.
func (s *AccountStore) MemberData(ctx context.Context, id uuid.UUID) (app.MemberData, error) {
	tx, err := s.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return app.MemberData{}, wrap("MemberData", err, nil)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	q := sqlcgen.New(tx)

	var d app.MemberData
	acct, err := q.AccountByID(ctx, id)
	if err != nil {
		return app.MemberData{}, wrap("MemberData", err, errAccountNotFound)
	}
	d.Account = accountToDomain(acct)
	p, err := q.ProfileByAccount(ctx, id)
	if err != nil {
		return app.MemberData{}, wrap("MemberData", err, profile.ErrNotFound)
	}
	d.Profile = profileToDomain(p.Profile, p.Email, p.Phone)

	asked, err := q.ExportRequests(ctx, id)
	if err != nil {
		return app.MemberData{}, wrap("MemberData", err, nil)
	}
	for _, r := range asked {
		d.Requests = append(d.Requests, app.RequestRecord{Other: r.MemberCode, Sent: r.Sent,
			Status: requests.Status(r.Status), CreatedAt: r.CreatedAt, DecidedAt: r.DecidedAt})
	}
	told, err := q.ExportNotifications(ctx, id)
	if err != nil {
		return app.MemberData{}, wrap("MemberData", err, nil)
	}
	for _, n := range told {
		d.Notifications = append(d.Notifications, app.NotificationRecord{Kind: notifications.Kind(n.Kind),
			Actor: value(n.MemberCode), CreatedAt: n.CreatedAt, ReadAt: n.ReadAt})
	}
	subs, err := q.ExportSubscriptions(ctx, id)
	if err != nil {
		return app.MemberData{}, wrap("MemberData", err, nil)
	}
	for _, sub := range subs {
		d.Subscriptions = append(d.Subscriptions, plans.Subscription{ID: sub.ID, Account: id, Plan: plans.Code(sub.Plan),
			StartsAt: sub.StartsAt, EndsAt: sub.EndsAt, Allowance: int(value(sub.ContactAllowance)), Used: int(sub.Used)})
	}
	reveals, err := q.ExportReveals(ctx, id)
	if err != nil {
		return app.MemberData{}, wrap("MemberData", err, nil)
	}
	for _, r := range reveals {
		d.Reveals = append(d.Reveals, app.RevealRecord{Member: r.MemberCode, RevealedAt: r.RevealedAt})
	}
	said, err := q.ExportMessages(ctx, id)
	if err != nil {
		return app.MemberData{}, wrap("MemberData", err, nil)
	}
	for _, m := range said {
		d.Messages = append(d.Messages, app.MessageRecord{Other: m.MemberCode, Sent: m.Sent, Text: m.Body,
			SentAt: m.CreatedAt, Read: m.Read})
	}
	if d.Calls, err = exportCalls(ctx, q, id); err != nil {
		return app.MemberData{}, wrap("MemberData", err, nil)
	}
	saved, err := q.ExportSavedSearches(ctx, id)
	if err != nil {
		return app.MemberData{}, wrap("MemberData", err, nil)
	}
	for _, ss := range saved {
		d.SavedSearches = append(d.SavedSearches, savedToDomain(id, uuid.Nil, ss.Name, ss.Filters, ss.Alert, ss.CreatedAt))
	}
	links, err := q.ExportBiodataLinks(ctx, id)
	if err != nil {
		return app.MemberData{}, wrap("MemberData", err, nil)
	}
	for _, r := range links {
		d.BiodataLinks = append(d.BiodataLinks, biodatalink.Link{ID: r.ID, Owner: id, Lang: r.Lang, Design: r.Design,
			IncludeContact: r.IncludeContact, CreatedAt: r.CreatedAt, ExpiresAt: r.ExpiresAt, RevokedAt: r.RevokedAt,
			Downloads: int(r.Downloads), LastDownloadAt: r.LastDownloadAt})
	}
	devices, err := q.PushSubscriptionsOf(ctx, id)
	if err != nil {
		return app.MemberData{}, wrap("MemberData", err, nil)
	}
	for _, r := range devices {
		d.PushDevices = append(d.PushDevices, deviceOf(r))
	}
	paid, err := q.ExportPayments(ctx, uuid.NullUUID{UUID: id, Valid: true})
	if err != nil {
		return app.MemberData{}, wrap("MemberData", err, nil)
	}
	for _, p := range paid {
		d.Payments = append(d.Payments, paymentToDomain(p))
	}
	return d, wrap("MemberData", tx.Commit(ctx), nil)
}

// Erase deletes the account (the foreign keys take everything that hangs off it) and announces
// the change, so every instance's authentication cache drops the account at commit. Payments
// are kept for the law's sake: their name and e-mail are cleared here, and the account's
// deletion sets their account to NULL (ON DELETE SET NULL, never CASCADE).
func (s *AccountStore) Erase(ctx context.Context, id uuid.UUID) (photoID string, documents []string, err error) {
	defer s.cache.Forget(id)
	err = inTx(ctx, s.pool, "Erase", func(q *sqlcgen.Queries) error {
		// A message being sent to or by the member finishes first (or waits and then finds no
		// connection): the two never hold each other's rows (positions.go).
		if err := lockStreams(ctx, q, id); err != nil {
			return wrap("Erase", err, nil)
		}
		photo, err := q.LockProfilePhoto(ctx, id)
		switch {
		case err == nil:
			photoID = value(photo)
		case !errors.Is(err, pgx.ErrNoRows): // an account without a profile (an admin)
			return wrap("Erase", err, nil)
		}
		// Identity documents waiting for an admin go from storage after the commit too.
		if documents, err = q.PendingVerificationImages(ctx, id); err != nil {
			return wrap("Erase", err, nil)
		}
		if err := q.ErasePaymentParty(ctx, uuid.NullUUID{UUID: id, Valid: true}); err != nil {
			return wrap("Erase", err, nil)
		}
		if err := q.EraseProfileViews(ctx, id); err != nil {
			return wrap("Erase", err, nil)
		}
		n, err := q.EraseAccount(ctx, id)
		if err != nil {
			return wrap("Erase", err, nil)
		}
		if n == 0 {
			return errAccountNotFound
		}
		return wrap("Erase", q.AnnounceAccountChange(ctx, id.String()), nil)
	})
	return photoID, documents, err
}
