package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// problemKind is one row of the error table: every error a handler returns is matched
// against these rows in order, and the first match decides the status and stable code.
type problemKind struct {
	err     error
	status  int
	code    string
	message string // used when the error has no member-readable message of its own
}

// problemTable is the one mapping from error kinds (domain/errs) to HTTP. Adapters give their
// errors a kind at their own boundary (adapters/images, adapters/storage), so this package maps
// kinds only; an error that carries its own code and message (errs.Coded) keeps them.
var problemTable = []problemKind{
	{errs.ErrUnsupportedMedia, http.StatusUnsupportedMediaType, "unsupported_media_type", "This content type is not accepted here."},
	{errs.ErrTooLarge, http.StatusRequestEntityTooLarge, "payload_too_large", "The request is too large."},
	{errs.ErrUnprocessable, http.StatusUnprocessableEntity, "unprocessable", "This content could not be used."},
	{errs.ErrInvalid, http.StatusBadRequest, "validation_failed", "Please fix the errors in the form."},
	{errs.ErrUnauthenticated, http.StatusUnauthorized, "unauthenticated", "Please log in again."},
	{errs.ErrForbidden, http.StatusForbidden, "forbidden", "You are not allowed to do this."},
	{errs.ErrNotFound, http.StatusNotFound, "not_found", "Not found."},
	{errs.ErrConflict, http.StatusConflict, "conflict", "This conflicts with the current state."},
	{errs.ErrPaymentRequired, http.StatusPaymentRequired, "payment_required", "Please upgrade your plan."},
	{errs.ErrGone, http.StatusGone, "gone", "This is no longer valid."},
	{errs.ErrUnavailable, http.StatusServiceUnavailable, "unavailable", "The service is temporarily unavailable. Please try again shortly."},
}

// problemFor turns any error into the problem document the client sees. Unknown errors
// are 500 with a generic message: internals never reach the client.
func problemFor(err error) api.Problem {
	var rl *errs.RateLimitedError
	if errors.As(err, &rl) {
		return api.Problem{Status: http.StatusTooManyRequests, Code: "rate_limited", Message: rl.Message}
	}
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return api.Problem{Status: http.StatusRequestEntityTooLarge, Code: "payload_too_large",
			Message: "The request is larger than " + strconv.FormatInt(tooBig.Limit, 10) + " bytes."}
	}
	for _, k := range problemTable {
		if !errors.Is(err, k.err) {
			continue
		}
		p := api.Problem{Status: k.status, Code: k.code, Message: k.message}
		var coded *errs.Coded
		if errors.As(err, &coded) {
			p.Code, p.Message = coded.Code, coded.Message
		}
		var busy *errs.BusyError
		if errors.As(err, &busy) {
			p.Message = busy.Message
		}
		var ve *errs.ValidationError
		if errors.As(err, &ve) {
			p.Message = ve.Message
			fields := make([]api.FieldError, 0, len(ve.Fields))
			for _, f := range ve.Fields {
				fields = append(fields, api.FieldError{Field: f.Field, Message: f.Message})
			}
			p.Errors = &fields
		}
		if p.Message == "" {
			p.Message = "Something went wrong. Please try again later." // never err.Error(): it may quote internals
		}
		// Something specific to this occurrence the client should show (a suspension's reason).
		var d interface{ Detail() string }
		if errors.As(err, &d) && d.Detail() != "" {
			detail := d.Detail()
			p.Detail = &detail
		}
		return p
	}
	return api.Problem{Status: http.StatusInternalServerError, Code: "internal",
		Message: "Something went wrong. Please try again later."}
}

// writeProblem sends err as application/problem+json and logs what the client did not see.
func writeProblem(w http.ResponseWriter, r *http.Request, err error) {
	p := problemFor(err)
	log := loggerFrom(r.Context())
	// The client went away before the answer (closed the tab, timed out): nobody reads this
	// answer, and it is not the server failing. Logged and counted as nginx does, 499.
	if errors.Is(err, context.Canceled) && r.Context().Err() != nil {
		p = api.Problem{Status: statusClientClosedRequest, Code: "client_closed_request", Message: "The request was cancelled."}
	}
	switch {
	case p.Status >= 500:
		log.Error("request failed", slog.Int("status", p.Status), slog.String("error", err.Error()))
	case p.Status == http.StatusTooManyRequests:
		log.Warn("rate limited", slog.String("path", r.URL.Path))
	case p.Status == http.StatusUnauthorized || p.Status == http.StatusForbidden:
		log.Warn("authorization failed", slog.Int("status", p.Status), slog.String("code", p.Code))
	}
	var rl *errs.RateLimitedError
	var busy *errs.BusyError
	switch {
	case errors.As(err, &rl):
		w.Header().Set("Retry-After", retryAfterSeconds(rl.RetryAfter))
	case errors.As(err, &busy):
		w.Header().Set("Retry-After", retryAfterSeconds(busy.RetryAfter))
	}
	sendProblem(w, r, p)
}

// statusClientClosedRequest is nginx's code for a request its client abandoned.
const statusClientClosedRequest = 499

func retryAfterSeconds(d time.Duration) string { return strconv.Itoa(int(d.Seconds() + 0.999)) }

func sendProblem(w http.ResponseWriter, r *http.Request, p api.Problem) {
	id := requestIDFrom(r.Context())
	if id != "" {
		p.RequestId = &id
	}
	h := w.Header()
	if wantsMarathi(r) {
		p = inMarathi(p)
		h.Set("Content-Language", "mr")
	}
	h.Add("Vary", "Accept-Language")
	h.Set("Content-Type", "application/problem+json")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(p.Status)
	_ = json.NewEncoder(w).Encode(p)
}
