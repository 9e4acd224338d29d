package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// SafetyApplication is a member protecting themself: blocking, unblocking and reporting a profile
// (docs/adr/0016-trust-and-safety.md), one use case to a file (safety_*.go), laid out as
// admin_application.go.
type SafetyApplication struct {
	Commands SafetyCommands
	Queries  SafetyQueries
}

// SafetyCommands change who the member meets.
type SafetyCommands struct {
	Block   *BlockMember
	Unblock *UnblockMember
	Report  *ReportMember
}

// SafetyQueries read the member's blocks.
type SafetyQueries struct {
	Blocks *ListBlocks
}

// WriteNoter is told that a member's side changed (discovery's NoteWrite): their next reads come
// from the primary, so a block shows on their side at once too (docs/adr/0014-read-replicas.md;
// the caller's side is noted by the HTTP adapter).
type WriteNoter interface {
	Handle(ctx context.Context, account uuid.UUID)
}

// SafetyPorts are what the safety use cases use. Reads is optional (nil: no read routing to
// steer); Log and Now are optional (a discarding log, the wall clock).
type SafetyPorts struct {
	Profiles ProfileStore
	Store    SafetyStore
	Limits   *RateLimiter
	Reads    WriteNoter
	Log      *slog.Logger
	Now      func() time.Time
}

// NewSafetyApplication builds the safety use cases, naming every port missing.
func NewSafetyApplication(p SafetyPorts) (*SafetyApplication, error) {
	if err := requireFields("SafetyApplication", p, "Reads", "Log", "Now"); err != nil {
		return nil, err
	}
	var reads WriteNoter = noReadRouting{}
	if !isNil(p.Reads) {
		reads = p.Reads
	}
	return &SafetyApplication{
		Commands: SafetyCommands{
			Block:   NewBlockMember(p.Profiles, p.Store, reads, p.Log, p.Now),
			Unblock: NewUnblockMember(p.Profiles, p.Store, reads, p.Log),
			Report:  NewReportMember(p.Profiles, p.Store, p.Limits, reads, p.Log, p.Now),
		},
		Queries: SafetyQueries{Blocks: NewListBlocks(p.Store)},
	}, nil
}

// noReadRouting is the read routing of a service without a replica: there is nothing to steer.
type noReadRouting struct{}

func (noReadRouting) Handle(context.Context, uuid.UUID) {}

// shown is the member with code as the caller may see them: of the opposite gender, not
// suspended. Anyone else "does not exist", as on their profile page (no oracle of who is there).
func shown(ctx context.Context, profiles ProfileStore, me uuid.UUID, code string) (profile.Profile, error) {
	p, err := profiles.ProfileByCode(ctx, code)
	if err != nil {
		return profile.Profile{}, err
	}
	if p.AccountID == me {
		return p, nil
	}
	mine, err := profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return profile.Profile{}, err
	}
	if p.Suspended || !matching.MayMeet(mine.Gender, p.Gender) {
		return profile.Profile{}, profile.ErrNotFound
	}
	return p, nil
}
