package app_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// msgStore answers the send rule's pair from pairs (keyed by the recipient) and keeps what it stored.
type msgStore struct {
	app.MessageStore
	pairs   map[uuid.UUID]messages.Pair
	sent    []messages.Message
	views   []app.ConversationView // what Conversations answers
	history []messages.Message     // newest first
	asked   []int                  // the limits asked of Conversations and History
}

func (s *msgStore) Send(_ context.Context, sender, recipient uuid.UUID, text string, now time.Time,
	decide func(messages.Pair) error) (messages.Message, error) {
	p := s.pairs[recipient]
	if err := decide(p); err != nil {
		return messages.Message{}, err
	}
	conv := p.Conversation.ID
	if conv == uuid.Nil {
		conv = uuid.New()
	}
	m := messages.Message{ID: uuid.New(), Conversation: conv, Sender: sender, Text: text, SentAt: now, Seq: int64(len(s.sent) + 1)}
	s.sent = append(s.sent, m)
	return m, nil
}

func (s *msgStore) Connected(_ context.Context, _, b uuid.UUID) (bool, error) {
	return s.pairs[b].Connected, nil
}

func (s *msgStore) ConversationWith(_ context.Context, _, other uuid.UUID) (app.ConversationView, bool, error) {
	c := s.pairs[other].Conversation
	return app.ConversationView{Conversation: c}, c.Exists(), nil
}

func (s *msgStore) Conversations(_ context.Context, _ uuid.UUID, _ int64, limit int) ([]app.ConversationView, error) {
	s.asked = append(s.asked, limit)
	return s.views[:min(limit, len(s.views))], nil
}

func (s *msgStore) Conversation(_ context.Context, _, id uuid.UUID) (app.ConversationView, error) {
	for other, p := range s.pairs {
		if p.Conversation.ID == id {
			return app.ConversationView{Conversation: p.Conversation, Other: matching.Card{AccountID: other}}, nil
		}
	}
	return app.ConversationView{}, messages.ErrConversationNotFound
}

func (s *msgStore) History(_ context.Context, _, _ uuid.UUID, _ int64, limit int) ([]messages.Message, error) {
	s.asked = append(s.asked, limit)
	return s.history[:min(limit, len(s.history))], nil
}

// subs answers each member's current subscription.
type subs struct {
	app.SubscriptionStore
	of map[uuid.UUID]plans.Subscription
}

func (f subs) Current(_ context.Context, id uuid.UUID, _ time.Time) (plans.Subscription, error) {
	return f.of[id], nil
}

type msgRig struct {
	m        *app.MessagingApplication
	profiles fakeProfiles
	store    *msgStore
	subs     subs
	limits   *app.RateLimiter
}

var msgNow = time.Date(2026, 11, 23, 18, 30, 0, 0, time.UTC)

func activeSub(id uuid.UUID) plans.Subscription {
	return plans.Subscription{ID: uuid.New(), Account: id, Plan: plans.Premium, StartsAt: msgNow.AddDate(0, -1, 0), EndsAt: msgNow.AddDate(0, 2, 0)}
}

func TestMessagingSendDecisions(t *testing.T) {
	ctx := context.Background()
	me := member("MHGROOM101", "male")
	me.PreferredPlan = "elite"
	bride, otherGroom := member("MHBRIDE101", "female"), member("MHGROOM102", "male")
	stranger, hidden := member("MHBRIDE102", "female"), member("MHBRIDE103", "female")
	hidden.Suspended = true
	repliesTo := member("MHBRIDE104", "female")
	startedByMe := member("MHBRIDE105", "female")
	theirs := messages.Conversation{ID: uuid.New(), StartedBy: repliesTo.AccountID, StartedAt: msgNow.Add(-time.Hour)}
	mine := messages.Conversation{ID: uuid.New(), StartedBy: me.AccountID, StartedAt: msgNow.Add(-time.Hour)}

	setup := func(subscribed bool) msgRig {
		t.Helper()
		store := &msgStore{pairs: map[uuid.UUID]messages.Pair{
			bride.AccountID:       {Connected: true},
			otherGroom.AccountID:  {Connected: true},
			repliesTo.AccountID:   {Connected: true, Conversation: theirs},
			startedByMe.AccountID: {Connected: true, Conversation: mine},
			hidden.AccountID:      {Connected: true},
		}}
		s := subs{of: map[uuid.UUID]plans.Subscription{}}
		if subscribed {
			s.of[me.AccountID] = activeSub(me.AccountID)
		}
		clock := func() time.Time { return msgNow }
		limits := app.NewRateLimiter(&memoryCounter{windows: map[string]struct {
			hits int
			ends time.Time
		}{}}, slog.New(slog.NewTextHandler(io.Discard, nil)), clock)
		profiles := fakeProfiles{byCode: map[string]profile.Profile{}}
		for _, p := range []profile.Profile{me, bride, otherGroom, stranger, hidden, repliesTo, startedByMe} {
			profiles.byCode[p.Code] = p
		}
		m, err := app.NewMessagingApplication(app.MessagingPorts{Profiles: profiles, Store: store, Subscriptions: s, Limits: limits, Now: clock})
		if err != nil {
			t.Fatal(err)
		}
		return msgRig{m: m, profiles: profiles, store: store, subs: s, limits: limits}
	}

	for _, c := range []struct {
		name       string
		subscribed bool
		to, text   string
		want       error
	}{
		{"a subscriber starts a conversation with a connection", true, bride.Code, "Namaskar", nil},
		{"a subscriber continues their own conversation", true, startedByMe.Code, "Hello again", nil},
		{"a free member replies to a conversation the other started", false, repliesTo.Code, "Thank you", nil},
		{"a free member cannot start one", false, bride.Code, "Namaskar", messages.ErrSubscriptionRequired},
		{"a lapsed starter cannot continue", false, startedByMe.Code, "Hello?", messages.ErrSubscriptionRequired},
		{"not connected, even subscribed", true, stranger.Code, "Hi", messages.ErrNotConnected},
		{"never to oneself", true, me.Code, "Hi", messages.ErrSelf},
		{"never to one's own gender", true, otherGroom.Code, "Hi", profile.ErrNotFound},
		{"a suspended member is not found", true, hidden.Code, "Hi", profile.ErrNotFound},
		{"an unknown code is not found", true, "MHNOBODY99", "Hi", profile.ErrNotFound},
		{"an empty message is a form error", true, bride.Code, "   \r\n ", errs.ErrInvalid},
		{"a control character is a form error", true, bride.Code, "hi\x00", errs.ErrInvalid},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := setup(c.subscribed)
			ev, err := r.m.Commands.Send.Handle(ctx, me.AccountID, c.to, c.text)
			if !errors.Is(err, c.want) || (c.want == nil) != (err == nil) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
			if c.want != nil {
				if len(r.store.sent) != 0 {
					t.Fatalf("stored %+v", r.store.sent)
				}
				return
			}
			if len(r.store.sent) != 1 || ev.Message != r.store.sent[0] || ev.SenderCode != me.Code {
				t.Fatalf("event %+v, stored %+v", ev, r.store.sent)
			}
			if m := r.store.sent[0]; m.Sender != me.AccountID || !m.SentAt.Equal(msgNow) {
				t.Fatalf("stored %+v", m)
			}
		})
	}

	t.Run("the text is stored trimmed, line breaks as \\n", func(t *testing.T) {
		r := setup(true)
		if _, err := r.m.Commands.Send.Handle(ctx, me.AccountID, bride.Code, "  line one\r\nline two \n"); err != nil {
			t.Fatal(err)
		}
		if got := r.store.sent[0].Text; got != "line one\nline two" {
			t.Fatalf("stored %q", got)
		}
	})

	t.Run("a subscription that has ended stops sending at once", func(t *testing.T) {
		r := setup(true)
		sub := r.subs.of[me.AccountID]
		sub.EndsAt = msgNow
		r.subs.of[me.AccountID] = sub
		if _, err := r.m.Commands.Send.Handle(ctx, me.AccountID, bride.Code, "Hi"); !errors.Is(err, messages.ErrSubscriptionRequired) {
			t.Fatalf("got %v", err)
		}
	})

	t.Run("sends per member are rate limited", func(t *testing.T) {
		r := setup(true)
		r.limits.SetLimit(app.PolicyMessageSends, 2)
		for i := range 2 {
			if _, err := r.m.Commands.Send.Handle(ctx, me.AccountID, bride.Code, "Hi"); err != nil {
				t.Fatalf("message %d: %v", i+1, err)
			}
		}
		var rl *errs.RateLimitedError
		if _, err := r.m.Commands.Send.Handle(ctx, me.AccountID, bride.Code, "Hi"); !errors.As(err, &rl) {
			t.Fatalf("got %v", err)
		}
		if len(r.store.sent) != 2 {
			t.Fatalf("stored %d", len(r.store.sent))
		}
	})

	t.Run("a thread says whether the caller may write and offers a plan only behind the subscription gate", func(t *testing.T) {
		for _, c := range []struct {
			name       string
			subscribed bool
			with       profile.Profile
			gate       error
			upgrade    plans.Code
		}{
			{"subscribed", true, bride, nil, ""},
			{"free, may reply", false, repliesTo, nil, ""},
			{"free, may not start: the preferred plan is offered", false, bride, messages.ErrSubscriptionRequired, plans.Elite},
			{"not connected: no plan would help", true, stranger, messages.ErrNotConnected, ""},
		} {
			r := setup(c.subscribed)
			th, err := r.m.Queries.With.Handle(ctx, me.AccountID, c.with.Code)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			if !errors.Is(th.SendGate, c.gate) || (c.gate == nil) != (th.SendGate == nil) || th.UpgradePlan != c.upgrade ||
				th.MyCode != me.Code || th.Other.Code != c.with.Code {
				t.Errorf("%s: gate %v plan %q, card %q", c.name, th.SendGate, th.UpgradePlan, th.Other.Code)
			}
		}
	})

	t.Run("without a preference the gate offers the standard plan", func(t *testing.T) {
		r := setup(false)
		free := me
		free.PreferredPlan = ""
		r.profiles.byCode[me.Code] = free
		th, err := r.m.Queries.With.Handle(ctx, me.AccountID, bride.Code)
		if err != nil || th.UpgradePlan != plans.Standard {
			t.Fatalf("%q %v", th.UpgradePlan, err)
		}
	})
}

func TestMessagingPages(t *testing.T) {
	ctx := context.Background()
	me, bride := member("MHGROOM201", "male"), member("MHBRIDE201", "female")
	conv := messages.Conversation{ID: uuid.New(), StartedBy: me.AccountID}
	setup := func() (*app.MessagingApplication, *msgStore) {
		store := &msgStore{pairs: map[uuid.UUID]messages.Pair{bride.AccountID: {Connected: true, Conversation: conv}}}
		for i := range 5 {
			store.views = append(store.views, app.ConversationView{Connected: true, Last: messages.Message{Seq: int64(100 - i)}})
			store.history = append(store.history, messages.Message{ID: uuid.New(), Seq: int64(50 - i)})
		}
		clock := func() time.Time { return msgNow }
		limits := app.NewRateLimiter(&memoryCounter{windows: map[string]struct {
			hits int
			ends time.Time
		}{}}, slog.New(slog.NewTextHandler(io.Discard, nil)), clock)
		m, err := app.NewMessagingApplication(app.MessagingPorts{Profiles: fakeProfiles{byCode: map[string]profile.Profile{me.Code: me, bride.Code: bride}},
			Store: store, Subscriptions: subs{of: map[uuid.UUID]plans.Subscription{}}, Limits: limits, Now: clock})
		if err != nil {
			t.Fatal(err)
		}
		return m, store
	}

	t.Run("a full conversation page points at the next one", func(t *testing.T) {
		m, store := setup()
		page, err := m.Queries.Conversations.Handle(ctx, me.AccountID, 0, 3)
		if err != nil || len(page.Conversations) != 3 || page.Before != 98 || store.asked[0] != 4 {
			t.Fatalf("%d conversations, before %d, asked %v (%v)", len(page.Conversations), page.Before, store.asked, err)
		}
		last, err := m.Queries.Conversations.Handle(ctx, me.AccountID, 0, 10)
		if err != nil || len(last.Conversations) != 5 || last.Before != 0 {
			t.Fatalf("last page: %d, before %d (%v)", len(last.Conversations), last.Before, err)
		}
		if _, err := m.Queries.Conversations.Handle(ctx, me.AccountID, 0, 0); err != nil || store.asked[2] != messages.ConversationsPerPage+1 {
			t.Fatalf("default size asked %v", store.asked)
		}
		if _, err := m.Queries.Conversations.Handle(ctx, me.AccountID, 0, 1000); err != nil || store.asked[3] != messages.MaxConversationsPerPage+1 {
			t.Fatalf("capped size asked %v", store.asked)
		}
	})

	t.Run("history reads oldest first with the cursor of the older page", func(t *testing.T) {
		m, store := setup()
		page, err := m.Queries.History.Handle(ctx, me.AccountID, conv.ID, 0, 3)
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Messages) != 3 || page.Messages[0].Seq != 48 || page.Messages[2].Seq != 50 || page.Before != 48 {
			t.Fatalf("messages %+v, before %d", page.Messages, page.Before)
		}
		if page.Thread.Other.Code != bride.Code || !page.Thread.Connected || store.asked[0] != 4 {
			t.Fatalf("thread %+v", page.Thread)
		}
	})

	t.Run("someone else's conversation does not exist", func(t *testing.T) {
		m, _ := setup()
		if _, err := m.Queries.History.Handle(ctx, me.AccountID, uuid.New(), 0, 3); !errors.Is(err, messages.ErrConversationNotFound) {
			t.Fatalf("got %v", err)
		}
	})
}
