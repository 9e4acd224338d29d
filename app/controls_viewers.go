package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// ViewersPeriod is how far back "who viewed my profile" looks.
const ViewersPeriod = 30 * 24 * time.Hour

// ReadViewers is a page of who viewed the caller's profile in the last 30 days, each viewer once.
type ReadViewers struct {
	store ControlStore
	now   func() time.Time
}

func NewReadViewers(store ControlStore, now func() time.Time) *ReadViewers {
	return mustHave(&ReadViewers{store: store, now: clockOr(now)})
}

// Handle answers the page and the page count.
func (q *ReadViewers) Handle(ctx context.Context, me uuid.UUID, page, limit int) (ViewerPage, int, error) {
	p := paging.New(page, limit, cardsPerPage, maxCardsPerPage)
	vp, err := q.store.Viewers(ctx, me, q.now().Add(-ViewersPeriod), p.Offset(), p.Limit)
	return vp, p.TotalPages(vp.Total), err
}
