package postgres

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/messages"
)

// FeedStore implements app.FeedStore: what a member's live stream carries, each read in one
// repeatable-read snapshot. Separate statements would each see a later moment, and a stream
// that moved past a position seen by the second could miss an event the first did not see yet.
type FeedStore struct{ pool *pgxpool.Pool }

func NewFeedStore(pool *pgxpool.Pool) *FeedStore { return &FeedStore{pool: pool} }

func (s *FeedStore) snapshot(ctx context.Context, op string, read func(q *sqlcgen.Queries) error) error {
	tx, err := s.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return wrap(op, err, nil)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	if err := read(sqlcgen.New(tx)); err != nil {
		return wrap(op, err, nil)
	}
	return wrap(op, tx.Commit(ctx), nil)
}

func counts(ctx context.Context, q *sqlcgen.Queries, me uuid.UUID, st *app.StreamState) error {
	c, err := q.NotificationCounts(ctx, me)
	if err != nil {
		return err
	}
	m, err := q.UnreadMessages(ctx, me)
	if err != nil {
		return err
	}
	st.Unread, st.UnreadMessages = int(c.Unread), int(m)
	return nil
}

func (s *FeedStore) Head(ctx context.Context, me uuid.UUID) (app.StreamState, error) {
	var st app.StreamState
	err := s.snapshot(ctx, "StreamHead", func(q *sqlcgen.Queries) error {
		var err error
		if st.Head, err = q.StreamHead(ctx, me); err != nil {
			return err
		}
		// Calls keep their own events (adapters/postgres/calls.go).
		callHead, err := q.CallStreamHead(ctx, me)
		if err != nil {
			return err
		}
		st.Head = max(st.Head, callHead)
		return counts(ctx, q, me, &st)
	})
	return st, err
}

func (s *FeedStore) After(ctx context.Context, me uuid.UUID, after int64, limit int) (app.Feed, error) {
	var f app.Feed
	err := s.snapshot(ctx, "FeedAfter", func(q *sqlcgen.Queries) error {
		notes, err := q.NotificationsAfter(ctx, sqlcgen.NotificationsAfterParams{RecipientID: me, AfterSeq: after, PageLimit: int32(limit)})
		if err != nil {
			return err
		}
		for _, n := range notes {
			f.Notifications = append(f.Notifications, notificationView(me, sqlcgen.NotificationPageRow(n)))
		}
		msgs, err := q.MessagesAfter(ctx, sqlcgen.MessagesAfterParams{Me: me, AfterSeq: after, PageLimit: int32(limit)})
		if err != nil {
			return err
		}
		for _, m := range msgs {
			f.Messages = append(f.Messages, app.MessageEvent{SenderCode: m.SenderCode, Message: messages.Message{
				ID: m.ID, Conversation: m.ConversationID, Sender: m.SenderID, Text: m.Body, SentAt: m.CreatedAt, Seq: m.Seq}})
		}
		reads, err := q.ReadsAfter(ctx, sqlcgen.ReadsAfterParams{Me: me, AfterSeq: after, PageLimit: int32(limit)})
		if err != nil {
			return err
		}
		for _, r := range reads {
			f.Reads = append(f.Reads, app.ReadEvent{Conversation: r.ConversationID, Reader: r.MemberID, ReaderCode: r.ReaderCode,
				UpTo: r.UpTo, At: value(r.ReadAt), Pos: r.ReadPos})
		}
		if f.Calls, err = callEventsAfter(ctx, q, me, after, limit); err != nil {
			return err
		}
		return counts(ctx, q, me, &f.StreamState)
	})
	return f, err
}
