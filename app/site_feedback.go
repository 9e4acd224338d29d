package app

import (
	"context"
	"net/netip"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/site"
)

// SendFeedback stores a visitor's rating; it shares the client's forms with SendContactMessage.
type SendFeedback struct {
	store  SiteStore
	limits *RateLimiter
	now    func() time.Time
}

func NewSendFeedback(store SiteStore, limits *RateLimiter, now func() time.Time) *SendFeedback {
	return mustHave(&SendFeedback{store: store, limits: limits, now: clockOr(now)})
}

// Handle validates the rating and stores it.
func (s *SendFeedback) Handle(ctx context.Context, ip netip.Addr, name, email string, rating int, text string) (site.Feedback, error) {
	if err := s.limits.Take(ctx, PolicyForms, ClientKey(ip)); err != nil {
		return site.Feedback{}, err
	}
	f, err := site.NewFeedback(name, email, rating, text, s.now())
	if err != nil {
		return site.Feedback{}, err
	}
	return f, s.store.SaveFeedback(ctx, f)
}
