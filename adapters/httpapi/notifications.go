package httpapi

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
)

func (s *server) ListNotifications(ctx context.Context, req api.ListNotificationsRequestObject) (api.ListNotificationsResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	page, err := s.svc.Notifications.Queries.Page.Handle(ctx, me.ID, deref(req.Params.Page), deref(req.Params.Limit))
	if err != nil {
		return nil, err
	}
	return api.ListNotifications200JSONResponse{Notifications: s.notificationPage(page, me.ID)}, nil
}

func (s *server) MarkAsRead(ctx context.Context, req api.MarkAsReadRequestObject) (api.MarkAsReadResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	b := req.Body
	page, err := s.svc.Notifications.Commands.MarkRead.Handle(ctx, me.ID, deref(b.RequestIds), deref(b.Ids), deref(b.Page), deref(b.Limit))
	if err != nil {
		return nil, err
	}
	return api.MarkAsRead200JSONResponse{Notifications: s.notificationPage(page, me.ID)}, nil
}

func (s *server) GetUnreadCount(ctx context.Context, _ api.GetUnreadCountRequestObject) (api.GetUnreadCountResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	n, err := s.svc.Notifications.Queries.Unread.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	return api.GetUnreadCount200JSONResponse{Unread: n}, nil
}

func (s *server) notificationPage(p app.NotificationPage, viewer uuid.UUID) api.NotificationPage {
	now := time.Now()
	data := make([]api.Notification, 0, len(p.Items))
	for _, n := range p.Items {
		data = append(data, s.notificationToAPI(n, p.Lang, viewer, now))
	}
	return api.NotificationPage{Data: data, TotalPages: p.TotalPages, Count: p.Count, Unread: p.Unread}
}

func (s *server) notificationToAPI(n app.NotificationView, lang string, viewer uuid.UUID, now time.Time) api.Notification {
	out := api.Notification{Id: n.ID, RequestId: n.MarkID(), SenderId: optionalString(n.ActorCode), Kind: api.NotificationKind(n.Kind),
		Message: n.Message(lang, n.ActorName, n.SearchName), CreatedAt: n.CreatedAt, IsRead: !n.ReadAt.IsZero(),
		Subject: optionalString(n.Subject)}
	if n.SavedSearch != uuid.Nil {
		search, count := n.SavedSearch, n.Count
		out.SavedSearchId, out.MatchCount = &search, &count
	}
	out.MetaData.Sender.FullName = n.ActorName
	if n.ActorCode == "" {
		// A notice from the team (docs/adr/0016): no member sent it.
		out.MetaData.Sender.FullName = notifications.Team(lang)
	}
	pic := s.media.picture(n.ActorPhoto, viewer, now)
	out.MetaData.Sender.ProfilePicture, out.MetaData.Sender.ProfilePhotoSrcset = pic.thumbnail(), pic.srcset
	return out
}

// optionalString sends "" as an absent field.
func optionalString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
