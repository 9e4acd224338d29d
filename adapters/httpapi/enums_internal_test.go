package httpapi

import (
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/reshimgathi/reshimgathi/api"
)

// TestEveryEnumerationOfTheContractAcceptsAnyCase walks every schema and parameter of the
// contract: each enumerated value, spelt in upper case, title case or with spaces around it,
// comes back canonical; a value that is not one of them is left for the validator to refuse.
func TestEveryEnumerationOfTheContractAcceptsAnyCase(t *testing.T) {
	spec, err := api.GetSpec()
	if err != nil {
		t.Fatal(err)
	}
	var schemas []*openapi3.Schema
	for _, ref := range spec.Components.Schemas {
		schemas = append(schemas, ref.Value)
		for _, prop := range ref.Value.Properties {
			schemas = append(schemas, prop.Value)
		}
	}
	for _, item := range spec.Paths.Map() {
		for _, op := range item.Operations() {
			for _, p := range op.Parameters {
				if p.Value.Schema != nil {
					schemas = append(schemas, p.Value.Schema.Value)
				}
			}
		}
	}
	checked := 0
	for _, s := range schemas {
		for _, e := range enumOf(s) {
			value, ok := e.(string)
			if !ok || value == "" {
				continue
			}
			title := strings.ToUpper(value[:1]) + value[1:]
			for _, spelling := range []string{value, strings.ToUpper(value), title, " " + value + " "} {
				if got := canonicalEnum(spelling, s); got != value {
					t.Errorf("%q of %v: got %q", spelling, enumOf(s), got)
				}
				checked++
			}
			if got := canonicalEnum(value+"x", s); got != value+"x" {
				t.Errorf("%q rewritten to %q", value+"x", got)
			}
		}
	}
	if checked < 200 {
		t.Fatalf("only %d spellings checked: the walk over the contract is broken", checked)
	}
}
