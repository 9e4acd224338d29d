package app

import (
	"context"
	"net/netip"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/site"
)

// SendContactMessage stores a visitor's message for the office.
type SendContactMessage struct {
	store  SiteStore
	limits *RateLimiter
	now    func() time.Time
}

func NewSendContactMessage(store SiteStore, limits *RateLimiter, now func() time.Time) *SendContactMessage {
	return mustHave(&SendContactMessage{store: store, limits: limits, now: clockOr(now)})
}

// Handle validates the message and stores it, within the client's share of forms.
func (s *SendContactMessage) Handle(ctx context.Context, ip netip.Addr, name, email, phone, gender, message string) (site.ContactMessage, error) {
	if err := s.limits.Take(ctx, PolicyForms, ClientKey(ip)); err != nil {
		return site.ContactMessage{}, err
	}
	m, err := site.NewContactMessage(name, email, phone, gender, message, s.now())
	if err != nil {
		return site.ContactMessage{}, err
	}
	return m, s.store.SaveContactMessage(ctx, m)
}
