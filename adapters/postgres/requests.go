package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// RequestStore implements app.RequestStore.
type RequestStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewRequestStore(pool *pgxpool.Pool) *RequestStore {
	return &RequestStore{pool: pool, q: sqlcgen.New(pool)}
}

func requestToDomain(r sqlcgen.ConnectionRequest) requests.Request {
	return requests.Request{ID: r.ID, Sender: r.SenderID, Receiver: r.ReceiverID, Status: requests.Status(r.Status),
		CreatedAt: r.CreatedAt, DecidedAt: value(r.DecidedAt)}
}

// notify stores a notification and wakes the recipient's streams when the transaction commits.
// Its position is taken under the recipient's stream lock (positions.go).
func notify(ctx context.Context, q *sqlcgen.Queries, n notifications.Notification) error {
	if err := lockStreams(ctx, q, n.Recipient); err != nil {
		return err
	}
	if n.RequestID == uuid.Nil {
		// A photo request or a notice from the team (docs/adr/0016): no request, maybe no actor.
		if err := q.InsertNotice(ctx, sqlcgen.InsertNoticeParams{ID: n.ID, RecipientID: n.Recipient,
			ActorID: nullUUID(n.Actor), Kind: string(n.Kind), Subject: optional(n.Subject), Note: optional(n.Note),
			CreatedAt: n.CreatedAt}); err != nil {
			return err
		}
		return wakeStreams(ctx, q, n.Recipient)
	}
	if err := q.InsertNotification(ctx, sqlcgen.InsertNotificationParams{ID: n.ID, RecipientID: n.Recipient,
		ActorID: nullUUID(n.Actor), RequestID: nullUUID(n.RequestID), Kind: string(n.Kind), CreatedAt: n.CreatedAt}); err != nil {
		return err
	}
	return wakeStreams(ctx, q, n.Recipient)
}

// nullUUID stores uuid.Nil as NULL.
func nullUUID(id uuid.UUID) uuid.NullUUID { return uuid.NullUUID{UUID: id, Valid: id != uuid.Nil} }

func (s *RequestStore) Send(ctx context.Context, sender, receiver uuid.UUID, now time.Time) (requests.Request, error) {
	var out requests.Request
	err := inTx(ctx, s.pool, "SendRequest", func(q *sqlcgen.Queries) error {
		// Before any row: an erasure of either member takes the same lock first (positions.go).
		if err := lockStreams(ctx, q, sender, receiver); err != nil {
			return wrap("SendRequest", err, nil)
		}
		// Members blocked either way do not exist for each other (docs/adr/0016); a block takes
		// the same stream locks, so it and this request happen one after the other.
		blocked, err := q.BlockedBetween(ctx, sqlcgen.BlockedBetweenParams{A: sender, B: receiver})
		if err != nil {
			return wrap("SendRequest", err, nil)
		}
		if blocked {
			return profile.ErrNotFound
		}
		id, err := q.InsertRequest(ctx, sqlcgen.InsertRequestParams{ID: uuid.New(), SenderID: sender, ReceiverID: receiver, CreatedAt: now})
		if err == nil {
			out = requests.Request{ID: id, Sender: sender, Receiver: receiver, Status: requests.Pending, CreatedAt: now}
			return wrap("SendRequest", notify(ctx, q, notifications.New(receiver, sender, id, notifications.RequestReceived, now)), nil)
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return wrap("SendRequest", err, nil)
		}
		// The pair already has its request: the domain decides what sending does to it.
		row, err := q.RequestBetween(ctx, sqlcgen.RequestBetweenParams{A: sender, B: receiver})
		if err != nil {
			return wrap("SendRequest", err, nil)
		}
		existing := requestToDomain(row)
		switch existing.OnSend(sender) {
		case requests.KeepAsIs:
			out = existing
			return nil
		case requests.Refuse:
			return requests.ErrDeclined
		}
		if _, err := q.ReopenRequest(ctx, sqlcgen.ReopenRequestParams{Sender: sender, Receiver: receiver, Now: now,
			ID: existing.ID, FromStatus: string(existing.Status)}); err != nil {
			if errors.Is(err, pgx.ErrNoRows) {
				return requests.ErrAnswered // changed under us; the member can simply retry
			}
			return wrap("SendRequest", err, nil)
		}
		out = requests.Request{ID: existing.ID, Sender: sender, Receiver: receiver, Status: requests.Pending, CreatedAt: now}
		return wrap("SendRequest", notify(ctx, q, notifications.New(receiver, sender, existing.ID, notifications.RequestReceived, now)), nil)
	})
	return out, err
}

func (s *RequestStore) Decide(ctx context.Context, receiver, sender uuid.UUID, accept bool, now time.Time) error {
	status, kind := requests.Rejected, notifications.RequestRejected
	if accept {
		status, kind = requests.Accepted, notifications.RequestAccepted
	}
	return s.transition(ctx, "DecideRequest", sender, receiver, false, func(q *sqlcgen.Queries) (uuid.UUID, error) {
		return q.DecideRequest(ctx, sqlcgen.DecideRequestParams{Status: string(status), Now: &now, Sender: sender, Receiver: receiver})
	}, func(q *sqlcgen.Queries, id uuid.UUID) error {
		return notify(ctx, q, notifications.New(sender, receiver, id, kind, now))
	})
}

func (s *RequestStore) Withdraw(ctx context.Context, sender, receiver uuid.UUID, now time.Time) error {
	return s.transition(ctx, "WithdrawRequest", sender, receiver, true, func(q *sqlcgen.Queries) (uuid.UUID, error) {
		return q.DecideRequest(ctx, sqlcgen.DecideRequestParams{Status: string(requests.Withdrawn), Now: &now, Sender: sender, Receiver: receiver})
	}, nil)
}

// transition runs one conditional update; when it matches nothing, the domain explains why.
func (s *RequestStore) transition(ctx context.Context, op string, sender, receiver uuid.UUID, asSender bool,
	update func(*sqlcgen.Queries) (uuid.UUID, error), after func(*sqlcgen.Queries, uuid.UUID) error) error {
	return inTx(ctx, s.pool, op, func(q *sqlcgen.Queries) error {
		if err := lockStreams(ctx, q, sender, receiver); err != nil {
			return wrap(op, err, nil)
		}
		id, err := update(q)
		if errors.Is(err, pgx.ErrNoRows) {
			row, err := q.RequestBetween(ctx, sqlcgen.RequestBetweenParams{A: sender, B: receiver})
			if errors.Is(err, pgx.ErrNoRows) {
				if asSender {
					return requests.ErrNoSentPending
				}
				return requests.ErrNoPending
			}
			if err != nil {
				return wrap(op, err, nil)
			}
			viewer := receiver
			if asSender {
				viewer = sender
			}
			return requestToDomain(row).DecisionError(viewer, asSender)
		}
		if err != nil {
			return wrap(op, err, nil)
		}
		if after != nil {
			return wrap(op, after(q, id), nil)
		}
		return nil
	})
}

func (s *RequestStore) Received(ctx context.Context, me uuid.UUID, p paging.Page) ([]matching.Card, int, error) {
	total, err := s.q.CountPendingReceived(ctx, me)
	if err != nil {
		return nil, 0, wrap("Received", err, nil)
	}
	rows, err := s.q.PendingReceived(ctx, sqlcgen.PendingReceivedParams{ReceiverID: me, PageLimit: int32(p.Limit), PageOffset: int32(p.Offset())})
	if err != nil {
		return nil, 0, wrap("Received", err, nil)
	}
	cards := make([]matching.Card, 0, len(rows))
	for _, r := range rows {
		cards = append(cards, matching.Card{AccountID: r.AccountID, Code: r.MemberCode, FullName: r.FullName, DOB: r.Dob,
			Caste: r.Caste, City: r.City, PhotoID: value(r.PhotoID), At: r.CreatedAt,
			Request: requests.View{State: string(requests.Pending), Direction: "received"},
			Badges:  badges(r.EmailVerifiedAt, r.PhoneVerifiedAt, r.IDVerifiedAt, r.PhotoVerifiedAt)})
	}
	return cards, int(total), nil
}

func (s *RequestStore) Connections(ctx context.Context, me uuid.UUID, p paging.Page) ([]matching.Card, int, error) {
	total, err := s.q.CountConnections(ctx, me)
	if err != nil {
		return nil, 0, wrap("Connections", err, nil)
	}
	rows, err := s.q.Connections(ctx, sqlcgen.ConnectionsParams{Me: me, PageLimit: int32(p.Limit), PageOffset: int32(p.Offset())})
	if err != nil {
		return nil, 0, wrap("Connections", err, nil)
	}
	cards := make([]matching.Card, 0, len(rows))
	for _, r := range rows {
		cards = append(cards, matching.Card{AccountID: r.AccountID, Code: r.MemberCode, FullName: r.FullName, DOB: r.Dob,
			Caste: r.Caste, City: r.City, PhotoID: value(r.PhotoID), At: value(r.DecidedAt),
			Request: requests.View{State: string(requests.Accepted), Direction: "none"},
			Badges:  badges(r.EmailVerifiedAt, r.PhoneVerifiedAt, r.IDVerifiedAt, r.PhotoVerifiedAt)})
	}
	return cards, int(total), nil
}

func (s *RequestStore) Sent(ctx context.Context, me uuid.UUID, p paging.Page) ([]matching.Card, int, error) {
	total, err := s.q.CountPendingSent(ctx, me)
	if err != nil {
		return nil, 0, wrap("Sent", err, nil)
	}
	rows, err := s.q.PendingSent(ctx, sqlcgen.PendingSentParams{SenderID: me, PageLimit: int32(p.Limit), PageOffset: int32(p.Offset())})
	if err != nil {
		return nil, 0, wrap("Sent", err, nil)
	}
	cards := make([]matching.Card, 0, len(rows))
	for _, r := range rows {
		cards = append(cards, matching.Card{AccountID: r.AccountID, Code: r.MemberCode, FullName: r.FullName, DOB: r.Dob,
			Caste: r.Caste, City: r.City, PhotoID: value(r.PhotoID), At: r.CreatedAt,
			Request: requests.View{State: string(requests.Pending), Direction: "sent"}})
	}
	return cards, int(total), nil
}

func (s *RequestStore) Summary(ctx context.Context, me uuid.UUID) (app.MemberSummary, error) {
	r, err := s.q.MemberSummary(ctx, me)
	if err != nil {
		return app.MemberSummary{}, wrap("MemberSummary", err, nil)
	}
	return app.MemberSummary{InterestsWaiting: int(r.InterestsWaiting), SentPending: int(r.SentPending),
		Connections: int(r.Connections), UnreadNotifications: int(r.UnreadNotifications),
		UnreadMessages: int(r.UnreadMessages), SavedSearches: int(r.SavedSearches)}, nil
}
