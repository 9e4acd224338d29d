package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/messages"
)

// FeedStore reads what a member's live stream carries. Each call reads one snapshot, so the
// kinds of event are consistent with each other and with the counts.
type FeedStore interface {
	// Head is the newest position in the member's stream with the two unread counts: a stream
	// that does not resume starts after it.
	Head(ctx context.Context, me uuid.UUID) (StreamState, error)
	// After answers up to limit events of each kind positioned after `after`, oldest first, with
	// the unread counts at that moment.
	After(ctx context.Context, me uuid.UUID, after int64, limit int) (Feed, error)
}

// StreamState is where a stream stands: its newest position and the two badges.
type StreamState struct {
	Head                   int64
	Unread, UnreadMessages int
}

// MessageEvent is a message in a stream: sent to the member, or by them on another device.
type MessageEvent struct {
	messages.Message
	SenderCode string
}

// ReadEvent is a member (the stream's owner or the other member) having read a conversation up
// to a message.
type ReadEvent struct {
	Conversation uuid.UUID
	Reader       uuid.UUID
	ReaderCode   string
	UpTo         uuid.UUID
	At           time.Time
	Pos          int64
}
