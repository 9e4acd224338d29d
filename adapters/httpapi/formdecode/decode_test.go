package formdecode

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"strings"
	"testing"
)

func TestDecodeFormats(t *testing.T) {
	tests := []struct {
		name  string
		parts []part
		want  string
	}{
		{"plain", []part{fld("fullName", "Asha"), fld("city", "Pune")},
			`{"city":"Pune","fullName":"Asha"}`},
		{"unicode and html kept verbatim", []part{fld("fullName", "आशा <&>")},
			`{"fullName":"आशा <&>"}`},
		{"indexed array", []part{fld("languages[0]", "Marathi"), fld("languages[1]", "Hindi")},
			`{"languages":["Marathi","Hindi"]}`},
		{"indexes out of order", []part{fld("languages[1]", "Hindi"), fld("languages[0]", "Marathi")},
			`{"languages":["Marathi","Hindi"]}`},
		{"bracket object", []part{fld("partnerPreferences[age][min]", "24"), fld("partnerPreferences[location][city]", "Pune")},
			`{"partnerPreferences":{"age":{"min":24},"location":{"city":"Pune"}}}`},
		{"dotted object", []part{fld("partnerPreferences.age.min", "24"), fld("partnerPreferences.location.city", "Pune")},
			`{"partnerPreferences":{"age":{"min":24},"location":{"city":"Pune"}}}`},
		{"dotted index", []part{fld("languages.0", "Marathi")}, `{"languages":["Marathi"]}`},
		{"dots and brackets in one key", []part{fld("partnerPreferences.location[city]", "Pune"), fld("partnerPreferences[age].max", "30")},
			`{"partnerPreferences":{"age":{"max":30},"location":{"city":"Pune"}}}`},
		{"array of objects", []part{fld("siblings[0][name]", "Ravi"), fld("siblings[0][age]", "31"), fld("siblings[1][name]", "Meera")},
			`{"siblings":[{"age":31,"name":"Ravi"},{"name":"Meera"}]}`},
		{"json object part", []part{fld("partnerPreferences", `{"age":{"min":24,"max":30}}`)},
			`{"partnerPreferences":{"age":{"max":30,"min":24}}}`},
		{"json array part", []part{fld("languages", ` ["Marathi","Hindi"]`)},
			`{"languages":["Marathi","Hindi"]}`},
		{"json empty array", []part{fld("languages", `[]`)}, `{"languages":[]}`},
		{"json null and bool kept", []part{fld("partnerPreferences", `{"manglik":null,"veg":true}`)},
			`{"partnerPreferences":{"manglik":null,"veg":true}}`},
		{"json string coerced like a form value", []part{fld("partnerPreferences", `{"age":{"min":"24"},"manglik":"false"}`)},
			`{"partnerPreferences":{"age":{"min":24},"manglik":false}}`},
		{"json merges with bracket keys", []part{fld("partnerPreferences", `{"age":{"min":24}}`), fld("partnerPreferences[location][city]", "Pune")},
			`{"partnerPreferences":{"age":{"min":24},"location":{"city":"Pune"}}}`},
		{"json only for JSONFields", []part{fld("about", `{"not":"parsed"}`)}, `{"about":"{\"not\":\"parsed\"}"}`},
		{"json only at top level", []part{fld("partnerPreferences[note]", `[1]`)}, `{"partnerPreferences":{"note":"[1]"}}`},
		{"json-capable field with plain text", []part{fld("languages", "Marathi")}, `{"languages":"Marathi"}`},
		{"append", []part{fld("hobbies[]", "Reading"), fld("hobbies[]", "Music")}, `{"hobbies":["Reading","Music"]}`},
		{"append after index", []part{fld("hobbies[0]", "Reading"), fld("hobbies[]", "Music")}, `{"hobbies":["Reading","Music"]}`},
		{"append after json array", []part{fld("hobbies", `["Reading"]`), fld("hobbies[]", "Music")}, `{"hobbies":["Reading","Music"]}`},
		{"nested append", []part{fld("partnerPreferences[castes][]", "Any")}, `{"partnerPreferences":{"castes":["Any"]}}`},
		{"numeric", []part{fld("height", " 162.5 "), fld("weight", "55")}, `{"height":162.5,"weight":"55"}`},
		{"numeric that is not a number stays string", []part{fld("height", "5ft 4in")}, `{"height":"5ft 4in"}`},
		{"numeric rejects non-JSON spellings", []part{fld("height", "0x10"), fld("siblings[0][age]", "+3"), fld("siblings[1][age]", "NaN"), fld("siblings[2][age]", "1e700")},
			`{"height":"0x10","siblings":[{"age":"+3"},{"age":"NaN"},{"age":"1e700"}]}`},
		{"booleans", []part{fld("smoker", "false"), fld("partnerPreferences[manglik]", "true"), fld("drinker", "true")},
			`{"drinker":"true","partnerPreferences":{"manglik":true},"smoker":false}`},
		{"boolean other text stays string", []part{fld("smoker", "on")}, `{"smoker":"on"}`},
		{"empty value", []part{fld("middleName", "")}, `{"middleName":""}`},
		{"empty body", nil, `{}`},
		{"untouched file input skipped", []part{fil("photo", "", ""), fld("fullName", "Asha")}, `{"fullName":"Asha"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Decode(reader(t, tt.parts...), profileOpts(), nil)
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			if string(got) != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestDecodeErrors(t *testing.T) {
	deep := strings.Repeat("[", 5000) + strings.Repeat("]", 5000)
	long := strings.Repeat("a", maxKeyLen+1)
	tests := []struct {
		name  string
		parts []part
		opts  func(*Options)
		err   error
		field string
	}{
		{"too many parts", []part{fld("a", "1"), fld("b", "2"), fld("c", "3")},
			func(o *Options) { o.MaxParts = 2 }, ErrTooManyParts, "c"},
		{"file parts count too", []part{fil("p", "a.jpg", "x"), fil("q", "b.jpg", "x"), fld("c", "3")},
			func(o *Options) { o.MaxParts = 2 }, ErrTooManyParts, "c"},
		{"json values count", []part{fld("languages", `["a","b","c"]`)},
			func(o *Options) { o.MaxParts = 3 }, ErrTooManyParts, "languages.2"},
		{"value too large", []part{fld("about", strings.Repeat("x", 17))},
			func(o *Options) { o.MaxValueBytes = 16 }, ErrValueTooLarge, "about"},
		{"json part too large", []part{fld("languages", `["`+strings.Repeat("x", 16)+`"]`)},
			func(o *Options) { o.MaxValueBytes = 16 }, ErrValueTooLarge, "languages"},
		{"empty key", []part{raw(`form-data; name=""`, "x")}, nil, ErrMalformed, ""},
		{"no name", []part{raw(`form-data`, "x")}, nil, ErrMalformed, ""},
		{"not form-data", []part{raw(`attachment; name="a"`, "x")}, nil, ErrMalformed, ""},
		{"unclosed bracket", []part{fld("a[b", "x")}, nil, ErrBadKey, "a[b"},
		{"stray close", []part{fld("a]", "x")}, nil, ErrBadKey, "a]"},
		{"leading dot", []part{fld(".a", "x")}, nil, ErrBadKey, ".a"},
		{"trailing dot", []part{fld("a.", "x")}, nil, ErrBadKey, "a."},
		{"double dot", []part{fld("a..b", "x")}, nil, ErrBadKey, "a..b"},
		{"space in key", []part{fld("a[b c]", "x")}, nil, ErrBadKey, "a[b c]"},
		{"dot inside brackets", []part{fld("a[b.c]", "x")}, nil, ErrBadKey, "a[b.c]"},
		{"numeric top-level key", []part{fld("0", "x")}, nil, ErrBadKey, "0"},
		{"digit-led name", []part{fld("a[1st]", "x")}, nil, ErrBadKey, "a[1st]"},
		{"negative index", []part{fld("a[-1]", "x")}, nil, ErrBadKey, "a[-1]"},
		{"leading zero index", []part{fld("a[01]", "x")}, nil, ErrBadKey, "a[01]"},
		{"append not last", []part{fld("a[][b]", "x")}, nil, ErrBadKey, "a[][b]"},
		{"index above MaxIndex", []part{fld("languages[51]", "x")}, nil, ErrBadKey, "languages.51"},
		{"huge index", []part{fld("languages[999999999]", "x")}, nil, ErrBadKey, "languages.999999999"},
		{"overflowing index", []part{fld("languages[99999999999999999999]", "x")}, nil, ErrBadKey, "languages[99999999999999999999]"},
		{"append past MaxIndex", []part{fld("h[]", "1"), fld("h[]", "2"), fld("h[]", "3")},
			func(o *Options) { o.MaxIndex = 1 }, ErrBadKey, "h.2"},
		{"too deep", []part{fld("a[b][c][d][e]", "x")}, nil, ErrBadKey, "a[b][c][d][e]"},
		{"too deep dotted", []part{fld("a.b.c.d.e", "x")}, nil, ErrBadKey, "a.b.c.d.e"},
		{"key too long", []part{fld(long, "x")}, nil, ErrBadKey, long[:maxKeyLen]},
		{"gap", []part{fld("languages[0]", "a"), fld("languages[2]", "c")}, nil, ErrBadKey, "languages.1"},
		{"gap at start", []part{fld("languages[1]", "b")}, nil, ErrBadKey, "languages.0"},
		{"scalar then object", []part{fld("a", "1"), fld("a[b]", "2")}, nil, ErrConflictingKeys, "a"},
		{"object then scalar", []part{fld("a[b]", "2"), fld("a", "1")}, nil, ErrConflictingKeys, "a"},
		{"array then object", []part{fld("a[0]", "1"), fld("a[b]", "2")}, nil, ErrConflictingKeys, "a"},
		{"leaf then deeper", []part{fld("a[b]", "1"), fld("a.b.c", "2")}, nil, ErrConflictingKeys, "a.b"},
		{"json vs brackets", []part{fld("partnerPreferences", `{"age":30}`), fld("partnerPreferences[age][min]", "2")},
			nil, ErrConflictingKeys, "partnerPreferences.age"},
		{"json array vs object", []part{fld("languages", `[]`), fld("languages[x]", "2")}, nil, ErrConflictingKeys, "languages"},
		{"same scalar twice", []part{fld("a", "1"), fld("a", "2")}, nil, ErrDuplicateKey, "a"},
		{"same leaf, two spellings", []part{fld("a[b]", "1"), fld("a.b", "2")}, nil, ErrDuplicateKey, "a.b"},
		{"json then index", []part{fld("languages", `["x"]`), fld("languages[0]", "y")}, nil, ErrDuplicateKey, "languages.0"},
		{"duplicate json key", []part{fld("partnerPreferences", `{"a":1,"a":2}`)}, nil, ErrDuplicateKey, "partnerPreferences.a"},
		{"invalid json", []part{fld("partnerPreferences", `{"age":}`)}, nil, ErrMalformed, "partnerPreferences"},
		{"truncated json", []part{fld("partnerPreferences", `{"age":{"min":1}`)}, nil, ErrMalformed, "partnerPreferences"},
		{"trailing json", []part{fld("languages", `["a"] ["b"]`)}, nil, ErrMalformed, "languages"},
		{"json too deep", []part{fld("partnerPreferences", `{"a":{"b":{"c":{"d":1}}}}`)}, nil, ErrBadKey, "partnerPreferences.a.b.c.d"},
		{"json deep bomb", []part{fld("languages", deep)}, nil, ErrBadKey, "languages.0.0.0.0"},
		{"json dotted key", []part{fld("partnerPreferences", `{"a.b":1}`)}, nil, ErrBadKey, "partnerPreferences.a.b"},
		{"json numeric key", []part{fld("partnerPreferences", `{"0":1}`)}, nil, ErrBadKey, "partnerPreferences.0"},
		{"json array too long", []part{fld("languages", "["+strings.Repeat("1,", 51)+"1]")}, nil, ErrBadKey, "languages.51"},
		{"json number out of range", []part{fld("partnerPreferences", `{"age":{"min":1e700}}`)}, nil, ErrMalformed, "partnerPreferences.age.min"},
		{"invalid utf-8 value", []part{fld("fullName", "A\xffsha")}, nil, ErrMalformed, "fullName"},
		{"invalid utf-8 json", []part{fld("languages", "[\"\xff\"]")}, nil, ErrMalformed, "languages"},
		{"unexpected file", []part{fil("photo", "me.jpg", "jpeg")}, nil, ErrUnexpectedFile, "photo"},
		{"bad file key", []part{fil("photo[", "me.jpg", "jpeg")}, nil, ErrBadKey, "photo["},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := profileOpts()
			if tt.opts != nil {
				tt.opts(&o)
			}
			onFile := func(_, _ string, r io.Reader) error {
				_, err := io.Copy(io.Discard, r)
				return err
			}
			if tt.err == ErrUnexpectedFile {
				onFile = nil
			}
			got, err := Decode(reader(t, tt.parts...), o, onFile)
			if !errors.Is(err, tt.err) {
				t.Fatalf("got %s, %v; want %v", got, err, tt.err)
			}
			if f := FieldOf(err); f != tt.field {
				t.Errorf("FieldOf = %q, want %q", f, tt.field)
			}
			if msg := fmt.Sprintf("%q", tt.field); !strings.Contains(err.Error(), msg) {
				t.Errorf("message %q lacks field %s", err, msg)
			}
		})
	}
}

func TestDecodeLimitsInclusive(t *testing.T) {
	var parts []part
	for i := range DefaultMaxIndex + 1 {
		parts = append(parts, fld(fmt.Sprintf("a[b][c][%d]", i), "x"))
	}
	got, err := Decode(reader(t, parts...), Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"a":{"b":{"c":[` + strings.Repeat(`"x",`, DefaultMaxIndex) + `"x"]}}}`; string(got) != want {
		t.Errorf("got %s", got)
	}
}

func TestDecodeBrokenMultipart(t *testing.T) {
	b, boundary := body(t, fld("a", "1"))
	cut := b[:len(b)-10]
	_, err := Decode(multipart.NewReader(bytes.NewReader(cut), boundary), Options{}, nil)
	if !errors.Is(err, ErrMalformed) {
		t.Fatalf("got %v, want ErrMalformed", err)
	}
}

func TestDecodeErrorMessageBounded(t *testing.T) {
	junk := "--b\r\n" + strings.Repeat("x", 1<<20) + "\r\n\r\n"
	_, err := Decode(multipart.NewReader(strings.NewReader(junk), "b"), Options{}, nil)
	if !errors.Is(err, ErrMalformed) {
		t.Fatalf("got %v, want ErrMalformed", err)
	}
	if n := len(err.Error()); n > 2*maxKeyLen {
		t.Errorf("error message is %d bytes", n)
	}
}

func TestDecodeTruncatedFile(t *testing.T) {
	b, boundary := body(t, fil("photo", "me.jpg", strings.Repeat("J", 10000)))
	cut := b[:len(b)/2]
	errHandler := errors.New("handler saw a read error")
	_, err := Decode(multipart.NewReader(bytes.NewReader(cut), boundary), Options{},
		func(_, _ string, r io.Reader) error {
			if _, err := io.Copy(io.Discard, r); err != nil {
				return errHandler
			}
			return nil
		})
	if !errors.Is(err, ErrMalformed) || !errors.Is(err, io.ErrUnexpectedEOF) || FieldOf(err) != "photo" {
		t.Fatalf("got %v (field %q), want ErrMalformed for photo", err, FieldOf(err))
	}
}

func TestDecodeFiles(t *testing.T) {
	type seen struct{ field, name, content string }
	var got []seen
	onFile := func(field, filename string, r io.Reader) error {
		b, err := io.ReadAll(io.LimitReader(r, 1<<20))
		got = append(got, seen{field, filename, string(b)})
		return err
	}
	doc, err := Decode(reader(t,
		fld("fullName", "Asha"),
		fil("photos[]", "one.jpg", "JPEG1"),
		fil("photos[]", "../../two.png", "PNG2"),
		fld("city", "Pune"),
	), Options{}, onFile)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"city":"Pune","fullName":"Asha"}`; string(doc) != want {
		t.Errorf("doc %s, want %s", doc, want)
	}
	want := []seen{{"photos[]", "one.jpg", "JPEG1"}, {"photos[]", "two.png", "PNG2"}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("files %v, want %v", got, want)
	}

	errTooBig := errors.New("photo too big")
	_, err = Decode(reader(t, fil("photo", "big.jpg", "xxxx")), Options{},
		func(string, string, io.Reader) error { return errTooBig })
	if !errors.Is(err, errTooBig) || FieldOf(err) != "photo" {
		t.Fatalf("got %v (field %q), want handler error for photo", err, FieldOf(err))
	}
}
