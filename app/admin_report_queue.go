package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/safety"
)

// ReportQueue is the open reports, oldest first.
type ReportQueue struct{ store SafetyStore }

func NewReportQueue(store SafetyStore) *ReportQueue { return mustHave(&ReportQueue{store: store}) }

func (q *ReportQueue) Handle(ctx context.Context, page int) (QueuePage[safety.QueueItem], error) {
	p := paging.New(page, queuePage, queuePage, queuePage)
	items, total, err := q.store.ReportQueue(ctx, p.Offset(), p.Limit)
	return QueuePage[safety.QueueItem]{Items: items, Page: p.Number, TotalPages: p.TotalPages(total), Total: total}, err
}
