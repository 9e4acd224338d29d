package httpapi

import (
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/reshimgathi/reshimgathi/api"
)

// wantsMarathi reports whether the request's Accept-Language prefers Marathi to English. The
// SPA sends the member's chosen language with every call; other clients get English unless
// they ask.
func wantsMarathi(r *http.Request) bool {
	header := r.Header.Get("Accept-Language")
	if header == "" {
		return false
	}
	var mr, en float64
	for _, part := range strings.Split(header, ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			parsed, err := strconv.ParseFloat(v, 64)
			if err != nil {
				continue
			}
			q = parsed
		}
		primary, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
		switch primary {
		case "mr":
			mr = max(mr, q)
		case "en":
			en = max(en, q)
		}
	}
	return mr > 0 && mr >= en
}

// inMarathi is the problem as a Marathi reader gets it: each fixed message translated, and
// any message without a translation (one built from input, such as a parameter name) as it was.
func inMarathi(p api.Problem) api.Problem {
	p.Message = marathiFor(p.Message)
	if p.Errors != nil {
		fields := slices.Clone(*p.Errors)
		for i := range fields {
			fields[i].Message = marathiFor(fields[i].Message)
		}
		p.Errors = &fields
	}
	return p
}

func marathiFor(english string) string {
	if mr, ok := marathi[english]; ok {
		return mr
	}
	return english
}
