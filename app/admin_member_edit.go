package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// EditMember changes any of a member's fields with the registration rules (gender included,
// which members cannot change themselves). The audit entry names the fields, never the values.
type EditMember struct {
	profiles ProfileStore
	photos   PhotoStore
	members  MemberAdminStore
	audit    auditor
	log      *slog.Logger
	now      func() time.Time
}

func NewEditMember(profiles ProfileStore, photos PhotoStore, members MemberAdminStore, audit AuditWriter,
	log *slog.Logger, now func() time.Time) *EditMember {
	return mustHave(&EditMember{profiles: profiles, photos: photos, members: members,
		audit: newAuditor(audit, log, now), log: logOr(log), now: clockOr(now)})
}

// Handle answers the member as they are now; photo nil keeps their picture.
func (c *EditMember) Handle(ctx context.Context, me identity.Account, code string, f profile.Fields, photo *Photo) (MemberDetail, error) {
	updated, err := c.edit(ctx, me, code, f, photo)
	if err != nil {
		return MemberDetail{}, err
	}
	return c.members.MemberDetail(ctx, updated.Code, c.now())
}

func (c *EditMember) edit(ctx context.Context, me identity.Account, code string, f profile.Fields, photo *Photo) (profile.Profile, error) {
	p, err := c.profiles.ProfileByCode(ctx, code)
	if err != nil {
		return profile.Profile{}, err
	}
	newPhoto := ""
	if photo != nil {
		if newPhoto, err = c.photos.SavePhoto(ctx, *photo); err != nil {
			return profile.Profile{}, err
		}
	}
	var before profile.Profile
	updated, err := c.profiles.UpdateProfile(ctx, p.AccountID, func(pr *profile.Profile) error {
		before = *pr
		if err := pr.EditByAdmin(f, newPhoto != "", c.now()); err != nil {
			return err
		}
		// The same check as a member's own edit: values an admin corrects are marked calculated
		// only when the birth details compute them.
		if err := resettleHoroscopeSource(pr, before, deref(f.HoroscopeSource)); err != nil {
			return err
		}
		if newPhoto != "" {
			pr.PhotoID = newPhoto
		}
		return nil
	})
	if err != nil {
		releasePhoto(ctx, c.profiles, c.photos, c.log, newPhoto)
		return profile.Profile{}, err
	}
	if newPhoto != "" {
		releasePhoto(ctx, c.profiles, c.photos, c.log, before.PhotoID)
	}
	changed := profile.ChangedFields(before, updated)
	return updated, c.audit.record(ctx, me, admin.ActionMemberEdited, &memberRef{updated.AccountID, updated.Code}, changed)
}
