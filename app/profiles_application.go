package app

import (
	"log/slog"
	"time"
)

// ProfilesApplication is the member's own profile, one use case to a file (profiles_*.go), laid
// out as admin_application.go.
type ProfilesApplication struct {
	Commands ProfilesCommands
	Queries  ProfilesQueries
}

// ProfilesCommands change the member's profile.
type ProfilesCommands struct {
	Edit *EditOwnProfile
	// RecordActivity notes every authenticated request's member as active (and, run in the
	// background, writes them in batches).
	RecordActivity *RecordActivity
}

// ProfilesQueries read it.
type ProfilesQueries struct {
	Own *ReadOwnProfile
}

// ProfilesPorts are what the profile use cases use; Log and Now are optional (a discarding
// log, the wall clock).
type ProfilesPorts struct {
	Store  ProfileStore
	Photos PhotoStore
	Log    *slog.Logger
	Now    func() time.Time
}

// NewProfilesApplication builds the profile use cases, naming every port missing.
func NewProfilesApplication(p ProfilesPorts) (*ProfilesApplication, error) {
	if err := requireFields("ProfilesApplication", p, "Log", "Now"); err != nil {
		return nil, err
	}
	return &ProfilesApplication{
		Commands: ProfilesCommands{
			Edit:           NewEditOwnProfile(p.Store, p.Photos, p.Log, p.Now),
			RecordActivity: NewRecordActivity(p.Store, p.Log, p.Now),
		},
		Queries: ProfilesQueries{Own: NewReadOwnProfile(p.Store)},
	}, nil
}
