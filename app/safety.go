package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/safety"
)

// Safety is a member protecting themself: blocking, unblocking and reporting a profile
// (docs/adr/0016-trust-and-safety.md).
type Safety struct {
	Profiles  ProfileStore
	Store     SafetyStore
	Discovery *NoteWrite // discovery's read routing: the other member's next reads come from the primary
	Limits    *RateLimiter
	Log       *slog.Logger
	Now       func() time.Time
}

// SafetyDeps are what Safety needs; Discovery is optional (nil: no read routing to steer), Log
// and Now have defaults.
type SafetyDeps struct {
	Profiles  ProfileStore
	Store     SafetyStore
	Limits    *RateLimiter
	Discovery *NoteWrite
	Log       *slog.Logger
	Now       func() time.Time
}

// NewSafety builds Safety, naming every required dependency missing.
func NewSafety(d SafetyDeps) (*Safety, error) {
	r := required{useCase: "Safety"}
	r.need("Profiles", d.Profiles)
	r.need("Store", d.Store)
	r.need("Limits", d.Limits)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Safety{Profiles: d.Profiles, Store: d.Store, Discovery: d.Discovery, Limits: d.Limits, Log: logOr(d.Log),
		Now: clockOr(d.Now)}, nil
}

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

// Block hides the member with code from the caller and the caller from them, everywhere, and ends
// what was between them (their request or connection, photo requests, shortlists, views).
func (s *Safety) Block(ctx context.Context, me uuid.UUID, code string) error {
	other, err := shown(ctx, s.Profiles, me, code)
	if err != nil {
		return err
	}
	if other.AccountID == me {
		return safety.ErrBlockSelf
	}
	if err := s.Store.Block(ctx, me, other.AccountID, s.Now()); err != nil {
		return err
	}
	s.wrote(ctx, other.AccountID)
	s.Log.Info("member blocked", slog.String("account", me.String()))
	return nil
}

// Unblock lifts the caller's block of the member with code; nothing that the block ended comes
// back, the two may simply meet again.
func (s *Safety) Unblock(ctx context.Context, me uuid.UUID, code string) error {
	other, err := s.Profiles.ProfileByCode(ctx, code)
	if err != nil {
		return err
	}
	if err := s.Store.Unblock(ctx, me, other.AccountID); err != nil {
		return err
	}
	s.wrote(ctx, other.AccountID)
	s.Log.Info("member unblocked", slog.String("account", me.String()))
	return nil
}

// Blocks are the members the caller blocked (the settings list they unblock from).
func (s *Safety) Blocks(ctx context.Context, me uuid.UUID) ([]safety.Blocked, error) {
	return s.Store.Blocks(ctx, me)
}

// Report files a report of the member with code for the moderation queue, and blocks them. A
// member already blocked can still be reported (from the blocked list, or a conversation kept
// as evidence), so only the opposite-gender and suspension rules decide who can be.
func (s *Safety) Report(ctx context.Context, me uuid.UUID, code, reason, details string) error {
	p, err := s.Profiles.ProfileByCode(ctx, code)
	if err != nil {
		return err
	}
	if p.AccountID == me {
		return safety.ErrReportSelf
	}
	if _, err := shown(ctx, s.Profiles, me, code); err != nil {
		return err
	}
	r, err := safety.NewReport(me, p.AccountID, reason, details, s.Now())
	if err != nil {
		return err
	}
	if err := s.Limits.Take(ctx, PolicyReports, me.String()); err != nil {
		return err
	}
	created, err := s.Store.Report(ctx, r)
	if err != nil {
		return err
	}
	s.wrote(ctx, p.AccountID)
	s.Log.Info("member reported", slog.String("account", me.String()), slog.Bool("new", created),
		slog.String("reason", string(r.Reason)))
	return nil
}

// wrote keeps the other member's discovery reads on the primary for a while, so the block shows
// on their side at once too (docs/adr/0014-read-replicas.md; the caller's side is noted by the
// HTTP adapter).
func (s *Safety) wrote(ctx context.Context, other uuid.UUID) {
	if s.Discovery != nil {
		s.Discovery.Handle(ctx, other)
	}
}
