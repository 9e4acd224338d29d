package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// DecideVerification approves (the badge shows at once) or rejects (with a reason the member
// reads) a pending document, tells the member, and deletes the image.
type DecideVerification struct {
	store     VerificationStore
	documents DocumentStore
	audit     auditor
	log       *slog.Logger
	now       func() time.Time
}

func NewDecideVerification(store VerificationStore, documents DocumentStore, audit AuditWriter, log *slog.Logger,
	now func() time.Time) *DecideVerification {
	return mustHave(&DecideVerification{store: store, documents: documents, audit: newAuditor(audit, log, now),
		log: logOr(log), now: clockOr(now)})
}

func (c *DecideVerification) Handle(ctx context.Context, me identity.Account, id uuid.UUID, approve bool, reason string) error {
	if !approve {
		var err error
		if reason, err = verification.NewRejectionReason(reason); err != nil {
			return err
		}
	} else {
		reason = ""
	}
	doc, err := c.store.Pending(ctx, id)
	if err != nil {
		return err
	}
	if err := c.store.Decide(ctx, id, approve, reason, me.ID, c.now()); err != nil {
		return err
	}
	if err := c.documents.DeleteDocument(context.WithoutCancel(ctx), doc.ImageKey); err != nil {
		c.log.Error("decided document not deleted", slog.String("request", id.String()), slog.String("error", err.Error()))
	}
	action := admin.ActionVerificationRejected
	if approve {
		action = admin.ActionVerificationApproved
	}
	return c.audit.record(ctx, me, action, &memberRef{doc.Account, doc.MemberCode}, []string{string(doc.Kind)})
}
