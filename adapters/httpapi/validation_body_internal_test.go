package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
)

// A JSON body cleanBody decoded is validated from that value (validation_body.go); the answer
// must be the validator's own, for every JSON operation of the contract and bodies of every
// shape: the same refusal, field by field, and the same body (defaults filled) when accepted.
func TestDecodedBodiesAreValidatedAsTheValidatorDoes(t *testing.T) {
	spec, err := loadContract()
	if err != nil {
		t.Fatal(err)
	}
	opts := openapi3filter.Options{MultiError: true, AuthenticationFunc: openapi3filter.NoopAuthenticationFunc}
	bodyless := opts
	bodyless.ExcludeRequestBody = true
	operations, compared, refused := 0, 0, 0
	for key, route := range newContractRoutes(spec) {
		body := route.Operation.RequestBody
		if body == nil || body.Value == nil || body.Value.Content.Get("application/json") == nil ||
			body.Value.Content.Get("application/json").Schema == nil {
			continue
		}
		operations++
		schema := body.Value.Content.Get("application/json").Schema.Value
		for _, doc := range bodiesOfEveryShape(schema) {
			target := route.Path // path parameters are left as written: both sides see the same
			plain, err := cleanedRequest(route.Method, target, doc, route.Operation.RequestBody.Value)
			if err != nil {
				continue // refused before validation (a field given twice, bad text): not compared
			}
			decoded, _ := cleanedRequest(route.Method, target, doc, route.Operation.RequestBody.Value)
			want := openapi3filter.ValidateRequest(plain.Context(), &openapi3filter.RequestValidationInput{
				Request: plain, Route: route, Options: &opts})
			got := validateDecoded(decoded, &openapi3filter.RequestValidationInput{
				Request: decoded, Route: route, Options: &opts}, &bodyless)
			compared++
			if (want == nil) != (got == nil) {
				t.Errorf("%s %s: validator %v, decoded %v", key, doc, want, got)
				continue
			}
			if want != nil {
				refused++
				if w, g := fmt.Sprint(contractViolation(want)), fmt.Sprint(contractViolation(got)); w != g ||
					validationStatus(want) != validationStatus(got) {
					t.Errorf("%s %s:\nvalidator %s (%d)\ndecoded   %s (%d)", key, doc, w, validationStatus(want), g, validationStatus(got))
				}
				continue
			}
			if w, g := jsonValue(t, plain.Body), jsonValue(t, decoded.Body); !reflect.DeepEqual(w, g) {
				t.Errorf("%s %s: body %v after the validator, %v after the decoded check", key, doc, w, g)
			}
		}
	}
	t.Logf("%d operations, %d bodies compared, %d refused", operations, compared, refused)
	if operations < 10 || refused == 0 || refused == compared {
		t.Fatalf("%d operations, %d bodies compared, %d refused: the comparison covers too little", operations, compared, refused)
	}
}

// cleanedRequest is a JSON request with doc as its body after cleanBody.
func cleanedRequest(method, target, doc string, body *openapi3.RequestBody) (*http.Request, error) {
	r := httptest.NewRequest(method, target, bytes.NewReader([]byte(doc)))
	r.Header.Set("Content-Type", "application/json")
	return cleanBody(r, body)
}

// bodiesOfEveryShape answers bodies for a schema: empty, not an object, an unknown field, and
// each of its properties given a value of every JSON kind.
func bodiesOfEveryShape(s *openapi3.Schema) []string {
	bodies := []string{`{}`, `[]`, `null`, `"text"`, `12`, `{"notAField": 1}`}
	var names []string
	enums := map[string]string{}
	var collect func(*openapi3.Schema)
	collect = func(s *openapi3.Schema) {
		for name, p := range s.Properties {
			names = append(names, name)
			if p.Value != nil && len(p.Value.Enum) > 0 {
				if first, ok := p.Value.Enum[0].(string); ok {
					enums[name] = strings.ToUpper(first) // cleaning gives it the contract's spelling
				}
			}
		}
		for _, part := range s.AllOf {
			if part.Value != nil {
				collect(part.Value)
			}
		}
	}
	collect(s)
	sort.Strings(names)
	for _, name := range names {
		// "a\u00adb" carries a soft hyphen, which cleaning strips: the body changes before the check.
		values := []string{`"text"`, `"a\u00adb"`, `""`, `-1`, `0`, `3`, `1000000`, `2.5`, `true`, `null`, `[]`, `["a"]`, `{}`}
		if e, ok := enums[name]; ok {
			values = append(values, strconv.Quote(e))
		}
		for _, v := range values {
			bodies = append(bodies, fmt.Sprintf(`{%q: %s}`, name, v))
		}
	}
	return bodies
}

func jsonValue(t *testing.T, body io.Reader) any {
	t.Helper()
	var v any
	if err := json.NewDecoder(body).Decode(&v); err != nil {
		t.Fatalf("body not JSON: %v", err)
	}
	return v
}
