package app

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// Messaging is text messages between connected members (docs/decisions.md §4): sending, the
// conversation list, a conversation's history and its read state.
type Messaging struct {
	Profiles      ProfileStore
	Store         MessageStore
	Subscriptions SubscriptionStore
	Log           *slog.Logger
	Now           func() time.Time

	// Limits counts the messages each member sends (PolicyMessageSends).
	Limits *RateLimiter
}

// MessagingDeps are what Messaging needs; Log and Now have defaults.
type MessagingDeps struct {
	Profiles      ProfileStore
	Store         MessageStore
	Subscriptions SubscriptionStore
	Limits        *RateLimiter
	Log           *slog.Logger
	Now           func() time.Time
}

// NewMessaging builds Messaging, naming every required dependency missing.
func NewMessaging(d MessagingDeps) (*Messaging, error) {
	r := required{useCase: "Messaging"}
	r.need("Profiles", d.Profiles)
	r.need("Store", d.Store)
	r.need("Subscriptions", d.Subscriptions)
	r.need("Limits", d.Limits)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Messaging{Profiles: d.Profiles, Store: d.Store, Subscriptions: d.Subscriptions, Limits: d.Limits,
		Log: logOr(d.Log), Now: clockOr(d.Now)}, nil
}

// other is the member with code as a messaging partner: never the caller, never a suspended member.
func (m *Messaging) other(ctx context.Context, me uuid.UUID, code string) (profile.Profile, error) {
	p, err := m.Profiles.ProfileByCode(ctx, code)
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
	mine, err := m.Profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return profile.Profile{}, err
	}
	if !matching.MayMeet(mine.Gender, p.Gender) {
		return profile.Profile{}, profile.ErrNotFound
	}
	return p, nil
}

// Send sends text to the member with code. The sender must be connected with them and hold an
// active subscription, unless they reply to a conversation the other member started. The
// subscription is read at this moment, so one that has just ended stops sending at once.
func (m *Messaging) Send(ctx context.Context, me uuid.UUID, code, text string) (MessageEvent, error) {
	body, err := messages.NewText(text)
	if err != nil {
		return MessageEvent{}, err
	}
	other, err := m.other(ctx, me, code)
	if err != nil {
		return MessageEvent{}, err
	}
	if err := m.Limits.Take(ctx, PolicyMessageSends, me.String()); err != nil {
		return MessageEvent{}, err
	}
	g, err := m.gateFor(ctx, me)
	if err != nil {
		return MessageEvent{}, err
	}
	msg, err := m.Store.Send(ctx, me, other.AccountID, body, m.Now(), func(p messages.Pair) error {
		return messages.MaySend(me, g.subscribed, p)
	})
	if err != nil {
		return MessageEvent{}, err
	}
	m.Log.Info("message sent", slog.String("account", me.String()), slog.String("conversation", msg.Conversation.String()))
	return MessageEvent{Message: msg, SenderCode: g.myCode}, nil
}

// Thread is a conversation as its screen shows it: whether the caller may write, and if a
// subscription is what stops them, the plan to offer.
type Thread struct {
	ConversationView
	MyCode      string // the caller's member code (messages name their sender by code)
	SendGate    error  // nil when the caller may send now
	UpgradePlan plans.Code
}

// gate is what the send rule needs to know about the caller, read once for many conversations.
type gate struct {
	me         uuid.UUID
	myCode     string
	subscribed bool
	upgrade    plans.Code
}

func (m *Messaging) gateFor(ctx context.Context, me uuid.UUID) (gate, error) {
	now := m.Now()
	sub, err := m.Subscriptions.Current(ctx, me, now)
	if err != nil {
		return gate{}, err
	}
	mine, err := m.Profiles.ProfileByAccount(ctx, me)
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

// With is the caller's conversation with the member with code, also before anyone has written.
func (m *Messaging) With(ctx context.Context, me uuid.UUID, code string) (Thread, error) {
	other, err := m.other(ctx, me, code)
	if err != nil {
		return Thread{}, err
	}
	v, _, err := m.Store.ConversationWith(ctx, me, other.AccountID)
	if err != nil {
		return Thread{}, err
	}
	if v.Connected, err = m.Store.Connected(ctx, me, other.AccountID); err != nil {
		return Thread{}, err
	}
	v.Other = cardOf(other)
	g, err := m.gateFor(ctx, me)
	if err != nil {
		return Thread{}, err
	}
	return g.thread(v), nil
}

// ConversationPage is one page of the caller's conversations; Before asks for the next (0: none).
type ConversationPage struct {
	Conversations []Thread
	Before        int64
}

// Conversations lists the caller's conversations, the most recently active first. before is the
// cursor of the previous page (0 for the first).
func (m *Messaging) Conversations(ctx context.Context, me uuid.UUID, before int64, limit int) (ConversationPage, error) {
	limit = pageSize(limit, messages.ConversationsPerPage, messages.MaxConversationsPerPage)
	views, err := m.Store.Conversations(ctx, me, cursor(before), limit+1)
	if err != nil {
		return ConversationPage{}, err
	}
	var page ConversationPage
	if len(views) > limit {
		views = views[:limit]
		page.Before = views[limit-1].Last.Seq
	}
	g, err := m.gateFor(ctx, me)
	if err != nil {
		return ConversationPage{}, err
	}
	page.Conversations = make([]Thread, 0, len(views))
	for _, v := range views {
		page.Conversations = append(page.Conversations, g.thread(v))
	}
	return page, nil
}

// HistoryPage is one page of a conversation, oldest message first; Before asks for the older
// page (0: this is the beginning).
type HistoryPage struct {
	Thread   Thread
	Messages []messages.Message
	Before   int64
}

// History reads the caller's conversation backwards from the cursor before (0: the newest).
func (m *Messaging) History(ctx context.Context, me, conversation uuid.UUID, before int64, limit int) (HistoryPage, error) {
	limit = pageSize(limit, messages.MessagesPerPage, messages.MaxMessagesPerPage)
	v, err := m.Store.Conversation(ctx, me, conversation)
	if err != nil {
		return HistoryPage{}, err
	}
	other, err := m.Profiles.ProfileByAccount(ctx, v.Other.AccountID)
	if err != nil {
		return HistoryPage{}, err
	}
	v.Other = cardOf(other)
	if v.Connected, err = m.Store.Connected(ctx, me, other.AccountID); err != nil {
		return HistoryPage{}, err
	}
	g, err := m.gateFor(ctx, me)
	if err != nil {
		return HistoryPage{}, err
	}
	newestFirst, err := m.Store.History(ctx, me, conversation, cursor(before), limit+1)
	if err != nil {
		return HistoryPage{}, err
	}
	page := HistoryPage{Thread: g.thread(v)}
	if len(newestFirst) > limit {
		newestFirst = newestFirst[:limit]
		page.Before = newestFirst[limit-1].Seq
	}
	page.Messages = make([]messages.Message, len(newestFirst))
	for i, msg := range newestFirst {
		page.Messages[len(newestFirst)-1-i] = msg
	}
	return page, nil
}

// MarkRead records that the caller has read the conversation up to the message upTo, and
// answers what is left unread in it and in all their conversations.
func (m *Messaging) MarkRead(ctx context.Context, me, conversation, upTo uuid.UUID) (left, total int, err error) {
	if err := m.Store.MarkRead(ctx, me, conversation, upTo, m.Now()); err != nil {
		return 0, 0, err
	}
	v, err := m.Store.Conversation(ctx, me, conversation)
	if err != nil {
		return 0, 0, err
	}
	total, err = m.Store.Unread(ctx, me)
	return v.Unread, total, err
}

// Unread is the header badge: messages sent to the caller that they have not read.
func (m *Messaging) Unread(ctx context.Context, me uuid.UUID) (int, error) {
	return m.Store.Unread(ctx, me)
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
