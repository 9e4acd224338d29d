package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// noticeBoard holds 9 notifications of which unread are unread, and records the reads asked for.
type noticeBoard struct {
	app.NotificationStore
	unread int
	pages  []paging.Page
	reads  []uuid.UUID // whose notifications were marked read
}

func (b *noticeBoard) Page(_ context.Context, _ uuid.UUID, p paging.Page) ([]app.NotificationView, error) {
	b.pages = append(b.pages, p)
	return nil, nil
}

func (b *noticeBoard) Counts(context.Context, uuid.UUID) (int, int, error) { return 9, b.unread, nil }

func (b *noticeBoard) MarkRead(_ context.Context, me uuid.UUID, requestIDs, ids []uuid.UUID, _ time.Time) error {
	b.reads = append(b.reads, me)
	b.unread -= len(requestIDs) + len(ids)
	return nil
}

func TestNotificationPages(t *testing.T) {
	ctx := context.Background()
	me := member("MHBRIDE951", "female")
	me.Language = "mr"
	board := &noticeBoard{unread: 3}
	n, err := app.NewNotificationsApplication(app.NotificationsPorts{Profiles: fakeProfiles{byCode: map[string]profile.Profile{me.Code: me}},
		Store: board, Feed: stubFeedStore{}, Events: stubEvents{}})
	if err != nil {
		t.Fatal(err)
	}

	page, err := n.Queries.Page.Handle(ctx, me.AccountID, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if page.TotalPages != 3 || page.Count != 9 || page.Unread != 3 || page.Lang != "mr" {
		t.Fatalf("four a page by default, in the member's language: %+v", page)
	}
	if _, err := n.Queries.Page.Handle(ctx, me.AccountID, 1, 1000); err != nil {
		t.Fatal(err)
	}
	if board.pages[0].Limit != 4 || board.pages[1].Limit != 50 {
		t.Fatalf("page sizes asked: %+v", board.pages)
	}

	page, err = n.Commands.MarkRead.Handle(ctx, me.AccountID, []uuid.UUID{uuid.New()}, []uuid.UUID{uuid.New()}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(board.reads) != 1 || board.reads[0] != me.AccountID {
		t.Fatalf("reads marked for %v, want only the caller's", board.reads)
	}
	if page.Unread != 1 {
		t.Fatalf("the page after marking read shows %d unread, want the fresh count 1", page.Unread)
	}
	if unread, err := n.Queries.Unread.Handle(ctx, me.AccountID); err != nil || unread != 1 {
		t.Fatalf("unread %d, %v", unread, err)
	}
}
