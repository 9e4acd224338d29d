package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/messages"
)

// MessageStore implements app.MessageStore.
type MessageStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewMessageStore(pool *pgxpool.Pool) *MessageStore {
	return &MessageStore{pool: pool, q: sqlcgen.New(pool)}
}

func (s *MessageStore) Send(ctx context.Context, sender, recipient uuid.UUID, text string, now time.Time,
	decide func(messages.Pair) error) (messages.Message, error) {
	msg := messages.Message{ID: uuid.New(), Sender: sender, Text: text, SentAt: now}
	err := inTx(ctx, s.pool, "SendMessage", func(q *sqlcgen.Queries) error {
		// First: the two streams' positions, which also makes the pair's first messages from both
		// sides start one conversation, not two.
		if err := lockStreams(ctx, q, sender, recipient); err != nil {
			return wrap("SendMessage", err, nil)
		}
		var pair messages.Pair
		var err error
		if pair.Connected, err = q.Connected(ctx, sqlcgen.ConnectedParams{A: sender, B: recipient}); err != nil {
			return wrap("SendMessage", err, nil)
		}
		c, err := q.ConversationBetween(ctx, sqlcgen.ConversationBetweenParams{A: sender, B: recipient})
		switch {
		case err == nil:
			pair.Conversation = messages.Conversation{ID: c.ID, StartedBy: c.StartedBy, StartedAt: c.StartedAt}
		case !errors.Is(err, pgx.ErrNoRows):
			return wrap("SendMessage", err, nil)
		}
		if err := decide(pair); err != nil {
			return err
		}
		if !pair.Conversation.Exists() {
			msg.Conversation = uuid.New()
			if err := q.InsertConversation(ctx, sqlcgen.InsertConversationParams{ID: msg.Conversation, A: sender, B: recipient, Now: now}); err != nil {
				return wrap("SendMessage", err, nil)
			}
			if err := q.InsertConversationMembers(ctx, sqlcgen.InsertConversationMembersParams{ID: msg.Conversation, A: sender, B: recipient}); err != nil {
				return wrap("SendMessage", err, nil)
			}
		} else {
			msg.Conversation = pair.Conversation.ID
		}
		if msg.Seq, err = q.InsertMessage(ctx, sqlcgen.InsertMessageParams{ID: msg.ID, ConversationID: msg.Conversation,
			SenderID: sender, Body: text, CreatedAt: now}); err != nil {
			return wrap("SendMessage", err, nil)
		}
		if err := q.SetLastMessage(ctx, sqlcgen.SetLastMessageParams{ID: msg.Conversation, Seq: msg.Seq}); err != nil {
			return wrap("SendMessage", err, nil)
		}
		return wrap("SendMessage", wakeStreams(ctx, q, recipient, sender), nil)
	})
	return msg, err
}

func (s *MessageStore) Connected(ctx context.Context, a, b uuid.UUID) (bool, error) {
	ok, err := s.q.Connected(ctx, sqlcgen.ConnectedParams{A: a, B: b})
	return ok, wrap("Connected", err, nil)
}

func (s *MessageStore) Conversations(ctx context.Context, me uuid.UUID, before int64, limit int) ([]app.ConversationView, error) {
	rows, err := s.q.ConversationPage(ctx, sqlcgen.ConversationPageParams{Me: me, Before: before, PageLimit: int32(limit)})
	if err != nil {
		return nil, wrap("Conversations", err, nil)
	}
	out := make([]app.ConversationView, 0, len(rows))
	for _, r := range rows {
		out = append(out, app.ConversationView{
			Conversation: messages.Conversation{ID: r.ID, StartedBy: r.StartedBy, StartedAt: r.StartedAt},
			Other: matching.Card{AccountID: r.OtherID, Code: r.MemberCode, FullName: r.FullName, DOB: r.Dob, Caste: r.Caste,
				City: r.City, PhotoID: value(r.PhotoID)},
			Connected: r.Connected,
			Last: messages.Message{ID: r.LastID, Conversation: r.ID, Sender: r.LastSender, Text: r.LastBody,
				SentAt: r.LastAt, Seq: r.LastSeq},
			Unread: int(r.Unread), ReadSeq: r.ReadSeq, OtherReadSeq: r.OtherReadSeq,
		})
	}
	return out, nil
}

func (s *MessageStore) ConversationWith(ctx context.Context, me, other uuid.UUID) (app.ConversationView, bool, error) {
	r, err := s.q.ConversationWith(ctx, sqlcgen.ConversationWithParams{Me: me, Other: other})
	if errors.Is(err, pgx.ErrNoRows) {
		return app.ConversationView{Other: matching.Card{AccountID: other}}, false, nil
	}
	if err != nil {
		return app.ConversationView{}, false, wrap("ConversationWith", err, nil)
	}
	return app.ConversationView{
		Conversation: messages.Conversation{ID: r.ID, StartedBy: r.StartedBy, StartedAt: r.StartedAt},
		Other:        matching.Card{AccountID: other},
		Last:         messages.Message{Conversation: r.ID, Seq: r.LastSeq},
		Unread:       int(r.Unread), ReadSeq: r.ReadSeq, OtherReadSeq: r.OtherReadSeq,
	}, true, nil
}

func (s *MessageStore) Conversation(ctx context.Context, me, id uuid.UUID) (app.ConversationView, error) {
	r, err := s.q.ConversationByID(ctx, sqlcgen.ConversationByIDParams{Me: me, ConversationID: id})
	if err != nil {
		return app.ConversationView{}, wrap("Conversation", err, messages.ErrConversationNotFound)
	}
	return app.ConversationView{
		Conversation: messages.Conversation{ID: r.ID, StartedBy: r.StartedBy, StartedAt: r.StartedAt},
		Other:        matching.Card{AccountID: r.OtherID},
		Last:         messages.Message{Conversation: r.ID, Seq: r.LastSeq},
		Unread:       int(r.Unread), ReadSeq: r.ReadSeq, OtherReadSeq: r.OtherReadSeq,
	}, nil
}

func (s *MessageStore) History(ctx context.Context, me, conversation uuid.UUID, before int64, limit int) ([]messages.Message, error) {
	rows, err := s.q.History(ctx, sqlcgen.HistoryParams{Me: me, ConversationID: conversation, Before: before, PageLimit: int32(limit)})
	if err != nil {
		return nil, wrap("History", err, nil)
	}
	out := make([]messages.Message, 0, len(rows))
	for _, r := range rows {
		out = append(out, messages.Message{ID: r.ID, Conversation: conversation, Sender: r.SenderID, Text: r.Body,
			SentAt: r.CreatedAt, Seq: r.Seq})
	}
	return out, nil
}

func (s *MessageStore) MarkRead(ctx context.Context, me, conversation, upTo uuid.UUID, now time.Time) error {
	return inTx(ctx, s.pool, "MarkRead", func(q *sqlcgen.Queries) error {
		c, err := q.MyConversation(ctx, sqlcgen.MyConversationParams{Me: me, ConversationID: conversation})
		if err != nil {
			return wrap("MarkRead", err, messages.ErrConversationNotFound)
		}
		// The read marker's new position is seen by both members' streams.
		if err := lockStreams(ctx, q, me, c.OtherID); err != nil {
			return wrap("MarkRead", err, nil)
		}
		_, err = q.MarkRead(ctx, sqlcgen.MarkReadParams{Now: &now, Me: me, ConversationID: conversation, MessageID: upTo})
		if errors.Is(err, pgx.ErrNoRows) {
			// Nothing moved: already read that far, or not a message of this conversation.
			in, err := q.MessageInConversation(ctx, sqlcgen.MessageInConversationParams{MessageID: upTo, ConversationID: conversation})
			if err != nil {
				return wrap("MarkRead", err, nil)
			}
			if !in {
				return messages.ErrMessageNotFound
			}
			return nil
		}
		if err != nil {
			return wrap("MarkRead", err, nil)
		}
		return wrap("MarkRead", wakeStreams(ctx, q, me, c.OtherID), nil)
	})
}

func (s *MessageStore) Unread(ctx context.Context, me uuid.UUID) (int, error) {
	n, err := s.q.UnreadMessages(ctx, me)
	return int(n), wrap("UnreadMessages", err, nil)
}
