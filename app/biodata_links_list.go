package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/biodatalink"
)

// ListBiodataLinks lists the member's live share links (no token: only digests are stored).
type ListBiodataLinks struct {
	store BiodataLinkStore
	now   func() time.Time
}

func (q *ListBiodataLinks) Handle(ctx context.Context, me uuid.UUID) ([]biodatalink.Link, error) {
	return q.store.Live(ctx, me, q.now())
}
