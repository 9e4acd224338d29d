package postgres

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// NotificationStore implements app.NotificationStore; every query is scoped to the caller.
type NotificationStore struct{ q *sqlcgen.Queries }

func NewNotificationStore(pool *pgxpool.Pool) *NotificationStore {
	return &NotificationStore{q: sqlcgen.New(pool)}
}

func notificationView(me uuid.UUID, r sqlcgen.NotificationPageRow) app.NotificationView {
	return app.NotificationView{
		Notification: notifications.Notification{ID: r.ID, Recipient: me, RequestID: r.RequestID.UUID,
			Kind: notifications.Kind(r.Kind), Subject: value(r.Subject), Note: value(r.Note), CreatedAt: r.CreatedAt,
			ReadAt: value(r.ReadAt), Seq: r.Seq, SavedSearch: r.SavedSearchID.UUID, Count: int(value(r.MatchCount))},
		ActorCode: value(r.ActorCode), ActorName: value(r.ActorName), ActorPhoto: value(r.ActorPhoto), SearchName: value(r.SearchName),
	}
}

func (s *NotificationStore) Page(ctx context.Context, me uuid.UUID, p paging.Page) ([]app.NotificationView, error) {
	rows, err := s.q.NotificationPage(ctx, sqlcgen.NotificationPageParams{RecipientID: me, PageLimit: int32(p.Limit), PageOffset: int32(p.Offset())})
	if err != nil {
		return nil, wrap("NotificationPage", err, nil)
	}
	out := make([]app.NotificationView, 0, len(rows))
	for _, r := range rows {
		out = append(out, notificationView(me, r))
	}
	return out, nil
}

func (s *NotificationStore) Counts(ctx context.Context, me uuid.UUID) (int, int, error) {
	c, err := s.q.NotificationCounts(ctx, me)
	if err != nil {
		return 0, 0, wrap("NotificationCounts", err, nil)
	}
	return int(c.Total), int(c.Unread), nil
}

func (s *NotificationStore) MarkRead(ctx context.Context, me uuid.UUID, requestIDs, ids []uuid.UUID, now time.Time) error {
	if len(requestIDs) > 0 {
		if err := s.q.MarkNotificationsRead(ctx, sqlcgen.MarkNotificationsReadParams{
			Now: &now, Recipient: me, RequestIds: requestIDs}); err != nil {
			return wrap("MarkRead", err, nil)
		}
	}
	if len(ids) > 0 {
		return wrap("MarkRead", s.q.MarkNotificationsReadByID(ctx, sqlcgen.MarkNotificationsReadByIDParams{
			Now: &now, Recipient: me, Ids: ids}), nil)
	}
	return nil
}
