package app_test

import (
	"context"
	"errors"
	"fmt"
	"net/netip"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/site"
)

// officeInbox keeps what visitors sent and answers a blog of 23 posts.
type officeInbox struct {
	app.SiteStore
	messages []site.ContactMessage
	feedback []site.Feedback
	asked    []paging.Page
}

func (o *officeInbox) SaveContactMessage(_ context.Context, m site.ContactMessage) error {
	o.messages = append(o.messages, m)
	return nil
}

func (o *officeInbox) SaveFeedback(_ context.Context, f site.Feedback) error {
	o.feedback = append(o.feedback, f)
	return nil
}

func (o *officeInbox) ListPosts(_ context.Context, p paging.Page) ([]site.Post, int, error) {
	o.asked = append(o.asked, p)
	return nil, 23, nil
}

func newSite(t *testing.T) (*app.SiteApplication, *officeInbox) {
	t.Helper()
	now := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	inbox := &officeInbox{}
	s, err := app.NewSiteApplication(app.SitePorts{Store: inbox, Plans: stubPlanStore{}, Limits: acctLimiter(clock), Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	return s, inbox
}

func TestSiteFormsAreValidatedAndLimitedPerClient(t *testing.T) {
	ctx := context.Background()
	visitor := netip.MustParseAddr("198.51.100.20")
	contact := func(s *app.SiteApplication, ip netip.Addr) error {
		_, err := s.Commands.Contact.Handle(ctx, ip, "Asha Patil", "asha@example.in", "9822012345", "female", "Please call me back.")
		return err
	}

	t.Run("a message that does not validate is not stored", func(t *testing.T) {
		s, inbox := newSite(t)
		if _, err := s.Commands.Contact.Handle(ctx, visitor, "A", "asha@", "", "robot", "hi"); !errors.Is(err, errs.ErrInvalid) {
			t.Fatalf("want invalid, got %v", err)
		}
		if _, err := s.Commands.Feedback.Handle(ctx, visitor, "Ravi", "ravi@example.in", 6, "Great"); !errors.Is(err, errs.ErrInvalid) {
			t.Fatalf("a rating of six: want invalid, got %v", err)
		}
		if len(inbox.messages)+len(inbox.feedback) != 0 {
			t.Fatal("stored anyway")
		}
	})

	t.Run("one client sends at most the policy's forms an hour, contact and feedback together", func(t *testing.T) {
		s, inbox := newSite(t)
		for i := 0; i < app.PolicyForms.Limit-1; i++ {
			if err := contact(s, visitor); err != nil {
				t.Fatalf("form %d: %v", i+1, err)
			}
		}
		if _, err := s.Commands.Feedback.Handle(ctx, visitor, "Ravi", "ravi@example.in", 5, "Great service"); err != nil {
			t.Fatalf("the last form allowed: %v", err)
		}
		var limited *errs.RateLimitedError
		if err := contact(s, visitor); !errors.As(err, &limited) || limited.RetryAfter <= 0 {
			t.Fatalf("one form too many: %v", err)
		}
		if len(inbox.messages) != app.PolicyForms.Limit-1 || len(inbox.feedback) != 1 {
			t.Fatalf("stored %d messages, %d feedback", len(inbox.messages), len(inbox.feedback))
		}
		if err := contact(s, netip.MustParseAddr("203.0.113.20")); err != nil {
			t.Fatalf("another client: %v", err)
		}
	})

	t.Run("an IPv6 client is counted by its /64", func(t *testing.T) {
		s, _ := newSite(t)
		for i := 0; i < app.PolicyForms.Limit; i++ {
			if err := contact(s, netip.MustParseAddr(fmt.Sprintf("2001:db8:1:2::%x", i+1))); err != nil {
				t.Fatalf("form %d: %v", i+1, err)
			}
		}
		if err := contact(s, netip.MustParseAddr("2001:db8:1:2:ffff::1")); !errors.As(err, new(*errs.RateLimitedError)) {
			t.Fatalf("the same /64 from another address: %v", err)
		}
		if err := contact(s, netip.MustParseAddr("2001:db8:1:3::1")); err != nil {
			t.Fatalf("the next /64: %v", err)
		}
	})
}

func TestBlogPages(t *testing.T) {
	s, inbox := newSite(t)
	_, total, pages, err := s.Queries.Posts.Handle(context.Background(), 0, 0)
	if err != nil || total != 23 || pages != 3 {
		t.Fatalf("total %d, pages %d, %v", total, pages, err)
	}
	if _, _, pages, _ = s.Queries.Posts.Handle(context.Background(), 2, 500); pages != 1 {
		t.Fatalf("an API user asking for 500 a page gets at most 50: %d pages", pages)
	}
	if inbox.asked[0].Limit != 10 || inbox.asked[1].Limit != 50 || inbox.asked[1].Number != 2 {
		t.Fatalf("pages asked %+v", inbox.asked)
	}
}
