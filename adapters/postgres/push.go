package postgres

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/domain/push"
)

// PushStore implements app.PushDeviceStore and app.PushQueue (db/migrations/00051_push.sql:
// the queue is filled by triggers in the event's transaction, never from Go).
type PushStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewPushStore(pool *pgxpool.Pool) *PushStore {
	return &PushStore{pool: pool, q: sqlcgen.New(pool)}
}

func (s *PushStore) SavePushDevice(ctx context.Context, sub push.Subscription, keep int, now time.Time) (push.Subscription, error) {
	var saved sqlcgen.PushSubscription
	err := inTx(ctx, s.pool, "save push device", func(q *sqlcgen.Queries) error {
		var err error
		p := sub.Prefs
		saved, err = q.UpsertPushSubscription(ctx, sqlcgen.UpsertPushSubscriptionParams{ID: sub.ID, AccountID: sub.AccountID,
			Endpoint: sub.Endpoint, P256dh: sub.P256dh, Auth: sub.Auth, DeviceLabel: sub.Label,
			InterestReceived: p.Events.InterestReceived, InterestAccepted: p.Events.InterestAccepted,
			NewMessage: p.Events.NewMessage, SearchAlert: p.Events.SearchAlert, ShowSenderName: p.ShowSenderName,
			QuietStart: int16(p.Quiet.Start), QuietEnd: int16(p.Quiet.End), TimeZone: p.Quiet.Zone, CreatedAt: now})
		if err != nil {
			return wrap("save push device", err, nil)
		}
		return wrap("trim push devices", q.TrimPushSubscriptions(ctx, sqlcgen.TrimPushSubscriptionsParams{
			AccountID: sub.AccountID, Keep: int32(keep)}), nil)
	})
	if err != nil {
		return push.Subscription{}, err
	}
	return deviceOf(saved), nil
}

func (s *PushStore) DeletePushDevice(ctx context.Context, account uuid.UUID, endpoint string) error {
	_, err := s.q.DeletePushSubscription(ctx, sqlcgen.DeletePushSubscriptionParams{AccountID: account, Endpoint: endpoint})
	return wrap("delete push device", err, nil)
}

func (s *PushStore) PushDevices(ctx context.Context, account uuid.UUID) ([]push.Subscription, error) {
	rows, err := s.q.PushSubscriptionsOf(ctx, account)
	if err != nil {
		return nil, wrap("push devices", err, nil)
	}
	out := make([]push.Subscription, 0, len(rows))
	for _, r := range rows {
		out = append(out, deviceOf(r))
	}
	return out, nil
}

func deviceOf(r sqlcgen.PushSubscription) push.Subscription {
	return push.Subscription{ID: r.ID, AccountID: r.AccountID, Endpoint: r.Endpoint, P256dh: r.P256dh, Auth: r.Auth,
		Label: r.DeviceLabel, CreatedAt: r.CreatedAt, Prefs: push.Preferences{
			Events: push.Events{InterestReceived: r.InterestReceived, InterestAccepted: r.InterestAccepted,
				NewMessage: r.NewMessage, SearchAlert: r.SearchAlert},
			ShowSenderName: r.ShowSenderName,
			Quiet:          push.QuietHours{Start: int(r.QuietStart), End: int(r.QuietEnd), Zone: r.TimeZone}}}
}

func (s *PushStore) ClaimPushes(ctx context.Context, now, leaseUntil time.Time, batch int) ([]push.Queued, error) {
	rows, err := s.q.ClaimPushes(ctx, sqlcgen.ClaimPushesParams{Now: now, LeaseUntil: leaseUntil, Batch: int32(batch)})
	if err != nil {
		return nil, wrap("claim pushes", err, nil)
	}
	out := make([]push.Queued, 0, len(rows))
	for _, r := range rows {
		q := push.Queued{ID: r.ID, Event: push.Event(r.Kind), RequestID: r.RequestID.UUID,
			ConversationID: r.ConversationID.UUID, ActorCode: r.ActorCode, ActorFirstName: r.ActorFirstName,
			CreatedAt: r.CreatedAt, Attempts: int(r.Attempts), Stopped: r.Stopped,
			Device: push.Subscription{ID: r.SubscriptionID, Endpoint: r.Endpoint, P256dh: r.P256dh, Auth: r.Auth,
				Prefs: push.Preferences{Quiet: push.QuietHours{Start: int(r.QuietStart), End: int(r.QuietEnd), Zone: r.TimeZone}}}}
		if r.MatchCount != nil {
			q.MatchCount = int(*r.MatchCount)
		}
		out = append(out, q)
	}
	return out, nil
}

func (s *PushStore) DeletePush(ctx context.Context, id int64) error {
	return wrap("delete push", s.q.DeletePush(ctx, id), nil)
}

func (s *PushStore) RetryPush(ctx context.Context, id int64, at time.Time) error {
	return wrap("retry push", s.q.RetryPush(ctx, sqlcgen.RetryPushParams{ID: id, NextAttemptAt: at}), nil)
}

func (s *PushStore) HoldPush(ctx context.Context, id int64, until time.Time) error {
	return wrap("hold push", s.q.HoldPush(ctx, sqlcgen.HoldPushParams{ID: id, NotBefore: until}), nil)
}

func (s *PushStore) DropPushDevice(ctx context.Context, device uuid.UUID) error {
	return wrap("drop push device", s.q.DeletePushSubscriptionByID(ctx, device), nil)
}
