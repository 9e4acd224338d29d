package app

import (
	"log/slog"
	"time"
)

// The biodata share links' use cases (docs/biodata.md, "Share links"), one command or query to
// a file (biodata_links_*.go), each holding only the ports it uses. BiodataLinksApplication is
// their index: the HTTP adapter calls Commands.X.Handle and Queries.X.Handle.
type BiodataLinksApplication struct {
	Commands BiodataLinksCommands
	Queries  BiodataLinksQueries
}

// BiodataLinksCommands change something.
type BiodataLinksCommands struct {
	Create *CreateBiodataLink
	Revoke *RevokeBiodataLink
}

// BiodataLinksQueries read (a download counts itself, but shows nothing new to the owner).
type BiodataLinksQueries struct {
	List     *ListBiodataLinks
	Download *DownloadSharedBiodata
}

// BiodataLinksPorts are every port the share links' use cases use. Biodata is the drawing and
// its cache (app/biodata.go); Profiles reads the owner's profile for a link holder; Limits
// counts link holders' downloads per client; SharedURL is where a link's URL points before its
// token (PUBLIC_BASE_URL + "/api/biodata/shared/"). Log and Now are optional.
type BiodataLinksPorts struct {
	Store     BiodataLinkStore
	Biodata   *DownloadBiodata
	Profiles  ProfileStore
	Limits    *RateLimiter
	SharedURL string
	Log       *slog.Logger
	Now       func() time.Time
}

// NewBiodataLinksApplication builds every share link use case, naming every port missing.
func NewBiodataLinksApplication(p BiodataLinksPorts) (*BiodataLinksApplication, error) {
	if err := requireFields("BiodataLinksApplication", p, "Log", "Now"); err != nil {
		return nil, err
	}
	now := clockOr(p.Now)
	return &BiodataLinksApplication{
		Commands: BiodataLinksCommands{
			Create: &CreateBiodataLink{store: p.Store, sharedURL: p.SharedURL, now: now},
			Revoke: &RevokeBiodataLink{store: p.Store, now: now},
		},
		Queries: BiodataLinksQueries{
			List: &ListBiodataLinks{store: p.Store, now: now},
			Download: &DownloadSharedBiodata{store: p.Store, biodata: p.Biodata, profiles: p.Profiles, limits: p.Limits,
				log: logOr(p.Log), now: now},
		},
	}, nil
}
