package httpapi

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strconv"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// The hand-written card encoders write the bytes encoding/json writes, for random values of every
// field of the contract's types: a field the contract gains and they do not write, or a string
// they quote differently, fails here.
func TestCardJSONIsEncodingJSONs(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 27))
	check := func(kind string, v any, got []byte, err error) {
		t.Helper()
		var want bytes.Buffer
		if werr := json.NewEncoder(&want).Encode(v); werr != nil || err != nil {
			t.Fatalf("%s: encoding/json %v, hand-written %v", kind, werr, err)
		}
		if !bytes.Equal(got, want.Bytes()) {
			t.Fatalf("%s:\n got %s\nwant %s", kind, got, want.Bytes())
		}
	}
	for range 3000 {
		var m api.GetMatches200JSONResponse
		fillRandom(reflect.ValueOf(&m).Elem(), r)
		got, err := appendMatchesAnswer(nil, &m)
		check("matches", m, got, err)

		var p api.SearchPage
		fillRandom(reflect.ValueOf(&p).Elem(), r)
		got, err = appendSearchPage(nil, &p)
		check("search", p, got, err)
	}
	// Every control character, the HTML-sensitive ones, the line and paragraph separators and
	// each invalid UTF-8 byte, alone and among others.
	var odd []string
	for c := range 0x80 {
		odd = append(odd, string(rune(c)), "a"+string(rune(c))+"é")
	}
	for c := 0x80; c < 0x100; c++ {
		odd = append(odd, string([]byte{byte(c)}), "क"+string([]byte{byte(c)})+"z")
	}
	odd = append(odd, "\u2028\u2029", "x\u2028", "क्ष ज्ञ श्र", "\xe0\xa4", "\xef\xbf\xbd")
	for _, s := range odd {
		c := api.MemberCard{FullName: s, City: s}
		got, err := appendMatchesAnswer(nil, &api.GetMatches200JSONResponse{MatchedData: api.MatchedData{Age: []api.MemberCard{c}}})
		check("string "+strconvQuote(s), api.GetMatches200JSONResponse{MatchedData: api.MatchedData{Age: []api.MemberCard{c}}}, got, err)
	}
	for _, f := range []float32{0, 0.5, 18, 36, 1e-7, 1.5e-6, 1e20, 1e21, 3.4e38, -2.5, 1.0 / 3} {
		m := api.GetMatches200JSONResponse{MatchedData: api.MatchedData{New: []api.MemberCard{{GunMilan: &f}}}}
		got, err := appendMatchesAnswer(nil, &m)
		check("float", m, got, err)
	}
}

func strconvQuote(s string) string { b, _ := json.Marshal(s); return string(b) }

var randomStrings = []string{"", "Pune", "पुणे", "Sneha Patil", "<b>&amp;\"'\\", "\x00\x1f\x7f",
	"\u2028\u2029", "\xff\xfe bad", "/api/media/abc/thumb?exp=1&sig=Zm9v 160w, /api/media/abc/full?exp=1&sig=YmFy 640w",
	"caste", "noneFit", "email", "sent", "😀"}

// fillRandom sets every field v reaches: nil or not for pointers, slices of none to three, any
// of randomStrings, small and large numbers, times in several zones.
func fillRandom(v reflect.Value, r *rand.Rand) {
	switch v.Kind() {
	case reflect.Pointer:
		if r.IntN(3) == 0 {
			v.SetZero()
			return
		}
		v.Set(reflect.New(v.Type().Elem()))
		fillRandom(v.Elem(), r)
	case reflect.Slice:
		if r.IntN(4) == 0 {
			v.SetZero()
			return
		}
		n := r.IntN(4)
		v.Set(reflect.MakeSlice(v.Type(), n, n))
		for i := range n {
			fillRandom(v.Index(i), r)
		}
	case reflect.Struct:
		if v.Type() == reflect.TypeFor[time.Time]() {
			zones := []*time.Location{time.UTC, time.FixedZone("IST", 19800), time.FixedZone("", -3600)}
			v.Set(reflect.ValueOf(time.Unix(r.Int64N(4e9), r.Int64N(2)*r.Int64N(1e9)).In(zones[r.IntN(len(zones))])))
			return
		}
		for i := range v.NumField() {
			fillRandom(v.Field(i), r)
		}
	case reflect.String:
		v.SetString(randomStrings[r.IntN(len(randomStrings))])
	case reflect.Int, reflect.Int64, reflect.Int32:
		v.SetInt(r.Int64N(2000) - 1000)
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 0)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(float64(r.IntN(73)) / 2)
	default:
		panic("fillRandom: no random value for " + v.Type().String())
	}
}

// BenchmarkMatchesAnswerEncoding is a first matches load's encoding: 42 cards with their reasons
// and signed picture links (about 45 KB), by encoding/json and by the hand-written encoder.
func BenchmarkMatchesAnswerEncoding(b *testing.B) {
	m := newMediaLinks(linkKey)
	now := time.Now()
	card := func(i int) api.MemberCard {
		pic := m.picture(strconv.Itoa(1e8+i), linkViewer, now)
		score, points, city := 80, float32(24.5), "Pune"
		reasons := []api.MatchReason{{Criterion: "age", Met: true, Value: &city}, {Criterion: "religion", Met: true, Value: &city},
			{Criterion: "caste", Met: true, Value: &city}, {Criterion: "city", Met: false, Value: &city}, {Criterion: "height", Met: true, Value: &city},
			{Criterion: "marital", Met: true, Value: &city}, {Criterion: "manglik", Met: true}, {Criterion: "gunMilan", Met: true, Value: &city}}
		badges := api.Badges{"email", "phone"}
		return api.MemberCard{Age: 27, Badges: &badges, Caste: "Maratha", City: city, FullName: "स्नेहा पाटील", GunMilan: &points,
			ProfilePhotoSrcset: pic.srcset, ProfilePicture: pic.thumbnail(), Reasons: &reasons, Score: &score, State: "Maharashtra", UserId: "RG123456"}
	}
	list := func(from int) []api.MemberCard {
		var l []api.MemberCard
		for i := range matching.MatchesPerDimension {
			l = append(l, card(from+i))
		}
		return l
	}
	a := api.GetMatches200JSONResponse{MatchedData: api.MatchedData{Age: list(0), Caste: list(10), Horoscope: list(20),
		Location: list(30), Mutual: list(40), Near: list(50), New: list(60)}}
	b.Run("encoding-json", func(b *testing.B) {
		var buf bytes.Buffer
		for b.Loop() {
			buf.Reset()
			_ = json.NewEncoder(&buf).Encode(a)
		}
		b.SetBytes(int64(buf.Len()))
	})
	b.Run("hand-written", func(b *testing.B) {
		buf := make([]byte, 0, 64<<10)
		for b.Loop() {
			buf, _ = appendMatchesAnswer(buf[:0], &a)
		}
		b.SetBytes(int64(len(buf)))
	})
}
