package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

const (
	bodySchemaKey ctxKey = 200
	// decodedBodyKey carries the JSON body cleanBody decoded (*decodedBody) to the validator.
	decodedBodyKey ctxKey = 201
)

// checkInputs is the edge every /api request crosses before the contract's validator: the body
// must be of a media type the operation takes, in UTF-8, one JSON value with nothing after it,
// a multipart body must name its boundary, and every text (body, query and path parameters)
// passes the text rules of texthygiene.go, cleaned in place. Everything is derived from the
// contract, so a new operation is covered as soon as it is in api/openapi.yaml.
func checkInputs(spec *openapi3.T, routes contractRoutes) (func(http.Handler) http.Handler, error) {
	router, err := gorillamux.NewRouter(spec)
	if err != nil {
		return nil, err
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			// The operation chi matched, found by a map lookup; the validator's router (regular
			// expressions, 5 % of a profile view's server time) only for what chi did not match.
			route, pathParams, ok := routes.lookup(r)
			var unknown error
			if !ok {
				route, pathParams, unknown = router.FindRoute(r)
			}
			if unknown != nil || anonymousOnSecured(r, route) {
				next.ServeHTTP(w, r) // the validator answers: 404, 405, or 401 before any input is read
				return
			}
			cleaned, err := cleanInputs(r, route, pathParams)
			if err != nil {
				writeProblem(w, cleaned, err)
				return
			}
			next.ServeHTTP(w, cleaned)
		})
	}, nil
}

var (
	errNotOneJSONValue = &errs.ValidationError{Message: "Please fix the errors in the form.",
		Fields: []errs.FieldError{{Field: "body", Message: "The request body must be one JSON value with nothing after it."}}}
	errNoBoundary = &errs.ValidationError{Message: "The form could not be read.",
		Fields: []errs.FieldError{{Field: "body", Message: "A multipart body needs a boundary in its Content-Type."}}}
	errBodyNotUTF8 = &errs.ValidationError{Message: "Please fix the errors in the form.",
		Fields: []errs.FieldError{{Field: "body", Message: invalidUTF8Message}}}
)

func cleanInputs(r *http.Request, route *routers.Route, pathParams map[string]string) (*http.Request, error) {
	var walker textWalker
	params := route.Operation.Parameters
	if route.PathItem != nil {
		params = append(append(openapi3.Parameters{}, route.PathItem.Parameters...), params...)
	}
	query := r.URL.Query()
	queryChanged := false
	for _, ref := range params {
		p := ref.Value
		if p == nil {
			continue
		}
		var schema *openapi3.Schema
		if p.Schema != nil {
			schema = p.Schema.Value
		}
		switch p.In {
		case openapi3.ParameterInPath:
			value, err := url.PathUnescape(pathParams[p.Name])
			if err != nil {
				walker.v.Check(false, p.Name, invalidUTF8Message)
				continue
			}
			// Path values are refused, never rewritten: their patterns are plain ASCII.
			if _, refusal := cleanText(value, kindOf(schema)); refusal != "" {
				walker.v.Check(false, p.Name, refusal)
			}
		case openapi3.ParameterInQuery:
			for i, value := range query[p.Name] {
				cleaned, refusal := cleanText(value, kindOf(schema))
				if refusal != "" {
					walker.v.Check(false, p.Name, refusal)
				} else if cleaned = canonicalEnum(cleaned, schema); cleaned != value {
					query[p.Name][i], queryChanged = cleaned, true
				}
			}
		}
	}
	if err := walker.v.Err("Please fix the errors in the form."); err != nil {
		return r, err
	}
	if queryChanged {
		u := *r.URL
		u.RawQuery = query.Encode()
		r = r.Clone(r.Context())
		r.URL = &u
	}
	if route.Operation.RequestBody == nil || route.Operation.RequestBody.Value == nil || !hasBody(r) {
		return r, nil
	}
	return cleanBody(r, route.Operation.RequestBody.Value)
}

func hasBody(r *http.Request) bool {
	return r.ContentLength > 0 || (r.ContentLength < 0 && r.Body != nil && r.Body != http.NoBody) ||
		r.Header.Get("Content-Type") != ""
}

// cleanBody checks the body's media type against the operation's and cleans a JSON body's texts;
// a multipart body is streamed to its handler, which cleans the decoded fields with the schema
// left in the context (decodeProfileForm).
func cleanBody(r *http.Request, body *openapi3.RequestBody) (*http.Request, error) {
	mediaType, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil {
		return r, errUnsupportedContentType
	}
	content := body.Content.Get(mediaType)
	if content == nil {
		return r, errUnsupportedContentType // JSON sent as a form, a form sent as JSON, or neither
	}
	if charset, ok := params["charset"]; ok && !strings.EqualFold(charset, "utf-8") {
		return r, errUnsupportedContentType
	}
	var schema *openapi3.Schema
	if content.Schema != nil {
		schema = content.Schema.Value
	}
	if strings.HasPrefix(mediaType, "multipart/") {
		if b := params["boundary"]; b == "" || len(b) > 70 {
			return r, errNoBoundary
		}
		return r.WithContext(context.WithValue(r.Context(), bodySchemaKey, schema)), nil
	}
	if mediaType != "application/json" {
		return r, nil
	}
	data, err := io.ReadAll(r.Body)
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return r, tooBig
		}
		return r, errNotOneJSONValue
	}
	doc, changed, err := cleanJSONValue(data, schema)
	if err != nil {
		return r, err
	}
	if changed {
		setPendingBody(r, doc)
	} else {
		setBody(r, data)
	}
	if doc != nil {
		r = r.WithContext(context.WithValue(r.Context(), decodedBodyKey, &decodedBody{doc: doc}))
	}
	return r, nil
}

// decodedBody is a JSON body as cleanBody decoded and cleaned it: the validator checks this value
// against the operation's schema instead of decoding the body a second time (validation_body.go).
type decodedBody struct{ doc any }

// setBody makes data the body the handlers read.
func setBody(r *http.Request, data []byte) {
	r.Body = io.NopCloser(bytes.NewReader(data))
	r.ContentLength = int64(len(data))
	r.Header.Set("Content-Length", strconv.Itoa(len(data)))
}

// setPendingBody makes doc, encoded when first read, the body the handlers read: cleaning and the
// validator's defaults both change the decoded value, and it is encoded once, after both.
func setPendingBody(r *http.Request, doc any) {
	if _, pending := r.Body.(*pendingBody); pending {
		return
	}
	r.Body = &pendingBody{doc: doc}
	r.ContentLength = -1
	r.Header.Del("Content-Length")
}

type pendingBody struct {
	doc     any
	encoded *bytes.Reader
}

func (p *pendingBody) Read(b []byte) (int, error) {
	if p.encoded == nil {
		data, err := encodeJSON(p.doc)
		if err != nil {
			return 0, err
		}
		p.encoded = bytes.NewReader(data)
	}
	return p.encoded.Read(b)
}

func (p *pendingBody) Close() error { return nil }

// cleanJSON answers data with every text cleaned (data itself when nothing changed). Malformed
// JSON is passed on for the validator to explain; anything after the first value, and a field
// given twice (duplicatekeys.go), are refused.
func cleanJSON(data []byte, schema *openapi3.Schema) ([]byte, error) {
	doc, changed, err := cleanJSONValue(data, schema)
	if err != nil || !changed {
		return data, err
	}
	encoded, err := encodeJSON(doc)
	if err != nil {
		return nil, errNotOneJSONValue
	}
	return encoded, nil
}

// cleanJSONValue is cleanJSON answering the value it decoded and cleaned, and whether cleaning
// changed it, instead of its encoding (doc is nil when data is not JSON, passed on as it is).
func cleanJSONValue(data []byte, schema *openapi3.Schema) (doc any, changed bool, err error) {
	if !utf8.Valid(data) {
		return nil, false, errBodyNotUTF8
	}
	doc, path, twice, err := decodeOnce(data)
	switch {
	case err == errNotOneJSONValue:
		return nil, false, err
	case err != nil:
		return nil, false, nil
	case twice:
		return nil, false, duplicateKeyError(path)
	}
	var w textWalker
	doc = w.walk(doc, schema, "")
	if err := w.v.Err("Please fix the errors in the form."); err != nil {
		return nil, false, err
	}
	return doc, w.changed, nil
}

// encodeJSON writes a decoded body back as JSON, leaving <, > and & as they are.
func encodeJSON(doc any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// requestDecodeFailed answers what the generated handlers could not decode (a body the validator
// let by): always the client's fault, a 400, with the decoder's words in the log only.
func requestDecodeFailed(w http.ResponseWriter, r *http.Request, err error) {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		writeProblem(w, r, tooBig)
		return
	}
	loggerFrom(r.Context()).Info("request body not decoded", slog.String("error", err.Error()))
	writeProblem(w, r, &errs.ValidationError{Message: "Please fix the errors in the form.",
		Fields: []errs.FieldError{{Field: "body", Message: "The request body is malformed."}}})
}

// unknownToClosed reports whether name is a field an object closed with the contract's `x-closed`
// does not know. `x-closed` closes an object built with allOf (SearchRequest is SearchFilters and
// its paging), which `additionalProperties: false` cannot: in OpenAPI 3.0 each part of an allOf
// would refuse the others' fields. The answer is the validator's for an unknown field.
func unknownToClosed(s *openapi3.Schema, name string) bool {
	if s == nil {
		return false
	}
	closed, _ := s.Extensions["x-closed"].(bool)
	return closed && propertySchema(s, name) == nil
}
