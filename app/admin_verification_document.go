package app

import (
	"context"
	"io"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// OpenVerificationDocument opens a pending document's image for an admin.
type OpenVerificationDocument struct {
	store     VerificationStore
	documents DocumentStore
	audit     auditor
}

func NewOpenVerificationDocument(store VerificationStore, documents DocumentStore, audit AuditWriter,
	log *slog.Logger, now func() time.Time) *OpenVerificationDocument {
	return mustHave(&OpenVerificationDocument{store: store, documents: documents, audit: newAuditor(audit, log, now)})
}

// Handle audits the viewing before a byte leaves.
func (q *OpenVerificationDocument) Handle(ctx context.Context, me identity.Account, id uuid.UUID) (io.ReadCloser, error) {
	doc, err := q.store.Pending(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := q.audit.record(ctx, me, admin.ActionDocumentViewed, &memberRef{doc.Account, doc.MemberCode}, []string{string(doc.Kind)}); err != nil {
		return nil, err
	}
	rc, err := q.documents.OpenDocument(ctx, doc.ImageKey)
	if err != nil {
		return nil, err
	}
	return rc, nil
}
