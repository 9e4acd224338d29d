package app

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// Thread is a conversation as its screen shows it: whether the caller may write, and if a
// subscription is what stops them, the plan to offer.
type Thread struct {
	ConversationView
	MyCode      string // the caller's member code (messages name their sender by code)
	SendGate    error  // nil when the caller may send now
	UpgradePlan plans.Code
}

// sendGates read a caller's gate (the same for the queries that show it and for sending).
type sendGates struct {
	profiles      ProfileStore
	subscriptions SubscriptionStore
	now           func() time.Time
}

// gate is what the send rule needs to know about the caller, read once for many conversations.
type gate struct {
	me         uuid.UUID
	myCode     string
	subscribed bool
	upgrade    plans.Code
}

func (s *sendGates) of(ctx context.Context, me uuid.UUID) (gate, error) {
	now := s.now()
	sub, err := s.subscriptions.Current(ctx, me, now)
	if err != nil {
		return gate{}, err
	}
	mine, err := s.profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return gate{}, err
	}
	return gate{me: me, myCode: mine.Code, subscribed: sub.Active(now), upgrade: upgradeFor(mine)}, nil
}

// upgradeFor is the plan the gate offers a member without a subscription (the gate stops no
// one else): their preference, or the most popular plan.
func upgradeFor(p profile.Profile) plans.Code {
	code, _ := plans.UpgradeTo("", plans.Code(p.PreferredPlan))
	return code
}

func (g gate) thread(v ConversationView) Thread {
	t := Thread{ConversationView: v, MyCode: g.myCode,
		SendGate: messages.MaySend(g.me, g.subscribed, messages.Pair{Connected: v.Connected, Conversation: v.Conversation})}
	if errors.Is(t.SendGate, messages.ErrSubscriptionRequired) {
		t.UpgradePlan = g.upgrade
	}
	return t
}
