package app

import (
	"context"

	"github.com/google/uuid"
)

// StartLiveStream is where a new stream begins and the language its notifications are worded in
// (app/live.go).
type StartLiveStream struct {
	profiles ProfileStore
	feed     FeedStore
	events   Events
}

// Subscribe wakes the stream when something is stored for account; it is called before Handle,
// so nothing stored in between is missed.
func (q *StartLiveStream) Subscribe(account uuid.UUID) (wake <-chan struct{}, cancel func()) {
	return q.events.Subscribe(account)
}

func (q *StartLiveStream) Handle(ctx context.Context, me uuid.UUID) (StreamState, string, error) {
	lang, err := notificationLanguage(ctx, q.profiles, me)
	if err != nil {
		return StreamState{}, "", err
	}
	st, err := q.feed.Head(ctx, me)
	return st, lang, err
}
