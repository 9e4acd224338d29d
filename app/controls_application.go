package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// ControlsApplication is a member's control over who sees what and what they keep
// (docs/adr/0016-trust-and-safety.md): who sees their picture, pausing their profile, photo
// requests, the shortlist and who viewed their profile. One use case to a file (controls_*.go),
// laid out as admin_application.go.
type ControlsApplication struct {
	Commands ControlsCommands
	Queries  ControlsQueries
}

// ControlsCommands change the member's settings and lists.
type ControlsCommands struct {
	SetSettings        *SetPrivacySettings
	RequestPhoto       *RequestPhoto
	DecidePhotoRequest *DecidePhotoRequest
	Save               *SaveToShortlist
	Unsave             *RemoveFromShortlist
}

// ControlsQueries read them.
type ControlsQueries struct {
	PhotoRequests *PendingPhotoRequests
	Shortlist     *ReadShortlist
	Viewers       *ReadViewers
}

// ControlsPorts are what the controls use; Log and Now are optional (a discarding log, the wall
// clock).
type ControlsPorts struct {
	Profiles ProfileStore
	Store    ControlStore
	Safety   SafetyStore
	Log      *slog.Logger
	Now      func() time.Time
}

// NewControlsApplication builds the controls, naming every port missing.
func NewControlsApplication(p ControlsPorts) (*ControlsApplication, error) {
	if err := requireFields("ControlsApplication", p, "Log", "Now"); err != nil {
		return nil, err
	}
	reach := reachability{profiles: p.Profiles, safety: p.Safety}
	return &ControlsApplication{
		Commands: ControlsCommands{
			SetSettings:        NewSetPrivacySettings(p.Store, p.Log, p.Now),
			RequestPhoto:       NewRequestPhoto(reach, p.Store, p.Now),
			DecidePhotoRequest: NewDecidePhotoRequest(p.Profiles, p.Store, p.Now),
			Save:               NewSaveToShortlist(reach, p.Store, p.Now),
			Unsave:             NewRemoveFromShortlist(p.Profiles, p.Store),
		},
		Queries: ControlsQueries{
			PhotoRequests: NewPendingPhotoRequests(p.Store),
			Shortlist:     NewReadShortlist(p.Store),
			Viewers:       NewReadViewers(p.Store, p.Now),
		},
	}, nil
}

var (
	errPhotoRequestNotNeeded = errs.New(errs.ErrConflict, "photo_request_not_needed",
		"This member does not show photos on request.")
	errPhotoRequestNotFound = errs.New(errs.ErrNotFound, "photo_request_not_found",
		"There is no photo request from this member waiting for your answer.")
)

// reachability finds the members a member may deal with.
type reachability struct {
	profiles ProfileStore
	safety   SafetyStore
}

// reachable is the member with code as a member who may deal with them: shown to the caller
// (shown), not blocked either way, not paused.
func (r reachability) reachable(ctx context.Context, me uuid.UUID, code string) (profile.Profile, error) {
	p, err := shown(ctx, r.profiles, me, code)
	if err != nil {
		return profile.Profile{}, err
	}
	if p.AccountID == me || p.Paused {
		return profile.Profile{}, profile.ErrNotFound
	}
	blocked, err := r.safety.Blocked(ctx, me, p.AccountID)
	if err != nil {
		return profile.Profile{}, err
	}
	if blocked {
		return profile.Profile{}, profile.ErrNotFound
	}
	return p, nil
}
