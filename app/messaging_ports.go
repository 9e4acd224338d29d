package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/messages"
)

// MessageStore keeps conversations and their messages. Every read goes through the caller's own
// side of a conversation, so a conversation that is not theirs does not exist for them.
type MessageStore interface {
	// Send stores text from sender to recipient in the pair's conversation (starting it when there
	// is none) if decide accepts the pair as read in the same transaction, and wakes both members'
	// live streams at commit.
	Send(ctx context.Context, sender, recipient uuid.UUID, text string, now time.Time,
		decide func(messages.Pair) error) (messages.Message, error)
	// Connected reports whether the two members have an accepted connection request.
	Connected(ctx context.Context, a, b uuid.UUID) (bool, error)
	// Conversations lists the caller's conversations whose newest message is older than position
	// before, newest first.
	Conversations(ctx context.Context, me uuid.UUID, before int64, limit int) ([]ConversationView, error)
	// ConversationWith is the caller's conversation with other, without Other filled in; ok is
	// false when the two have not written yet.
	ConversationWith(ctx context.Context, me, other uuid.UUID) (v ConversationView, ok bool, err error)
	// Conversation is the caller's conversation id, without Other filled in;
	// messages.ErrConversationNotFound when it is not theirs.
	Conversation(ctx context.Context, me, id uuid.UUID) (ConversationView, error)
	// History answers up to limit messages of the caller's conversation before position before,
	// newest first.
	History(ctx context.Context, me, conversation uuid.UUID, before int64, limit int) ([]messages.Message, error)
	// MarkRead moves the caller's read marker forward to the message (never back) and wakes both
	// members' streams; messages.ErrConversationNotFound or ErrMessageNotFound when it cannot.
	MarkRead(ctx context.Context, me, conversation, upTo uuid.UUID, now time.Time) error
	// Unread counts the messages others sent the caller that the caller has not read.
	Unread(ctx context.Context, me uuid.UUID) (int, error)
}

// ConversationView is a conversation as one of its two members sees it.
type ConversationView struct {
	Conversation messages.Conversation // zero when the pair has not written yet
	Other        matching.Card         // the other member
	Connected    bool
	Last         messages.Message // the newest message; zero when none
	Unread       int              // messages from the other member the caller has not read
	// Positions of the newest message each member has read (0: none).
	ReadSeq, OtherReadSeq int64
}

// IsRead reports whether the member the message went to has read it.
func (v ConversationView) IsRead(m messages.Message) bool {
	if m.Sender == v.Other.AccountID {
		return m.Seq <= v.ReadSeq
	}
	return m.Seq <= v.OtherReadSeq
}
