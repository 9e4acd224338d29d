package app

import (
	"context"

	"github.com/google/uuid"
)

// ReadLiveEvents answers the stream's next events after position `after` (a Last-Event-ID).
type ReadLiveEvents struct{ feed FeedStore }

func (q *ReadLiveEvents) Handle(ctx context.Context, me uuid.UUID, after int64) (LiveBatch, error) {
	f, err := q.feed.After(ctx, me, after, liveBatchSize)
	if err != nil {
		return LiveBatch{}, err
	}
	return f.Merge(liveBatchSize), nil
}
