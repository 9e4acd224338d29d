package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// SubmitDocument queues an identity document or a selfie for an admin to check.
type SubmitDocument struct {
	profiles  ProfileStore
	store     VerificationStore
	documents DocumentStore
	limits    *RateLimiter
	log       *slog.Logger
	now       func() time.Time
}

func NewSubmitDocument(profiles ProfileStore, store VerificationStore, documents DocumentStore, limits *RateLimiter,
	log *slog.Logger, now func() time.Time) *SubmitDocument {
	return mustHave(&SubmitDocument{profiles: profiles, store: store, documents: documents, limits: limits,
		log: logOr(log), now: clockOr(now)})
}

// Handle queues the image (already re-encoded by the image pipeline, metadata gone). It is kept
// in the private document store, which no member route reads; it is deleted once an admin decides.
func (c *SubmitDocument) Handle(ctx context.Context, me uuid.UUID, kind, documentType string, jpeg []byte) (verification.Record, error) {
	d, err := verification.NewDocument(kind, documentType)
	if err != nil {
		return verification.Record{}, err
	}
	p, err := c.profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return verification.Record{}, err
	}
	if (d.Kind == verification.KindID && p.Badges.ID) || (d.Kind == verification.KindPhoto && p.Badges.Photo) {
		return verification.Record{}, verification.ErrAlreadyVerified
	}
	if err := c.limits.Take(ctx, PolicyDocuments, me.String()); err != nil {
		return verification.Record{}, err
	}
	key, err := c.documents.SaveDocument(ctx, jpeg)
	if err != nil {
		return verification.Record{}, err
	}
	id, now := uuid.New(), c.now()
	if err := c.store.CreateRequest(ctx, id, me, d, key, now); err != nil {
		if derr := c.documents.DeleteDocument(context.WithoutCancel(ctx), key); derr != nil {
			c.log.Error("document not deleted", slog.String("error", derr.Error()))
		}
		return verification.Record{}, err
	}
	c.log.Info("document submitted", slog.String("account", me.String()), slog.String("kind", string(d.Kind)))
	return verification.Record{ID: id, Kind: d.Kind, DocumentType: d.DocumentType, Status: verification.Pending, SubmittedAt: now}, nil
}
