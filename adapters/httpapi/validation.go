package httpapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/google/uuid"
	nethttpmiddleware "github.com/oapi-codegen/nethttp-middleware"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// defineFormats teaches kin-openapi the contract's formats, once per process: its format table
// is a global map, and two handlers built at once (instances in one process, tests beside one
// another) would write it together.
var defineFormats = sync.OnceFunc(func() {
	// kin-openapi leaves "email" unchecked unless told; the contract's format means the
	// same rule the domain applies.
	openapi3.DefineStringFormatValidator("email", openapi3.NewCallbackValidator(func(s string) error {
		if !contactinfo.ValidEmail(s) {
			return errors.New("not a valid e-mail address")
		}
		return nil
	}))
	// Ids are checked by their format before any query sees them (docs/security.md 24).
	openapi3.DefineStringFormatValidator("uuid", openapi3.NewCallbackValidator(func(s string) error {
		if _, err := uuid.Parse(s); err != nil || len(s) != 36 {
			return errors.New("not a valid UUID")
		}
		return nil
	}))
})

// loadContract answers the embedded contract, parsed for request validation. Servers are dropped
// so the validator matches on path alone, whatever host or proxy the request came through. It is
// parsed once per process and shared: nothing changes it after this, and every handler built in
// the process (a test binary builds hundreds) would otherwise parse the same text again, a fifth
// of a second of CPU each (docs/architecture.md, "What a test run costs").
var loadContract = sync.OnceValues(func() (*openapi3.T, error) {
	defineFormats()
	spec, err := api.GetSpec()
	if err != nil {
		return nil, fmt.Errorf("httpapi: load contract: %w", err)
	}
	spec.Servers = nil
	return spec, nil
})

// validateRequests checks every /api request against the contract before a handler runs.
// Multipart bodies are streamed to their handler (photos are large), so for them only the
// path, query and headers are checked here and the handler's decoder validates the body.
func validateRequests(spec *openapi3.T, routes contractRoutes, authenticate openapi3filter.AuthenticationFunc) func(http.Handler) http.Handler {
	opts := func(excludeBody bool) *nethttpmiddleware.Options {
		return &nethttpmiddleware.Options{
			// Not DoNotValidateServers: it clears the contract's servers by writing to the shared
			// contract, which loadContract has already done once for everyone.
			SilenceServersWarning: true,
			ErrorHandlerWithOpts:  validationFailed,
			Options: openapi3filter.Options{
				MultiError:         true,
				ExcludeRequestBody: excludeBody,
				AuthenticationFunc: authenticate,
			},
		}
	}
	whole := nethttpmiddleware.OapiRequestValidatorWithOptions(spec, opts(false))
	headersOnly := nethttpmiddleware.OapiRequestValidatorWithOptions(spec, opts(true))
	checkWhole, checkHeaders := opts(false).Options, opts(true).Options
	return func(next http.Handler) http.Handler {
		w, h := whole(next), headersOnly(next)
		return http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
			multipart := strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/form-data")
			if route, params, ok := routes.lookup(r); ok {
				check := &checkWhole
				if multipart {
					check = &checkHeaders
				}
				validateAgainst(route, params, check, &checkHeaders, next, rw, r)
				return
			}
			if multipart {
				h.ServeHTTP(rw, r)
				return
			}
			w.ServeHTTP(rw, r)
		})
	}
}

// validationFailed answers a request the contract rejects with the same problem shape
// handlers use, naming each faulty field.
func validationFailed(_ context.Context, err error, w http.ResponseWriter, r *http.Request, o nethttpmiddleware.ErrorHandlerOpts) {
	switch {
	case o.MatchedRoute == nil && errors.Is(err, routers.ErrMethodNotAllowed):
		sendProblem(w, r, api.Problem{Status: http.StatusMethodNotAllowed, Code: "method_not_allowed",
			Message: "This method is not allowed here."})
	case o.MatchedRoute == nil:
		sendProblem(w, r, notFoundProblem)
	case errors.Is(err, errs.ErrForbidden):
		// A member's token on an admin operation or the reverse (requirePrincipal).
		writeProblem(w, r, errs.ErrForbidden)
	case o.StatusCode == http.StatusUnauthorized || anonymousOnSecured(r, o.MatchedRoute.Route):
		// Authentication comes before the body: an anonymous caller learns nothing about it.
		writeProblem(w, r, errs.ErrUnauthenticated)
	default:
		writeProblem(w, r, contractViolation(err))
	}
}

func anonymousOnSecured(r *http.Request, route *routers.Route) bool {
	if _, ok := principal(r.Context()); ok || route == nil || route.Operation == nil {
		return false
	}
	if route.Operation.Security != nil {
		return len(*route.Operation.Security) > 0
	}
	return route.Spec != nil && len(route.Spec.Security) > 0
}

var notFoundProblem = api.Problem{Status: http.StatusNotFound, Code: "not_found", Message: "No such API endpoint."}

// contractViolation converts kin-openapi's errors into field errors, preferring the
// member-readable `x-message` a schema in the contract carries over the validator's wording.
func contractViolation(err error) error {
	var requestErrs []*openapi3filter.RequestError
	var me openapi3.MultiError
	if errors.As(err, &me) {
		for _, e := range me {
			var re *openapi3filter.RequestError
			if errors.As(e, &re) {
				requestErrs = append(requestErrs, re)
			}
		}
	} else {
		var re *openapi3filter.RequestError
		if errors.As(err, &re) {
			requestErrs = append(requestErrs, re)
		}
	}
	var v errs.Validator
	for _, re := range requestErrs {
		var tooBig *http.MaxBytesError
		if errors.As(re.Err, &tooBig) {
			return tooBig
		}
		if strings.HasPrefix(re.Reason, "header Content-Type") {
			return errUnsupportedContentType
		}
		if re.Parameter != nil {
			v.Check(false, re.Parameter.Name, parameterMessage(re))
			continue
		}
		addSchemaErrors(&v, re.Err)
	}
	if verr := v.Err("Please fix the errors in the form."); verr != nil {
		return verr
	}
	return &errs.ValidationError{Message: "The request body is not valid JSON for this operation."}
}

var errUnsupportedContentType = errs.New(errs.ErrUnsupportedMedia, "unsupported_media_type", "This content type is not accepted here.")

func parameterMessage(re *openapi3filter.RequestError) string {
	if errors.Is(re.Err, openapi3filter.ErrInvalidRequired) {
		return re.Parameter.Name + " is required"
	}
	var se *openapi3.SchemaError
	if errors.As(re.Err, &se) {
		if m := customMessage(se.Schema); m != "" {
			return m
		}
		return re.Parameter.Name + ": " + se.Reason
	}
	return "Invalid value for " + re.Parameter.Name
}

func addSchemaErrors(v *errs.Validator, err error) {
	var me openapi3.MultiError
	if errors.As(err, &me) {
		for _, e := range me {
			addSchemaErrors(v, e)
		}
		return
	}
	var se *openapi3.SchemaError
	if !errors.As(err, &se) {
		v.Check(false, "body", "The request body is malformed.")
		return
	}
	field := strings.Join(se.JSONPointer(), ".")
	if field == "" {
		field = "body"
	}
	if v.Has(field) {
		return
	}
	message := customMessage(se.Schema)
	if se.SchemaField == "required" || se.SchemaField == "additionalProperties" {
		message = ""
		if last := lastSegment(field); se.Schema != nil && se.Schema.Properties[last] != nil {
			message = customMessage(se.Schema.Properties[last].Value)
		}
	}
	if message == "" {
		message = se.Reason
	}
	v.Check(false, field, message)
}

// customMessage reads the contract's `x-message` extension of a schema.
func customMessage(s *openapi3.Schema) string {
	if s == nil {
		return ""
	}
	if m, ok := s.Extensions["x-message"].(string); ok {
		return m
	}
	return ""
}

func lastSegment(path string) string {
	if i := strings.LastIndexByte(path, '.'); i >= 0 {
		return path[i+1:]
	}
	return path
}
