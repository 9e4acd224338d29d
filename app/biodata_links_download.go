package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/biodatalink"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// DownloadSharedBiodata is a share link opened by whoever holds it, without an account
// (docs/biodata.md, "Share links"). The holder is a stranger: the biodata shows what a member
// who is not connected may see of the profile (no time and place of birth, the picture only
// when its privacy is "everyone"), and the phone and e-mail only when the owner chose to
// include them. A link that expired or was revoked, or whose owner is paused or suspended, is
// gone (410); an unknown or malformed token is not found (404). Downloads are counted per
// client (PolicyBiodataLinks).
type DownloadSharedBiodata struct {
	store    BiodataLinkStore
	biodata  *DownloadBiodata
	profiles ProfileStore
	limits   *RateLimiter
	log      *slog.Logger
	now      func() time.Time
}

func (q *DownloadSharedBiodata) Handle(ctx context.Context, ip netip.Addr, token string) (Biodata, error) {
	if err := q.limits.Take(ctx, PolicyBiodataLinks, ClientKey(ip)); err != nil {
		return Biodata{}, err
	}
	if !biodatalink.WellFormed(token) {
		return Biodata{}, biodatalink.ErrNotFound
	}
	l, err := q.store.ByTokenHash(ctx, biodatalink.HashToken(token))
	if err != nil {
		return Biodata{}, err
	}
	now := q.now()
	if !l.Live(now) {
		return Biodata{}, biodatalink.ErrGone
	}
	p, err := q.profiles.ProfileByAccount(ctx, l.Owner)
	if errors.Is(err, profile.ErrNotFound) {
		return Biodata{}, biodatalink.ErrGone // erased meanwhile (its links go with it at commit)
	}
	if err != nil {
		return Biodata{}, err
	}
	if p.Paused || p.Suspended {
		return Biodata{}, biodatalink.ErrGone
	}
	b, err := q.biodata.forLinkHolder(ctx, p, l)
	if err != nil {
		return Biodata{}, err
	}
	// The count is the owner's to read; a failure to write it must not cost the holder the page.
	if err := q.store.CountDownload(ctx, l.ID, now); err != nil {
		q.log.WarnContext(ctx, "biodata link download not counted", "link", l.ID, "err", err)
	}
	return b, nil
}

// forLinkHolder draws p's biodata for a link holder. The cache key starts with "link" and holds
// the owner's choice of contact, so a page drawn for a connection (birth details, a picture for
// connections) or for the owner is never answered to a holder, nor one link's page to a link
// that left the contact out.
func (q *DownloadBiodata) forLinkHolder(ctx context.Context, p profile.Profile, l biodatalink.Link) (Biodata, error) {
	r := BiodataRequest{Lang: l.Lang, Design: l.Design, IncludeContact: l.IncludeContact}
	if err := q.validate(&r); err != nil {
		return Biodata{}, err
	}
	photoVisible := profile.PhotoVisibleTo(p.PhotoVisibility, false, false)
	reader := biodataReader{}
	if l.IncludeContact {
		reader.contact = &ShownContact{Email: p.Contact.Email, Phone: p.Contact.Phone}
	}
	key := fmt.Sprintf("link|%s|%d|%s|%s|%s|%t|%t", p.AccountID, p.UpdatedAt.UnixNano(), p.PhotoID,
		r.Lang, r.Design, l.IncludeContact, photoVisible)
	return q.draw(key, p.Code, r, func() BiodataDocument {
		if photoVisible {
			reader.photo = q.photo(ctx, p.PhotoID)
		}
		return buildBiodata(shownToOthers(p), reader, r.Lang, r.Design, l.IncludeContact, q.now())
	})
}
