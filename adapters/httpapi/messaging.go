package httpapi

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/messages"
)

func (s *server) SendMessage(ctx context.Context, req api.SendMessageRequestObject) (api.SendMessageResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	sent, err := s.svc.Messaging.Commands.Send.Handle(ctx, me.ID, req.UserId, req.Body.Text)
	if err != nil {
		return nil, err
	}
	return api.SendMessage201JSONResponse(chatMessage(sent.Message, sent.SenderCode, true, false)), nil
}

func (s *server) ListConversations(ctx context.Context, req api.ListConversationsRequestObject) (api.ListConversationsResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	page, err := s.svc.Messaging.Queries.Conversations.Handle(ctx, me.ID, position(req.Params.Before), deref(req.Params.Limit))
	if err != nil {
		return nil, err
	}
	now := time.Now()
	out := api.ListConversations200JSONResponse{Conversations: make([]api.Conversation, 0, len(page.Conversations)),
		Before: cursorOut(page.Before)}
	for _, t := range page.Conversations {
		out.Conversations = append(out.Conversations, s.conversation(t, me.ID, now))
	}
	return out, nil
}

func (s *server) GetConversationWith(ctx context.Context, req api.GetConversationWithRequestObject) (api.GetConversationWithResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	t, err := s.svc.Messaging.Queries.With.Handle(ctx, me.ID, req.UserId)
	if err != nil {
		return nil, err
	}
	return api.GetConversationWith200JSONResponse(s.conversation(t, me.ID, time.Now())), nil
}

func (s *server) GetConversationHistory(ctx context.Context, req api.GetConversationHistoryRequestObject) (api.GetConversationHistoryResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	page, err := s.svc.Messaging.Queries.History.Handle(ctx, me.ID, req.ConversationId, position(req.Params.Before), deref(req.Params.Limit))
	if err != nil {
		return nil, err
	}
	t := page.Thread
	out := api.GetConversationHistory200JSONResponse{Conversation: s.conversation(t, me.ID, time.Now()),
		Messages: make([]api.ChatMessage, 0, len(page.Messages)), Before: cursorOut(page.Before)}
	for _, m := range page.Messages {
		out.Messages = append(out.Messages, messageIn(t, m))
	}
	return out, nil
}

func (s *server) MarkConversationRead(ctx context.Context, req api.MarkConversationReadRequestObject) (api.MarkConversationReadResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	left, total, err := s.svc.Messaging.Commands.MarkRead.Handle(ctx, me.ID, req.ConversationId, req.Body.UpTo)
	if err != nil {
		return nil, err
	}
	return api.MarkConversationRead200JSONResponse{Unread: left, UnreadMessages: total}, nil
}

func (s *server) GetUnreadMessageCount(ctx context.Context, _ api.GetUnreadMessageCountRequestObject) (api.GetUnreadMessageCountResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	n, err := s.svc.Messaging.Queries.Unread.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	return api.GetUnreadMessageCount200JSONResponse{Unread: n}, nil
}

// position reads a page cursor; the contract allows only digits that fit an int64.
func position(cursor *string) int64 {
	if cursor == nil {
		return 0
	}
	n, _ := strconv.ParseInt(*cursor, 10, 64)
	return n
}

func cursorOut(pos int64) *string {
	if pos <= 0 {
		return nil
	}
	s := strconv.FormatInt(pos, 10)
	return &s
}

// sendBlocks names the send rule's refusals as the contract does.
var sendBlocks = map[error]api.SendBlock{
	messages.ErrNotConnected:         api.SendBlockNotConnected,
	messages.ErrSubscriptionRequired: api.SendBlockSubscriptionRequired,
}

func (s *server) conversation(t app.Thread, viewer uuid.UUID, now time.Time) api.Conversation {
	out := api.Conversation{Member: s.cards([]matching.Card{t.Other}, viewer, now)[0], Connected: t.Connected,
		Unread: t.Unread, CanSend: t.SendGate == nil}
	if c := t.Conversation; c.Exists() {
		out.Id, out.StartedAt = &c.ID, &c.StartedAt
		starter := t.Other.Code
		if c.StartedBy != t.Other.AccountID {
			starter = t.MyCode
		}
		out.StartedBy = &starter
	}
	if t.Last.ID != uuid.Nil {
		last := messageIn(t, t.Last)
		out.LastMessage = &last
	}
	for sentinel, block := range sendBlocks {
		if errors.Is(t.SendGate, sentinel) {
			out.SendBlock = &block
		}
	}
	if t.UpgradePlan != "" {
		plan := api.PlanCode(t.UpgradePlan)
		out.UpgradePlan = &plan
	}
	return out
}

// messageIn is m as the caller of t sees it.
func messageIn(t app.Thread, m messages.Message) api.ChatMessage {
	mine := m.Sender != t.Other.AccountID
	code := t.Other.Code
	if mine {
		code = t.MyCode
	}
	return chatMessage(m, code, mine, t.IsRead(m))
}

func chatMessage(m messages.Message, senderCode string, mine, read bool) api.ChatMessage {
	return api.ChatMessage{Id: m.ID, ConversationId: m.Conversation, UserId: senderCode, Mine: mine, Text: m.Text,
		SentAt: m.SentAt, Read: read}
}
