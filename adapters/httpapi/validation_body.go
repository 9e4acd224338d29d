package httpapi

import (
	"errors"
	"net/http"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
)

// validateDecoded validates r as openapi3filter.ValidateRequest does with input.Options, but
// checks a JSON body that cleanBody already decoded (decodedBody) from that value: the validator
// would read the body again and decode it a second time (docs/performance.md, "2026-11-30").
// The checks and their order
// are the validator's: security and parameters first (the validator itself, told to leave the
// body), then the body against its media type's schema with the options the validator would
// use, its error last in the same MultiError, and defaults written back into the body.
func validateDecoded(r *http.Request, input *openapi3filter.RequestValidationInput, bodyless *openapi3filter.Options) error {
	decoded, ok := r.Context().Value(decodedBodyKey).(*decodedBody)
	body := input.Route.Operation.RequestBody
	if !ok || input.Options.ExcludeRequestBody || body == nil || body.Value == nil {
		return openapi3filter.ValidateRequest(r.Context(), input)
	}
	whole := input.Options
	input.Options = bodyless
	err := openapi3filter.ValidateRequest(r.Context(), input)
	input.Options = whole
	var all openapi3.MultiError
	if err != nil && !errors.As(err, &all) {
		return err
	}
	if err := validateDecodedBody(r, input, body.Value, decoded.doc); err != nil {
		if !whole.MultiError {
			return err
		}
		all = append(all, err)
	}
	if len(all) > 0 {
		return all
	}
	return nil
}

// validateDecodedBody is openapi3filter.ValidateRequestBody for a JSON value already decoded.
func validateDecodedBody(r *http.Request, input *openapi3filter.RequestValidationInput, body *openapi3.RequestBody, doc any) error {
	content := body.Content.Get(r.Header.Get("Content-Type"))
	if content == nil || content.Schema == nil {
		return nil // cleanBody took the media type, and one without a schema is not checked
	}
	defaultsSet := false
	opts := []openapi3.SchemaValidationOption{openapi3.VisitAsRequest(), openapi3.DefaultsSet(func() { defaultsSet = true })}
	if input.Options.MultiError {
		opts = append(opts, openapi3.MultiErrors())
	}
	if err := content.Schema.Value.VisitJSON(doc, opts...); err != nil {
		return &openapi3filter.RequestError{Input: input, RequestBody: body, Reason: "doesn't match schema", Err: err}
	}
	if defaultsSet {
		setPendingBody(r, doc) // encoded when the handler reads it, with cleaning's changes
	}
	return nil
}
