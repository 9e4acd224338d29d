package httpapi

import (
	"errors"
	"math"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/reshimgathi/reshimgathi/api"
)

// Lists of cards are most of what a search page and a matches answer carry (a first matches load
// is about 45 KB of JSON, four signed picture links a card), and encoding/json spent about 4 ns a
// byte on them: two thirds of a first load's encoding, a tenth of its server time
// (docs/performance.md). The functions here append exactly the bytes encoding/json writes for the
// same values, field by field in the contract's order. TestCardJSONIsEncodingJSONs holds them to
// encoding/json's output for random values of every field, so a field the contract gains and
// these do not write fails it.

// appendMatchesAnswer appends a matches answer as encoding/json encodes it, newline included.
func appendMatchesAnswer(b []byte, a *api.GetMatches200JSONResponse) ([]byte, error) {
	d := &a.MatchedData
	lists := [...]struct {
		name  string
		cards []api.MemberCard
	}{{"age", d.Age}, {"caste", d.Caste}, {"horoscope", d.Horoscope}, {"location", d.Location},
		{"mutual", d.Mutual}, {"near", d.Near}, {"new", d.New}}
	b = append(b, `{"matchedData":{`...)
	var err error
	for _, l := range lists {
		b = append(b, '"')
		b = append(b, l.name...)
		b = append(b, `":`...)
		if b, err = appendList(b, l.cards, appendMemberCard); err != nil {
			return nil, err
		}
		b = append(b, ',')
	}
	w := &d.WhyEmpty
	b = append(b, `"whyEmpty":{`...)
	first := true
	for _, e := range [...]struct {
		name string
		why  *api.CarouselEmpty
	}{{"age", w.Age}, {"caste", w.Caste}, {"horoscope", w.Horoscope}, {"location", w.Location},
		{"mutual", w.Mutual}, {"near", w.Near}, {"new", w.New}} {
		if e.why == nil {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = appendJSONString(append(appendJSONString(b, e.name), ':'), string(*e.why))
	}
	return append(b, "}}}\n"...), nil
}

// appendSearchPage appends a search page as encoding/json encodes it, newline included.
func appendSearchPage(b []byte, p *api.SearchPage) ([]byte, error) {
	b = append(b, `{"moreResults":`...)
	b = strconv.AppendBool(b, p.MoreResults)
	b = append(b, `,"page":`...)
	b = strconv.AppendInt(b, int64(p.Page), 10)
	b = append(b, `,"searchResults":`...)
	b = strconv.AppendInt(b, int64(p.SearchResults), 10)
	b = append(b, `,"totalPages":`...)
	b = strconv.AppendInt(b, int64(p.TotalPages), 10)
	b = append(b, `,"userList":`...)
	b, err := appendList(b, p.UserList, appendSearchResult)
	if err != nil {
		return nil, err
	}
	return append(b, "}\n"...), nil
}

func appendList[T any](b []byte, l []T, item func([]byte, *T) ([]byte, error)) ([]byte, error) {
	if l == nil {
		return append(b, "null"...), nil
	}
	b = append(b, '[')
	var err error
	for i := range l {
		if i > 0 {
			b = append(b, ',')
		}
		if b, err = item(b, &l[i]); err != nil {
			return nil, err
		}
	}
	return append(b, ']'), nil
}

func appendMemberCard(b []byte, c *api.MemberCard) ([]byte, error) {
	b = append(b, `{"age":`...)
	b = strconv.AppendInt(b, int64(c.Age), 10)
	b = appendBadges(b, c.Badges)
	b = appendJSONString(append(b, `,"caste":`...), c.Caste)
	b = appendJSONString(append(b, `,"city":`...), c.City)
	b = appendJSONString(append(b, `,"fullName":`...), c.FullName)
	var err error
	if c.GunMilan != nil {
		if b, err = appendJSONFloat32(append(b, `,"gunMilan":`...), *c.GunMilan); err != nil {
			return nil, err
		}
	}
	b = appendOptionalString(b, `,"profilePhotoSrcset":`, c.ProfilePhotoSrcset)
	b = appendOptionalString(b, `,"profilePicture":`, c.ProfilePicture)
	if c.Reasons != nil {
		b, _ = appendList(append(b, `,"reasons":`...), *c.Reasons, appendMatchReason)
	}
	if c.RequestedAt != nil {
		if b, err = appendJSONTime(append(b, `,"requestedAt":`...), *c.RequestedAt); err != nil {
			return nil, err
		}
	}
	if c.Score != nil {
		b = strconv.AppendInt(append(b, `,"score":`...), int64(*c.Score), 10)
	}
	b = appendJSONString(append(b, `,"state":`...), c.State)
	b = appendJSONString(append(b, `,"user_id":`...), c.UserId)
	return append(b, '}'), nil
}

func appendSearchResult(b []byte, r *api.SearchResult) ([]byte, error) {
	b = append(b, `{"age":`...)
	b = strconv.AppendInt(b, int64(r.Age), 10)
	b = appendBadges(b, r.Badges)
	b = appendJSONString(append(b, `,"caste":`...), r.Caste)
	b = appendJSONString(append(b, `,"fullName":`...), r.FullName)
	b = appendJSONString(append(b, `,"location":`...), r.Location)
	b = appendOptionalString(b, `,"profilePhotoSrcset":`, r.ProfilePhotoSrcset)
	b = appendOptionalString(b, `,"profilePicture":`, r.ProfilePicture)
	if r.RequestDirection != nil {
		b = appendJSONString(append(b, `,"request_direction":`...), string(*r.RequestDirection))
	}
	b = appendJSONString(append(b, `,"request_status":`...), string(r.RequestStatus))
	if r.Score != nil {
		b = strconv.AppendInt(append(b, `,"score":`...), int64(*r.Score), 10)
	}
	b = appendJSONString(append(b, `,"user_id":`...), r.UserId)
	return append(b, '}'), nil
}

func appendMatchReason(b []byte, r *api.MatchReason) ([]byte, error) {
	b = appendJSONString(append(b, `{"criterion":`...), string(r.Criterion))
	b = strconv.AppendBool(append(b, `,"met":`...), r.Met)
	b = appendOptionalString(b, `,"value":`, r.Value)
	return append(b, '}'), nil
}

func appendBadges(b []byte, badges *api.Badges) []byte {
	if badges == nil {
		return b
	}
	b, _ = appendList(append(b, `,"badges":`...), *badges, func(b []byte, v *api.VerificationBadge) ([]byte, error) {
		return appendJSONString(b, string(*v)), nil
	})
	return b
}

// appendOptionalString appends field and s, or nothing when s is nil (omitempty on a pointer).
func appendOptionalString(b []byte, field string, s *string) []byte {
	if s == nil {
		return b
	}
	return appendJSONString(append(b, field...), *s)
}

// appendJSONString appends s quoted as encoding/json quotes it: HTML-safe (<, > and & escaped),
// U+2028 and U+2029 escaped, and each byte of invalid UTF-8 replaced by U+FFFD.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if jsonPlain[c] {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = utf8.AppendRune(b, utf8.RuneError)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// jsonPlain are the ASCII bytes a JSON string holds as they are.
var jsonPlain = func() (t [utf8.RuneSelf]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	return t
}()

var errNotJSONNumber = errors.New("httpapi: a NaN or infinite number has no JSON form")

// appendJSONFloat32 appends f as encoding/json writes a float32: the shortest decimal that reads
// back as f, in exponent form only below 1e-6 or from 1e21.
func appendJSONFloat32(b []byte, f float32) ([]byte, error) {
	if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
		return nil, errNotJSONNumber
	}
	format := byte('f')
	if abs := math.Abs(float64(f)); abs != 0 && (float32(abs) < 1e-6 || float32(abs) >= 1e21) {
		format = 'e'
	}
	start := len(b)
	b = strconv.AppendFloat(b, float64(f), format, -1, 32)
	if format == 'e' { // 1e-07 is written 1e-7
		if n := len(b) - start; n >= 4 && b[len(b)-4] == 'e' && b[len(b)-3] == '-' && b[len(b)-2] == '0' {
			b[len(b)-2] = b[len(b)-1]
			b = b[:len(b)-1]
		}
	}
	return b, nil
}

// appendJSONTime appends t as time.Time's MarshalJSON writes it.
func appendJSONTime(b []byte, t time.Time) ([]byte, error) {
	if y := t.Year(); y < 0 || y > 9999 {
		return nil, errors.New("httpapi: a time outside the years 0–9999 has no JSON form")
	}
	b = append(b, '"')
	b = t.AppendFormat(b, time.RFC3339Nano)
	return append(b, '"'), nil
}
