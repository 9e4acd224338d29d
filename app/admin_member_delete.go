package app

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// DeleteMember erases a member through the same path as a member's own deletion (ADR 8):
// account, profile, picture, documents, requests, connections, notifications, subscriptions;
// every session ends. Only the audit entry, naming them by id and code, remains.
type DeleteMember struct {
	profiles  ProfileStore
	privacy   PrivacyStore
	photos    PhotoStore
	documents DocumentStore
	audit     auditor
	log       *slog.Logger
}

func NewDeleteMember(profiles ProfileStore, privacy PrivacyStore, photos PhotoStore, documents DocumentStore,
	audit AuditWriter, log *slog.Logger, now func() time.Time) *DeleteMember {
	return mustHave(&DeleteMember{profiles: profiles, privacy: privacy, photos: photos, documents: documents,
		audit: newAuditor(audit, log, now), log: logOr(log)})
}

func (c *DeleteMember) Handle(ctx context.Context, me identity.Account, code string) error {
	p, err := c.profiles.ProfileByCode(ctx, code)
	if err != nil {
		return err
	}
	photo, documents, err := c.privacy.Erase(ctx, p.AccountID)
	if errors.Is(err, errs.ErrNotFound) {
		return profile.ErrNotFound // erased a moment ago
	}
	if err != nil {
		return err
	}
	releasePhoto(ctx, c.profiles, c.photos, c.log, photo)
	deleteDocuments(ctx, c.documents, c.log, documents)
	c.log.Info("account deleted by an admin", slog.String("account", p.AccountID.String()))
	return c.audit.record(ctx, me, admin.ActionMemberDeleted, &memberRef{p.AccountID, p.Code}, nil)
}
