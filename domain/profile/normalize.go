package profile

import "strings"

// The old screens spelt the same choice several ways (docs/decisions.md §1). Input in any of those
// spellings, in any case, maps to the one canonical value; anything else is left as typed so
// validation can name it.
var aliases = map[string]map[string]string{
	"maritalStatus": {
		"single": "single", "never married": "single", "unmarried": "single",
		"divorce": "divorce", "divorced": "divorce",
		"widow": "widow", "widowed": "widow", "widower": "widow",
		"awaiting-divorce": "awaiting-divorce", "awaiting divorce": "awaiting-divorce",
	},
	"foodPref": {
		"veg": "veg", "vegetarian": "veg", "non-veg": "non-veg", "non-vegetarian": "non-veg", "nonveg": "non-veg",
		"egg": "eggetarian", "eggetarian": "eggetarian", "vegan": "vegan",
	},
	"yesNo":  {"no": "no", "yes": "yes"},
	"habit":  {"no": "no", "yes": "yes", "occasionally": "occasionally"},
	"gender": {"male": "male", "female": "female"},
	"plan":   {"basic": "basic", "standard": "standard", "premium": "premium", "elite": "elite"},
}

func canonical(kind, s string) string {
	key := strings.ToLower(strings.TrimSpace(s))
	if v, ok := aliases[kind][key]; ok {
		return v
	}
	return strings.TrimSpace(s)
}

// Lookup matches a value or an English label of list case-insensitively and answers the
// canonical value, so "Pune", "pune" and "PUNE" are one city.
func Lookup(list []Option, s string) (string, bool) {
	s = strings.TrimSpace(s)
	for _, o := range list {
		if strings.EqualFold(o.Value, s) || strings.EqualFold(o.Label.EN, s) {
			return o.Value, true
		}
	}
	return s, false
}

// LookupCaste is Lookup over the communities.
func LookupCaste(s string) (string, bool) {
	s = strings.TrimSpace(s)
	for _, c := range castes {
		if strings.EqualFold(c.Value, s) || strings.EqualFold(c.Label.EN, s) {
			return c.Value, true
		}
	}
	return s, false
}

func fromList(list []Option, s string) string {
	v, _ := Lookup(list, s)
	return v
}

func casteValue(s string) string {
	v, _ := LookupCaste(s)
	return v
}

// cleanTags trims entries, drops empty ones and case-insensitive duplicates, keeping order.
func cleanTags(tags []string) []string {
	out := make([]string, 0, len(tags))
	seen := map[string]bool{}
	for _, t := range tags {
		t = strings.TrimSpace(t)
		k := strings.ToLower(t)
		if t == "" || seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, t)
	}
	return out
}
