package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// The messaging use cases (text messages between connected members, docs/decisions.md §4:
// sending, the conversation list, a conversation's history and its read state), one command or
// query to a file (messaging_*.go), each holding only the ports it uses; the send gate
// (messaging_gate.go) is shared by those that show it. MessagingApplication is their index: the
// HTTP adapter calls Commands.X.Handle and Queries.X.Handle.
type MessagingApplication struct {
	Commands MessagingCommands
	Queries  MessagingQueries
}

// MessagingCommands change something.
type MessagingCommands struct {
	Send     *SendMessage
	MarkRead *MarkConversationRead
}

// MessagingQueries read.
type MessagingQueries struct {
	With          *OpenConversation
	Conversations *ListConversations
	History       *ReadHistory
	Unread        *CountUnreadMessages
}

// MessagingPorts are every port the messaging use cases use between them; Limits counts the
// messages each member sends (PolicyMessageSends). Log and Now are optional (a discarding log,
// the wall clock).
type MessagingPorts struct {
	Profiles      ProfileStore
	Store         MessageStore
	Subscriptions SubscriptionStore
	Limits        *RateLimiter
	Log           *slog.Logger
	Now           func() time.Time
}

// NewMessagingApplication builds every messaging use case, naming every port missing.
func NewMessagingApplication(p MessagingPorts) (*MessagingApplication, error) {
	if err := requireFields("MessagingApplication", p, "Log", "Now"); err != nil {
		return nil, err
	}
	now := clockOr(p.Now)
	gates := &sendGates{profiles: p.Profiles, subscriptions: p.Subscriptions, now: now}
	return &MessagingApplication{
		Commands: MessagingCommands{
			Send: &SendMessage{profiles: p.Profiles, store: p.Store, limits: p.Limits, gates: gates, log: logOr(p.Log),
				now: now},
			MarkRead: &MarkConversationRead{store: p.Store, now: now},
		},
		Queries: MessagingQueries{
			With:          &OpenConversation{profiles: p.Profiles, store: p.Store, gates: gates},
			Conversations: &ListConversations{store: p.Store, gates: gates},
			History:       &ReadHistory{profiles: p.Profiles, store: p.Store, gates: gates},
			Unread:        &CountUnreadMessages{store: p.Store},
		},
	}, nil
}

// messagingPartner is the member with code as a messaging partner: never the caller, never a suspended member.
func messagingPartner(ctx context.Context, profiles ProfileStore, me uuid.UUID, code string) (profile.Profile, error) {
	p, err := profiles.ProfileByCode(ctx, code)
	if err != nil {
		return profile.Profile{}, err
	}
	if p.AccountID == me {
		return profile.Profile{}, messages.ErrSelf
	}
	if p.Suspended {
		return profile.Profile{}, profile.ErrNotFound
	}
	// A member of one's own gender is not there for messaging either, as for profile views
	// (matching.MayMeet, docs/decisions.md): without this the conversation endpoint showed
	// their card (name, age, city, picture) to someone the profile route answers 404.
	mine, err := profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return profile.Profile{}, err
	}
	if !matching.MayMeet(mine.Gender, p.Gender) {
		return profile.Profile{}, profile.ErrNotFound
	}
	return p, nil
}

// cursor turns "no cursor" into "after every position".
func cursor(before int64) int64 {
	if before <= 0 {
		return 1<<63 - 1
	}
	return before
}

func pageSize(limit, def, maxLimit int) int {
	if limit < 1 {
		return def
	}
	return min(limit, maxLimit)
}

func cardOf(p profile.Profile) matching.Card {
	return matching.Card{AccountID: p.AccountID, Code: p.Code, FullName: p.FullName, DOB: p.DOB, Caste: p.Caste,
		City: p.City, PhotoID: p.PhotoID}
}
