package app

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/calls"
	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// The calling use cases (voice and video calls between connections, docs/calls.md), one
// command or query to a file (calls_*.go), each holding only the ports it uses. The media goes
// between the browsers; these ring, answer, end and relay the signaling over the live stream.
// CallsApplication is their index: the HTTP adapter calls Commands.X.Handle and Queries.X.Handle.
type CallsApplication struct {
	Commands CallsCommands
	Queries  CallsQueries
}

// CallsCommands change something.
type CallsCommands struct {
	Start   *StartCall
	Answer  *AnswerCall
	Decline *DeclineCall
	HangUp  *HangUpCall
	Signal  *SendCallSignal
	// Sweep turns calls that rang out into missed ones (a background loop runs it).
	Sweep *SweepCalls
}

// CallsQueries read.
type CallsQueries struct {
	IceServers *CallIceServers
	Log        *ReadCallLog
}

// CallsPorts are every port the calling use cases use between them. Limits counts call starts
// and signals (PolicyCallStarts, PolicyCallSignals); Ice is the STUN/TURN configuration (empty:
// none, which works on one network). Ice, Log and Now are optional.
type CallsPorts struct {
	Profiles      ProfileStore
	Store         CallStore
	Subscriptions SubscriptionStore
	Limits        *RateLimiter
	Ice           IceConfig
	Log           *slog.Logger
	Now           func() time.Time
}

var (
	// PolicyCallStarts bounds the calls one member starts: a few attempts at a busy connection,
	// far too few to ring a list of members.
	PolicyCallStarts = Policy{Name: "call-starts-member", Limit: 10, Window: 10 * time.Minute,
		Message: "You are starting calls too quickly. Please wait a few minutes."}
	// PolicyCallSignals bounds the signals one member sends: a call takes an offer or an answer
	// and a few dozen ICE candidates; a renegotiation or two more.
	PolicyCallSignals = Policy{Name: "call-signals-member", Limit: 300, Window: time.Minute,
		Message: "Too many call signals. Please wait a moment."}
)

// NewCallsApplication builds every calling use case, naming every port missing.
func NewCallsApplication(p CallsPorts) (*CallsApplication, error) {
	if err := requireFields("CallsApplication", p, "Ice", "Log", "Now"); err != nil {
		return nil, err
	}
	now, log := clockOr(p.Now), logOr(p.Log)
	gates := &sendGates{profiles: p.Profiles, subscriptions: p.Subscriptions, now: now}
	return &CallsApplication{
		Commands: CallsCommands{
			Start:   &StartCall{profiles: p.Profiles, store: p.Store, limits: p.Limits, gates: gates, log: log, now: now},
			Answer:  &AnswerCall{profiles: p.Profiles, store: p.Store, now: now},
			Decline: &DeclineCall{profiles: p.Profiles, store: p.Store, now: now},
			HangUp:  &HangUpCall{profiles: p.Profiles, store: p.Store, now: now},
			Signal:  &SendCallSignal{store: p.Store, limits: p.Limits, now: now},
			Sweep:   &SweepCalls{store: p.Store, log: log, now: now},
		},
		Queries: CallsQueries{
			IceServers: &CallIceServers{config: p.Ice, now: now},
			Log:        &ReadCallLog{profiles: p.Profiles, store: p.Store},
		},
	}, nil
}

// CallView is a call as one of its members sees it: the other member by code only.
type CallView struct {
	calls.Call
	Outgoing  bool
	OtherCode string
}

// callView reads the other member's code for me's view of c.
func callView(ctx context.Context, profiles ProfileStore, me uuid.UUID, c calls.Call) (CallView, error) {
	other, err := profiles.ProfileByAccount(ctx, c.Other(me))
	if err != nil {
		return CallView{}, err
	}
	return CallView{Call: c, Outgoing: c.Caller == me, OtherCode: other.Code}, nil
}

// callPartner is the member with code as someone to call: as for messaging (messagingPartner).
func callPartner(ctx context.Context, profiles ProfileStore, me uuid.UUID, code string) (profile.Profile, error) {
	p, err := messagingPartner(ctx, profiles, me, code)
	if errors.Is(err, messages.ErrSelf) {
		return profile.Profile{}, calls.ErrSelf
	}
	return p, err
}
