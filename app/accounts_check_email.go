package app

import (
	"context"
	"errors"
	"net/netip"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// CheckRegistrationEmail answers, at the wizard's contact step, what registering would answer
// about an address and nothing more.
type CheckRegistrationEmail struct {
	store  AccountStore
	limits *RateLimiter
}

func NewCheckRegistrationEmail(store AccountStore, limits *RateLimiter) *CheckRegistrationEmail {
	return mustHave(&CheckRegistrationEmail{store: store, limits: limits})
}

// Handle answers nil when email can register, profile.ErrEmailTaken when the final step would
// refuse it (that step says so too), a validation error for a malformed address. It is throttled
// per client like registration (PolicyRegistrationChecks), so it is no better an oracle of who is
// registered than registering itself.
func (q *CheckRegistrationEmail) Handle(ctx context.Context, ip netip.Addr, email string) error {
	email = contactinfo.NormalizeEmail(email)
	if !contactinfo.ValidEmail(email) {
		return &errs.ValidationError{Message: "Please fix the errors in the form.",
			Fields: []errs.FieldError{{Field: "email", Message: "Invalid email format"}}}
	}
	if err := q.limits.Take(ctx, PolicyRegistrationChecks, ClientKey(ip)); err != nil {
		return err
	}
	_, err := q.store.AccountByEmail(ctx, email)
	switch {
	case err == nil:
		return profile.ErrEmailTaken
	case errors.Is(err, errs.ErrNotFound):
		return nil
	default:
		return err
	}
}
