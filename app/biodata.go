package app

import (
	"context"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

var (
	ErrBiodataLanguage = errs.New(errs.ErrInvalid, "biodata_language", "The biodata language must be en or mr.")
	ErrBiodataDesign   = errs.New(errs.ErrInvalid, "biodata_design", "Unknown biodata design.")
	// ErrBiodataNotConnected: a biodata is what families exchange once they accepted each other.
	ErrBiodataNotConnected = errs.New(errs.ErrForbidden, "biodata_not_connected",
		"A member's biodata is shared with their connections only.")
)

// BiodataRequest is what the reader asks for; an empty Design is the first of BiodataDesigns.
type BiodataRequest struct {
	Lang, Design   string
	IncludeContact bool
}

// Biodata is a drawn biodata and the name to save it as.
type Biodata struct {
	PDF      []byte
	FileName string
}

// DownloadBiodata draws the caller's own biodata, or a connection's as the profile view lets
// the caller see it (app/discovery_profile_view.go: the same hiding, the same entitlements).
// Drawn PDFs are kept in a small cache keyed on the profile's updated_at and everything that
// changes the page, so repeated downloads of an unchanged profile are not drawn again.
type DownloadBiodata struct {
	own      *ReadOwnProfile
	view     *ViewProfile
	renderer BiodataRenderer
	photos   BiodataPhotos
	now      func() time.Time
	cache    *biodataCache
}

func NewDownloadBiodata(own *ReadOwnProfile, view *ViewProfile, renderer BiodataRenderer, photos BiodataPhotos, now func() time.Time) *DownloadBiodata {
	return mustHave(&DownloadBiodata{own: own, view: view, renderer: renderer, photos: photos, now: now, cache: newBiodataCache(256)})
}

// maxBiodataPhoto bounds what is read of a stored picture: the medium rendition is a 320 px JPEG
// of a few tens of KB (app/profiles_ports.go, Photo).
const maxBiodataPhoto = 2 << 20

// photo is the member's picture for the page, nil when there is none or it cannot be read.
func (q *DownloadBiodata) photo(ctx context.Context, id string) []byte {
	if id == "" {
		return nil
	}
	rc, err := q.photos.OpenPhoto(ctx, id, "medium")
	if err != nil {
		return nil
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, maxBiodataPhoto))
	if err != nil || len(data) == maxBiodataPhoto {
		return nil
	}
	return data
}

func (q *DownloadBiodata) validate(r *BiodataRequest) error { return validateBiodata(r) }

// validateBiodata checks the language and design and fills in the default design; a share
// link's choices are checked by the same rule (app/biodata_links_create.go).
func validateBiodata(r *BiodataRequest) error {
	if r.Lang != "en" && r.Lang != "mr" {
		return ErrBiodataLanguage
	}
	if r.Design == "" {
		r.Design = BiodataDesigns[0]
	}
	for _, d := range BiodataDesigns {
		if d == r.Design {
			return nil
		}
	}
	return ErrBiodataDesign
}

// Own is the caller's biodata; the contact details are on it only when asked for.
func (q *DownloadBiodata) Own(ctx context.Context, caller uuid.UUID, r BiodataRequest) (Biodata, error) {
	if err := q.validate(&r); err != nil {
		return Biodata{}, err
	}
	p, err := q.own.Handle(ctx, caller)
	if err != nil {
		return Biodata{}, err
	}
	reader := biodataReader{contact: &ShownContact{Email: p.Contact.Email, Phone: p.Contact.Phone}}
	key := fmt.Sprintf("own|%s|%d|%s|%s|%s|%t", p.AccountID, p.UpdatedAt.UnixNano(), p.PhotoID, r.Lang, r.Design, r.IncludeContact)
	return q.draw(key, p.Code, r, func() BiodataDocument {
		reader.photo = q.photo(ctx, p.PhotoID)
		reader.birth = birthDetailsOf(p) // the kundali is computed only when the page is drawn, not on a cached answer
		return buildBiodata(p, reader, r.Lang, r.Design, r.IncludeContact, q.now())
	})
}

// OfMember is a connection's biodata as the caller may see it: hidden members are not found,
// members not connected to the caller are refused, the contact details are on it only when the
// caller revealed them (and asked for them).
func (q *DownloadBiodata) OfMember(ctx context.Context, caller uuid.UUID, code string, r BiodataRequest) (Biodata, error) {
	if err := q.validate(&r); err != nil {
		return Biodata{}, err
	}
	v, err := q.view.Handle(ctx, caller, code)
	if err != nil {
		return Biodata{}, err
	}
	own := v.Profile.AccountID == caller
	if !own && v.Request.State != string(requests.Accepted) {
		return Biodata{}, ErrBiodataNotConnected
	}
	if own {
		return q.Own(ctx, caller, r)
	}
	reader := biodataReader{contact: v.Contact, birth: v.Birth}
	key := fmt.Sprintf("member|%s|%d|%s|%s|%s|%t|%t|%t", v.Profile.AccountID, v.Profile.UpdatedAt.UnixNano(), v.Profile.PhotoID,
		r.Lang, r.Design, r.IncludeContact && v.Contact != nil, v.Birth != nil, v.PhotoVisible)
	return q.draw(key, v.Profile.Code, r, func() BiodataDocument {
		if v.PhotoVisible { // the member's photo privacy, as on the profile page
			reader.photo = q.photo(ctx, v.Profile.PhotoID)
		}
		return buildBiodata(v.Profile, reader, r.Lang, r.Design, r.IncludeContact, q.now())
	})
}

func (q *DownloadBiodata) draw(key, code string, r BiodataRequest, build func() BiodataDocument) (Biodata, error) {
	name := fmt.Sprintf("biodata-%s-%s.pdf", code, r.Lang)
	if pdf, ok := q.cache.get(key); ok {
		return Biodata{PDF: pdf, FileName: name}, nil
	}
	pdf, err := q.renderer.Render(build())
	if err != nil {
		return Biodata{}, err
	}
	q.cache.put(key, pdf)
	return Biodata{PDF: pdf, FileName: name}, nil
}

// biodataCache keeps the last drawn PDFs, the oldest dropped first; a profile's edit changes its
// updated_at and so its key, and the stale entry ages out.
type biodataCache struct {
	mu    sync.Mutex
	limit int
	order []string
	byKey map[string][]byte
}

func newBiodataCache(limit int) *biodataCache {
	return &biodataCache{limit: limit, byKey: map[string][]byte{}}
}

func (c *biodataCache) get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	pdf, ok := c.byKey[key]
	return pdf, ok
}

func (c *biodataCache) put(key string, pdf []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.byKey[key]; ok {
		return
	}
	if len(c.order) >= c.limit {
		delete(c.byKey, c.order[0])
		c.order = c.order[1:]
	}
	c.order = append(c.order, key)
	c.byKey[key] = pdf
}
