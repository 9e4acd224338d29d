package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/biodatalink"
)

// BiodataLinkStore keeps biodata share links (docs/biodata.md, "Share links"); a link is found
// by its token's digest only, and every owner's query is scoped to the owner.
type BiodataLinkStore interface {
	// Create stores l with the digest of its token unless the owner already has
	// biodatalink.MaxLive links live at l.CreatedAt (biodatalink.ErrLimit), counting under a lock
	// on the owner so two creations at once cannot pass the limit.
	Create(ctx context.Context, l biodatalink.Link, tokenHash []byte) error
	// Live lists the owner's links live at now, newest first.
	Live(ctx context.Context, owner uuid.UUID, now time.Time) ([]biodatalink.Link, error)
	// Revoke ends the owner's link id at now (a revoked one keeps its first instant);
	// biodatalink.ErrNotFound when the owner has no such link.
	Revoke(ctx context.Context, owner, id uuid.UUID, now time.Time) error
	// ByTokenHash is the link whose token has this digest, live or not; biodatalink.ErrNotFound
	// when none.
	ByTokenHash(ctx context.Context, tokenHash []byte) (biodatalink.Link, error)
	// CountDownload adds one download at now to the link.
	CountDownload(ctx context.Context, id uuid.UUID, now time.Time) error
}
