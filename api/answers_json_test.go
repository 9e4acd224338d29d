package api

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strconv"
	"testing"
	"time"
)

// The generated encoders (answers_json.gen.go) write the bytes encoding/json writes, for random
// values of every field of the answers they cover: a string they quote differently, a number
// they format differently or a field they leave out fails here.
func TestGeneratedJSONIsEncodingJSONs(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 27))
	check := func(kind string, v any, got []byte, err error) {
		t.Helper()
		var want bytes.Buffer
		if werr := json.NewEncoder(&want).Encode(v); werr != nil || err != nil {
			t.Fatalf("%s: encoding/json %v, generated %v", kind, werr, err)
		}
		if got = append(got, '\n'); !bytes.Equal(got, want.Bytes()) {
			t.Fatalf("%s:\n got %s\nwant %s", kind, got, want.Bytes())
		}
	}
	for range 2000 {
		var m GetMatches200JSONResponse
		fillRandom(reflect.ValueOf(&m).Elem(), r)
		got, err := AppendJSONGetMatches200JSONResponse(nil, &m)
		check("matches", m, got, err)

		var p SearchPage
		fillRandom(reflect.ValueOf(&p).Elem(), r)
		got, err = AppendJSONSearchPage(nil, &p)
		check("search", p, got, err)

		var u GetUserProfile200JSONResponse
		fillRandom(reflect.ValueOf(&u).Elem(), r)
		got, err = AppendJSONGetUserProfile200JSONResponse(nil, &u)
		check("profile", u, got, err)
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
		m := GetMatches200JSONResponse{MatchedData: MatchedData{Age: []MemberCard{{FullName: s, City: s}}}}
		got, err := AppendJSONGetMatches200JSONResponse(nil, &m)
		check("string "+string(mustJSON(s)), m, got, err)
	}
	for _, f := range []float32{0, 0.5, 18, 36, 1e-7, 1.5e-6, 1e20, 1e21, 3.4e38, -2.5, 1.0 / 3} {
		m := GetMatches200JSONResponse{MatchedData: MatchedData{New: []MemberCard{{GunMilan: &f}}}}
		got, err := AppendJSONGetMatches200JSONResponse(nil, &m)
		check("float", m, got, err)
	}
}

func mustJSON(v any) []byte { b, _ := json.Marshal(v); return b }

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
	case reflect.Array: // a UUID
		for i := range v.Len() {
			fillRandom(v.Index(i), r)
		}
	case reflect.Uint8:
		v.SetUint(uint64(r.IntN(256)))
	default:
		panic("fillRandom: no random value for " + v.Type().String())
	}
}

// BenchmarkMatchesAnswerEncoding is a first matches load's encoding: 42 cards with their reasons
// and four picture links each (about 45 KB), by encoding/json and by the generated encoder.
func BenchmarkMatchesAnswerEncoding(b *testing.B) {
	link := func(i int, variant string) string {
		return "/api/media/" + strconv.Itoa(1e8+i) + "0123456789abcdef0123/" + variant +
			"?exp=1796000000&sig=Zm9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoaWprbG1u"
	}
	card := func(i int) MemberCard {
		thumb := link(i, "thumb")
		set := thumb + " 160w, " + link(i, "medium") + " 320w, " + link(i, "full") + " 640w"
		score, points, city := 80, float32(24.5), "Pune"
		reasons := []MatchReason{{Criterion: "age", Met: true, Value: &city}, {Criterion: "religion", Met: true, Value: &city},
			{Criterion: "caste", Met: true, Value: &city}, {Criterion: "city", Met: false, Value: &city}, {Criterion: "height", Met: true, Value: &city},
			{Criterion: "marital", Met: true, Value: &city}, {Criterion: "manglik", Met: true}, {Criterion: "gunMilan", Met: true, Value: &city}}
		badges := Badges{"email", "phone"}
		return MemberCard{Age: 27, Badges: &badges, Caste: "Maratha", City: city, FullName: "स्नेहा पाटील", GunMilan: &points,
			ProfilePhotoSrcset: &set, ProfilePicture: &thumb, Reasons: &reasons, Score: &score, State: "Maharashtra", UserId: "RG123456"}
	}
	list := func(from int) []MemberCard {
		var l []MemberCard
		for i := range 6 { // domain/matching.MatchesPerDimension
			l = append(l, card(from+i))
		}
		return l
	}
	a := GetMatches200JSONResponse{MatchedData: MatchedData{Age: list(0), Caste: list(10), Horoscope: list(20),
		Location: list(30), Mutual: list(40), Near: list(50), New: list(60)}}
	b.Run("encoding-json", func(b *testing.B) {
		var buf bytes.Buffer
		for b.Loop() {
			buf.Reset()
			_ = json.NewEncoder(&buf).Encode(a)
		}
		b.SetBytes(int64(buf.Len()))
	})
	b.Run("generated", func(b *testing.B) {
		buf := make([]byte, 0, 64<<10)
		for b.Loop() {
			buf, _ = AppendJSONGetMatches200JSONResponse(buf[:0], &a)
		}
		b.SetBytes(int64(len(buf)))
	})
}
