package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/messages"
)

// ConversationPage is one page of the caller's conversations; Before asks for the next (0: none).
type ConversationPage struct {
	Conversations []Thread
	Before        int64
}

// ListConversations lists the caller's conversations, the most recently active first. before is the
// cursor of the previous page (0 for the first).
type ListConversations struct {
	store MessageStore
	gates *sendGates
}

func (q *ListConversations) Handle(ctx context.Context, me uuid.UUID, before int64, limit int) (ConversationPage, error) {
	limit = pageSize(limit, messages.ConversationsPerPage, messages.MaxConversationsPerPage)
	views, err := q.store.Conversations(ctx, me, cursor(before), limit+1)
	if err != nil {
		return ConversationPage{}, err
	}
	var page ConversationPage
	if len(views) > limit {
		views = views[:limit]
		page.Before = views[limit-1].Last.Seq
	}
	g, err := q.gates.of(ctx, me)
	if err != nil {
		return ConversationPage{}, err
	}
	page.Conversations = make([]Thread, 0, len(views))
	for _, v := range views {
		page.Conversations = append(page.Conversations, g.thread(v))
	}
	return page, nil
}
