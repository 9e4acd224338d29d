package app

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// mailQueue sends after the response: a slow mail server must not hold a request. Its owner
// waits for what is still being sent at shutdown (and tests, before they read the mail).
type mailQueue struct {
	sending sync.WaitGroup
	log     *slog.Logger
}

func newMailQueue(log *slog.Logger) *mailQueue { return &mailQueue{log: logOr(log)} }

func (q *mailQueue) send(mail func(context.Context) error) {
	q.sending.Go(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := mail(ctx); err != nil {
			q.log.Error("mail not sent", slog.String("error", err.Error()))
		}
	})
}

func (q *mailQueue) wait() { q.sending.Wait() }
