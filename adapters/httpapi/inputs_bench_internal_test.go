package httpapi

import (
	"io"
	"testing"

	"github.com/getkin/kin-openapi/openapi3filter"
)

// What cleaning a search's body costs: the commonest JSON body the API reads.
func BenchmarkCleanSearchBody(b *testing.B) {
	spec, err := loadContract()
	if err != nil {
		b.Fatal(err)
	}
	op := spec.Paths.Find("/api/user/all-users").Post
	schema := op.RequestBody.Value.Content.Get("application/json").Schema.Value
	body := []byte(`{"page":3,"religion":"hindu","caste":"maratha","location":"Pune","min_age":24,"max_age":30,"withPhoto":true,"sort":"newest"}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := cleanJSON(body, schema); err != nil {
			b.Fatal(err)
		}
	}
}

// What cleaning a search's body, checking it against the contract and handing it to the handler
// cost: the validator reading and decoding it again, against checking the value cleaning decoded
// (validation_body.go).
func BenchmarkValidateSearchBody(b *testing.B) {
	spec, err := loadContract()
	if err != nil {
		b.Fatal(err)
	}
	route := newContractRoutes(spec)["POST /api/user/all-users"]
	body := `{"page":3,"religion":"hindu","caste":"maratha","location":"Pune","min_age":24,"max_age":30,"withPhoto":true,"sort":"newest"}`
	opts := openapi3filter.Options{MultiError: true, AuthenticationFunc: openapi3filter.NoopAuthenticationFunc}
	bodyless := opts
	bodyless.ExcludeRequestBody = true
	for _, variant := range []string{"validator", "decoded"} {
		b.Run(variant, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				r, err := cleanedRequest("POST", route.Path, body, route.Operation.RequestBody.Value)
				if err != nil {
					b.Fatal(err)
				}
				in := &openapi3filter.RequestValidationInput{Request: r, Route: route, Options: &opts}
				if variant == "validator" {
					err = openapi3filter.ValidateRequest(r.Context(), in)
				} else {
					err = validateDecoded(r, in, &bodyless)
				}
				if err != nil {
					b.Fatal(err)
				}
				if _, err := io.Copy(io.Discard, r.Body); err != nil { // as the handler reads it
					b.Fatal(err)
				}
			}
		})
	}
}
