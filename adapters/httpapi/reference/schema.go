package reference

import (
	"fmt"
	"html/template"
	"sort"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// schema is one component of the contract with the fields a client sends or reads.
type schema struct {
	Name        string
	Description template.HTML
	Type        template.HTML // for schemas that are not objects (enums, aliases, compositions)
	Fields      []field
}

type field struct {
	Name        string
	Type        template.HTML
	Required    bool
	Rules       string // enum, ranges, lengths, pattern
	Description template.HTML
}

func schemas(spec *openapi3.T) []schema {
	if spec.Components == nil {
		return nil
	}
	names := make([]string, 0, len(spec.Components.Schemas))
	for name := range spec.Components.Schemas {
		names = append(names, name)
	}
	sort.Strings(names)
	out := make([]schema, 0, len(names))
	for _, name := range names {
		s := spec.Components.Schemas[name].Value
		if s == nil {
			continue
		}
		sc := schema{Name: name, Description: md(s.Description)}
		if props := properties(s); len(props) > 0 {
			sc.Fields = fields(s)
		} else {
			sc.Type = typeOf(&openapi3.SchemaRef{Value: s})
			if r := rules(s); r != "" {
				sc.Type += template.HTML(" — " + template.HTMLEscapeString(r))
			}
		}
		out = append(out, sc)
	}
	return out
}

// properties gathers an object's fields, through allOf compositions.
func properties(s *openapi3.Schema) openapi3.Schemas {
	props := openapi3.Schemas{}
	for _, part := range s.AllOf {
		if part.Value != nil {
			for k, v := range properties(part.Value) {
				props[k] = v
			}
		}
	}
	for k, v := range s.Properties {
		props[k] = v
	}
	return props
}

func required(s *openapi3.Schema) map[string]bool {
	req := map[string]bool{}
	for _, part := range s.AllOf {
		if part.Value != nil {
			for k := range required(part.Value) {
				req[k] = true
			}
		}
	}
	for _, k := range s.Required {
		req[k] = true
	}
	return req
}

func fields(s *openapi3.Schema) []field {
	props, req := properties(s), required(s)
	names := make([]string, 0, len(props))
	for name := range props {
		names = append(names, name)
	}
	sort.Strings(names)
	out := make([]field, 0, len(names))
	for _, name := range names {
		ref := props[name]
		f := field{Name: name, Type: typeOf(ref), Required: req[name]}
		if ref.Value != nil {
			f.Description = md(ref.Value.Description)
			if ref.Ref == "" {
				f.Rules = rules(ref.Value)
			}
		}
		out = append(out, f)
	}
	return out
}

// typeOf names a schema for a reader: a link to a component, "array of X", or the JSON type
// with its format.
func typeOf(ref *openapi3.SchemaRef) template.HTML {
	if ref == nil {
		return ""
	}
	if ref.Ref != "" {
		name := template.HTMLEscapeString(refName(ref.Ref))
		return template.HTML(`<a href="#schema-` + name + `">` + name + `</a>`)
	}
	s := ref.Value
	if s == nil {
		return ""
	}
	switch {
	case s.Type.Is("array"):
		return "array of " + typeOf(s.Items)
	case len(s.AllOf) == 1:
		return typeOf(s.AllOf[0])
	case len(s.OneOf) > 0:
		return joinTypes(s.OneOf, " or ")
	case len(s.AllOf) > 1:
		return joinTypes(s.AllOf, " and ")
	}
	t := "any"
	if s.Type != nil && len(*s.Type) > 0 {
		t = strings.Join(*s.Type, " | ")
	}
	if s.Format != "" {
		t += " (" + s.Format + ")"
	}
	if s.Nullable {
		t += ", nullable"
	}
	return template.HTML(template.HTMLEscapeString(t))
}

func joinTypes(refs openapi3.SchemaRefs, sep string) template.HTML {
	parts := make([]string, 0, len(refs))
	for _, r := range refs {
		parts = append(parts, string(typeOf(r)))
	}
	return template.HTML(strings.Join(parts, sep))
}

// rules spells out the constraints the server enforces, so a client knows them before a 400.
func rules(s *openapi3.Schema) string {
	var r []string
	if len(s.Enum) > 0 {
		vals := make([]string, 0, len(s.Enum))
		for _, v := range s.Enum {
			vals = append(vals, fmt.Sprint(v))
		}
		r = append(r, "one of: "+strings.Join(vals, ", "))
	}
	if s.Min != nil {
		r = append(r, "≥ "+strconv.FormatFloat(*s.Min, 'f', -1, 64))
	}
	if s.Max != nil {
		r = append(r, "≤ "+strconv.FormatFloat(*s.Max, 'f', -1, 64))
	}
	if s.MinLength > 0 {
		r = append(r, "at least "+strconv.FormatUint(s.MinLength, 10)+" characters")
	}
	if s.MaxLength != nil {
		r = append(r, "at most "+strconv.FormatUint(*s.MaxLength, 10)+" characters")
	}
	if s.MaxItems != nil {
		r = append(r, "at most "+strconv.FormatUint(*s.MaxItems, 10)+" items")
	}
	if s.Pattern != "" {
		r = append(r, "matches "+s.Pattern)
	}
	if s.Default != nil {
		r = append(r, "default "+fmt.Sprint(s.Default))
	}
	return strings.Join(r, "; ")
}
