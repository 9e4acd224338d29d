package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/grievance"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/safety"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// The admins' queues of trust and safety (docs/adr/0016-trust-and-safety.md): documents waiting
// for verification, open reports, grievance tickets; twenty a page.
const queuePage = 20

// QueuePage is one page of a queue with its size.
type QueuePage[T any] struct {
	Items      []T
	Page       int
	TotalPages int
	Total      int
}

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

// ReportQueue is the open reports, oldest first.
type ReportQueue struct{ store SafetyStore }

func NewReportQueue(store SafetyStore) *ReportQueue { return mustHave(&ReportQueue{store: store}) }

func (q *ReportQueue) Handle(ctx context.Context, page int) (QueuePage[safety.QueueItem], error) {
	p := paging.New(page, queuePage, queuePage, queuePage)
	items, total, err := q.store.ReportQueue(ctx, p.Offset(), p.Limit)
	return QueuePage[safety.QueueItem]{Items: items, Page: p.Number, TotalPages: p.TotalPages(total), Total: total}, err
}

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
