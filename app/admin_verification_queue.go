package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// VerificationQueue is the pending documents, oldest first.
type VerificationQueue struct{ store VerificationStore }

func NewVerificationQueue(store VerificationStore) *VerificationQueue {
	return mustHave(&VerificationQueue{store: store})
}

func (q *VerificationQueue) Handle(ctx context.Context, page int) (QueuePage[verification.Item], error) {
	p := paging.New(page, queuePage, queuePage, queuePage)
	items, total, err := q.store.Queue(ctx, p.Offset(), p.Limit)
	return QueuePage[verification.Item]{Items: items, Page: p.Number, TotalPages: p.TotalPages(total), Total: total}, err
}
