package httpapi

import (
	"context"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// newFormThrottle caps contact and feedback submissions per client IP: enough for a family
// sharing one connection, too few for a spam run.
func newFormThrottle() *app.Throttle { return &app.Throttle{Limit: 10, Window: time.Hour} }

func (s *server) limitPublicForm(ctx context.Context) error {
	ok, retry := s.forms.Hit("form:"+ClientIP(ctx).String(), time.Now())
	if !ok {
		return &errs.RateLimitedError{RetryAfter: retry, Message: "Too many submissions. Please try again later."}
	}
	return nil
}
