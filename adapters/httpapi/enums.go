package httpapi

import (
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// Enumerations accept any case (docs/decisions.md §1: "Female" is "female"): a value that
// matches one of its schema's enumerated values but for case and surrounding spaces is rewritten
// to that value before the contract validates it, so a client written against the older
// screens' spellings keeps working and handlers only ever see the canonical value. Spellings
// that differ by more than case (for example "Divorced") are free strings in the contract and
// normalised by the domain (domain/profile/normalize.go).

// canonicalEnum answers value as the enumerated value it spells, or value unchanged when the
// schema enumerates nothing or nothing matches (the validator then refuses it).
func canonicalEnum(value string, schema *openapi3.Schema) string {
	enum := enumOf(schema)
	if len(enum) == 0 {
		return value
	}
	trimmed := strings.TrimSpace(value)
	for _, e := range enum {
		if s, ok := e.(string); ok && s == trimmed {
			return s
		}
	}
	for _, e := range enum {
		if s, ok := e.(string); ok && strings.EqualFold(s, trimmed) {
			return s
		}
	}
	return value
}

// enumOf finds the enumeration of a schema, through the allOf wrapper the contract uses to add
// a description to a referenced enumeration, and through an array's items (query lists).
func enumOf(schema *openapi3.Schema) []any {
	if schema == nil {
		return nil
	}
	if len(schema.Enum) > 0 {
		return schema.Enum
	}
	for _, ref := range schema.AllOf {
		if ref != nil {
			if enum := enumOf(ref.Value); len(enum) > 0 {
				return enum
			}
		}
	}
	if schema.Type.Is("array") && schema.Items != nil {
		return enumOf(schema.Items.Value)
	}
	return nil
}
