package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/messages"
)

// HistoryPage is one page of a conversation, oldest message first; Before asks for the older
// page (0: this is the beginning).
type HistoryPage struct {
	Thread   Thread
	Messages []messages.Message
	Before   int64
}

// ReadHistory reads the caller's conversation backwards from the cursor before (0: the newest).
type ReadHistory struct {
	profiles ProfileStore
	store    MessageStore
	gates    *sendGates
}

func (q *ReadHistory) Handle(ctx context.Context, me, conversation uuid.UUID, before int64, limit int) (HistoryPage, error) {
	limit = pageSize(limit, messages.MessagesPerPage, messages.MaxMessagesPerPage)
	v, err := q.store.Conversation(ctx, me, conversation)
	if err != nil {
		return HistoryPage{}, err
	}
	other, err := q.profiles.ProfileByAccount(ctx, v.Other.AccountID)
	if err != nil {
		return HistoryPage{}, err
	}
	v.Other = cardOf(other)
	if v.Connected, err = q.store.Connected(ctx, me, other.AccountID); err != nil {
		return HistoryPage{}, err
	}
	g, err := q.gates.of(ctx, me)
	if err != nil {
		return HistoryPage{}, err
	}
	newestFirst, err := q.store.History(ctx, me, conversation, cursor(before), limit+1)
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
