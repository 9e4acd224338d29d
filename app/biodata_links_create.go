package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/biodatalink"
)

// NewBiodataLink is what the owner chooses for a link: the biodata's language and design,
// whether the phone and e-mail are printed, and how many days it lives (0: the default).
type NewBiodataLink struct {
	BiodataRequest
	Days int
}

// CreatedBiodataLink is a new link and its token, which are shown this once and never again:
// URL is the public download with the token (docs/biodata.md).
type CreatedBiodataLink struct {
	Link  biodatalink.Link
	Token string
	URL   string
}

// CreateBiodataLink makes a share link of the member's biodata.
type CreateBiodataLink struct {
	store     BiodataLinkStore
	sharedURL string // PUBLIC_BASE_URL + "/api/biodata/shared/"
	now       func() time.Time
}

func (c *CreateBiodataLink) Handle(ctx context.Context, me uuid.UUID, in NewBiodataLink) (CreatedBiodataLink, error) {
	if err := validateBiodata(&in.BiodataRequest); err != nil {
		return CreatedBiodataLink{}, err
	}
	l, err := biodatalink.New(me, in.Lang, in.Design, in.IncludeContact, in.Days, c.now())
	if err != nil {
		return CreatedBiodataLink{}, err
	}
	token := biodatalink.NewToken()
	if err := c.store.Create(ctx, l, biodatalink.HashToken(token)); err != nil {
		return CreatedBiodataLink{}, err
	}
	return CreatedBiodataLink{Link: l, Token: token, URL: c.sharedURL + token}, nil
}
