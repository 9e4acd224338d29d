package httpapi_test

import (
	"sort"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// hostileValue is one thing a stranger may put in a parameter or a body field. raw, when set,
// goes into a JSON body byte for byte (invalid UTF-8, a lone surrogate escape) where encoding
// the value would have repaired it.
type hostileValue struct {
	name  string
	value any
	raw   string
}

// Injection strings and unicode edge cases go to every field, whatever its type: the edge must
// refuse or keep them, never fail.
var hostileStrings = []hostileValue{
	{name: "sql", value: "' OR '1'='1'; DROP TABLE accounts; --"},
	{name: "html-js", value: `<script>alert(document.cookie)</script><img src=x onerror=alert(1)>`},
	{name: "path-traversal", value: "../../../../etc/passwd%00.jpg"},
	{name: "header-injection", value: "x\r\nSet-Cookie: session=stolen\r\nX-Injected: 1"},
	{name: "format-string", value: "%s%s%n%x%!(EXTRA)%v{{.}}${7*7}"},
	{name: "overlong-utf8", raw: `"\xc0\xaf\xe0\x80\xaf"`, value: "\xc0\xaf\xe0\x80\xaf"},
	{name: "lone-surrogate", raw: `"\ud800abc"`, value: "\xed\xa0\x80abc"},
	{name: "rtl", value: "\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629 abc"},
	{name: "combining-flood", value: "a" + strings.Repeat("\u0301\u0308", 600)},
	{name: "emoji", value: "👨‍👩‍👧‍👦🏳️‍🌈\U0001F9D1\U0001F3FD\u200D\U0001F4BB"},
	{name: "oversized", value: strings.Repeat("Aai-Baba ", 12_000)},
}

// wrongTypes are values of the wrong JSON type for a field of the given type.
func wrongTypes(s *openapi3.Schema) []hostileValue {
	switch {
	case s.Type.Is("string"):
		return []hostileValue{{name: "number", value: 12345}, {name: "object", value: map[string]any{"gt": "1"}}}
	case s.Type.Is("integer"), s.Type.Is("number"):
		return []hostileValue{{name: "string", value: "abc"}, {name: "huge", raw: "1" + strings.Repeat("0", 400)},
			{name: "negative", value: -99999999}, {name: "fraction", value: 1.5}}
	case s.Type.Is("boolean"):
		return []hostileValue{{name: "string", value: "yes"}, {name: "number", value: 2}}
	case s.Type.Is("array"):
		many := make([]any, 5000)
		for i := range many {
			many[i] = "x"
		}
		return []hostileValue{{name: "string", value: "x"}, {name: "huge-array", value: many}}
	default:
		return []hostileValue{{name: "string", value: "x"}, {name: "array", value: []any{1}}}
	}
}

// field is one input of an operation: a parameter, or a body field by dotted path.
type field struct {
	in, name string // in: path, query, json, multipart
	schema   *openapi3.Schema
}

// operationFields walks every parameter and every body field (any type, nested, in arrays)
// of an operation; it is textTargets (contract_text_test.go) without the string filter.
func operationFields(item *openapi3.PathItem, op *openapi3.Operation) []field {
	var out []field
	for _, ref := range append(append(openapi3.Parameters{}, item.Parameters...), op.Parameters...) {
		p := ref.Value
		if p == nil || p.Schema == nil || p.Schema.Value == nil || (p.In != openapi3.ParameterInPath && p.In != openapi3.ParameterInQuery) {
			continue
		}
		out = append(out, field{in: p.In, name: p.Name, schema: p.Schema.Value})
	}
	if op.RequestBody == nil || op.RequestBody.Value == nil {
		return out
	}
	for mediaType, content := range op.RequestBody.Value.Content {
		in := "json"
		if strings.HasPrefix(mediaType, "multipart/") {
			in = "multipart"
		}
		var fields []field
		allFields(content.Schema, "", &fields, 0)
		for _, f := range fields {
			f.in = in
			out = append(out, f)
		}
	}
	return out
}

func allFields(ref *openapi3.SchemaRef, path string, out *[]field, depth int) {
	if ref == nil || ref.Value == nil || depth > 8 {
		return
	}
	s := ref.Value
	for _, part := range s.AllOf {
		allFields(part, path, out, depth+1)
	}
	if path != "" && s.Format != "binary" {
		*out = append(*out, field{name: path, schema: s})
	}
	switch {
	case s.Type.Is("array"):
		if s.Items != nil && s.Items.Value != nil && s.Items.Value.Type.Is("object") {
			allFields(s.Items, path+".0", out, depth+1)
		}
	case len(s.Properties) > 0:
		names := make([]string, 0, len(s.Properties))
		for name := range s.Properties {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			p := name
			if path != "" {
				p = path + "." + name
			}
			allFields(s.Properties[name], p, out, depth+1)
		}
	}
}
