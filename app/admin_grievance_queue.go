package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/grievance"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// GrievanceQueue is the grievance officer's tickets (openOnly: those not closed yet).
type GrievanceQueue struct{ store GrievanceStore }

func NewGrievanceQueue(store GrievanceStore) *GrievanceQueue {
	return mustHave(&GrievanceQueue{store: store})
}

func (q *GrievanceQueue) Handle(ctx context.Context, openOnly bool, page int) (QueuePage[grievance.Complaint], error) {
	p := paging.New(page, queuePage, queuePage, queuePage)
	items, total, err := q.store.Grievances(ctx, openOnly, p.Offset(), p.Limit)
	return QueuePage[grievance.Complaint]{Items: items, Page: p.Number, TotalPages: p.TotalPages(total), Total: total}, err
}
