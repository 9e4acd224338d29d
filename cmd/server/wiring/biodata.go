package wiring

import (
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/biodatapdf"
	"github.com/reshimgathi/reshimgathi/adapters/httpapi"
	"github.com/reshimgathi/reshimgathi/app"
)

// newBiodata draws biodatas with the embedded Noto fonts (docs/biodata.md); the fonts are part
// of the binary, so a failure to parse them is a build defect and stops the server.
func newBiodata(svc httpapi.Services, photos app.BiodataPhotos) *app.DownloadBiodata {
	renderer := must(biodatapdf.NewRenderer())
	return app.NewDownloadBiodata(svc.Profiles.Queries.Own, svc.Discovery.Queries.ViewProfile, renderer, photos, time.Now)
}
