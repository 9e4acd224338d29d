package api_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/reshimgathi/reshimgathi/api"
)

// TestContractHasNoStrayKeys guards the contract against the YAML slip that cut eleven
// descriptions in two: in a flow mapping `{ type: integer, description: Matches counted, at
// most 1000. }` the unquoted comma ends the description, and "at most 1000." becomes a key of
// its own (a property named so, or a key nobody reads). The linter (make lint-contract) does not
// see every such key, so the YAML itself is read here: every flow mapping's key has a value and
// is a name, every schema holds only schema keywords, and every property is named as an
// identifier. A description holding a comma inside `{ … }` must be quoted.
func TestContractHasNoStrayKeys(t *testing.T) {
	var doc yaml.Node
	if err := yaml.Unmarshal(api.Spec, &doc); err != nil {
		t.Fatal(err)
	}
	problems := strayKeys(&doc)
	for _, p := range problems {
		t.Error(p)
	}
}

// TestStrayKeysAreFound is the check above on the slips it was written for.
func TestStrayKeysAreFound(t *testing.T) {
	for name, src := range map[string]string{
		"a comma cuts a description": `components:
  schemas:
    Page:
      type: object
      properties:
        total: { type: integer, description: Matches counted, at most 1000. }`,
		"a thousands separator": `paths: { /a: { get: { parameters: [{ name: n, in: query, description: Up to 10,000 }] } } }`,
		"a block schema with a stray keyword": `components:
  schemas:
    Page:
      type: object
      properties:
        total:
          type: integer
          descripton: A typo is not a keyword.`,
		"a property named as a sentence": `components:
  schemas:
    Page:
      type: object
      properties:
        "at most 1000.": { type: integer }`,
		"a stray key in a parameter's schema": `paths:
  /a:
    get:
      parameters:
        - name: n
          in: query
          schema: { type: string, description: Base32, for typing by hand. }`,
	} {
		var doc yaml.Node
		if err := yaml.Unmarshal([]byte(src), &doc); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(strayKeys(&doc)) == 0 {
			t.Errorf("%s: not found", name)
		}
	}
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(`components:
  schemas:
    Page:
      type: object
      properties:
        total: { type: integer, description: "Matches counted, at most 1000." }
        user_id: { type: string, x-message: "A code, please." }`), &doc); err != nil {
		t.Fatal(err)
	}
	if p := strayKeys(&doc); len(p) != 0 {
		t.Errorf("a quoted description is refused: %v", p)
	}
}

// schemaKeywords are the fields of an OpenAPI 3.0 Schema Object.
var schemaKeywords = map[string]bool{}

func init() {
	for _, k := range strings.Fields(`title multipleOf maximum exclusiveMaximum minimum exclusiveMinimum
		maxLength minLength pattern maxItems minItems uniqueItems maxProperties minProperties required enum
		type allOf oneOf anyOf not items properties additionalProperties description format default
		nullable discriminator readOnly writeOnly xml externalDocs example deprecated $ref`) {
		schemaKeywords[k] = true
	}
}

var (
	propertyName = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*$`)
	flowKey      = regexp.MustCompile(`^[A-Za-z0-9$/{}_.:-]*[A-Za-z0-9$/{}_-]$`) // no spaces, no final period
)

// strayKeys walks a YAML document and names every key the slip could have made.
func strayKeys(doc *yaml.Node) []string {
	var out []string
	var walk func(n *yaml.Node, path string, schema bool)
	walk = func(n *yaml.Node, path string, schema bool) {
		switch n.Kind {
		case yaml.DocumentNode, yaml.SequenceNode:
			for i, c := range n.Content {
				walk(c, fmt.Sprintf("%s/%d", path, i), schema && n.Kind == yaml.SequenceNode)
			}
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				k, v := n.Content[i], n.Content[i+1]
				at := fmt.Sprintf("%s/%s (line %d)", path, k.Value, k.Line)
				if n.Style&yaml.FlowStyle != 0 && (v.Tag == "!!null" || !flowKey.MatchString(k.Value)) {
					out = append(out, at+": a key with no value or not a name in { … }: quote a description holding a comma")
				}
				if schema && !schemaKeywords[k.Value] && !strings.HasPrefix(k.Value, "x-") {
					out = append(out, at+": not a schema keyword")
				}
				switch {
				case schema && k.Value == "properties":
					for j := 0; j+1 < len(v.Content); j += 2 {
						name := v.Content[j]
						if !propertyName.MatchString(name.Value) {
							out = append(out, fmt.Sprintf("%s/properties/%q (line %d): not a property name", path, name.Value, name.Line))
						}
						walk(v.Content[j+1], path+"/properties/"+name.Value, true)
					}
				case schema && (k.Value == "items" || k.Value == "not" || k.Value == "additionalProperties" && v.Kind == yaml.MappingNode):
					walk(v, path+"/"+k.Value, true)
				case schema && (k.Value == "allOf" || k.Value == "oneOf" || k.Value == "anyOf"):
					walk(v, path+"/"+k.Value, true)
				case !schema && k.Value == "schema":
					walk(v, path+"/schema", true)
				case !schema && k.Value == "schemas" && path == "/0/components":
					for j := 0; j+1 < len(v.Content); j += 2 {
						walk(v.Content[j+1], path+"/schemas/"+v.Content[j].Value, true)
					}
				case schema:
					walk(v, at, false) // enum values, examples, defaults: not schemas
				default:
					walk(v, path+"/"+k.Value, false)
				}
			}
		}
	}
	walk(doc, "", false)
	return out
}
