package formdecode

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime/multipart"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

func profileDoc() map[string]any {
	return map[string]any{
		"fullName":  "Asha Patil",
		"height":    162.5,
		"smoker":    false,
		"languages": []any{"Marathi", "Hindi", "English"},
		"partnerPreferences": map[string]any{
			"age":      map[string]any{"min": 24, "max": 30},
			"location": map[string]any{"city": "Pune", "states": []string{"MH", "GA"}},
			"manglik":  true,
		},
		"siblings": []map[string]any{{"name": "Ravi", "age": 31}, {"name": "Meera", "age": json.Number("27")}},
	}
}

func encodeBody(t *testing.T, doc map[string]any) *multipart.Reader {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	if err := Encode(w, doc); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return multipart.NewReader(&buf, w.Boundary())
}

func sameJSON(t *testing.T, got []byte, want any) {
	t.Helper()
	wantJSON, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	var g, w any
	if err := json.Unmarshal(got, &g); err != nil {
		t.Fatalf("invalid JSON %s: %v", got, err)
	}
	if err := json.Unmarshal(wantJSON, &w); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g, w) {
		t.Errorf("got  %s\nwant %s", got, wantJSON)
	}
}

func TestRoundTrip(t *testing.T) {
	doc := profileDoc()
	got, err := Decode(encodeBody(t, doc), profileOpts(), nil)
	if err != nil {
		t.Fatal(err)
	}
	sameJSON(t, got, doc)
}

func TestEncodeBracketNotation(t *testing.T) {
	doc := map[string]any{
		"b": map[string]any{"y": []any{1, 2.5, "x"}, "x": true},
		"a": "1",
		"z": nil, "e": []any{}, "m": map[string]any{},
	}
	mr := encodeBody(t, doc)
	var got []string
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		v, _ := io.ReadAll(p)
		got = append(got, p.FormName()+"="+string(v))
	}
	want := "a=1 b[x]=true b[y][0]=1 b[y][1]=2.5 b[y][2]=x"
	if strings.Join(got, " ") != want {
		t.Errorf("got  %s\nwant %s", strings.Join(got, " "), want)
	}
}

func TestEncodeErrors(t *testing.T) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for _, doc := range []map[string]any{
		{"a.b": "x"},
		{"a": map[string]any{"b[c]": "x"}},
		{"a": map[string]any{"0": "x"}},
	} {
		if err := Encode(w, doc); !errors.Is(err, ErrBadKey) {
			t.Errorf("Encode(%v) = %v, want ErrBadKey", doc, err)
		}
	}
	cyclic := map[string]any{}
	cyclic["self"] = cyclic
	for _, doc := range []map[string]any{
		{"a": struct{}{}}, {"a": map[int]string{1: "x"}}, {"a": json.Number("1e")}, {"a": cyclic},
	} {
		if err := Encode(w, doc); err == nil {
			t.Errorf("Encode(%v) succeeded", doc)
		}
	}
}

// The same document must decode identically whichever notation the client
// picked, so handlers validate one shape.
func TestNotationsAgree(t *testing.T) {
	brackets := []part{
		fld("fullName", "Asha"), fld("height", "162.5"),
		fld("languages[0]", "Marathi"), fld("languages[1]", "Hindi"),
		fld("partnerPreferences[age][min]", "24"), fld("partnerPreferences[age][max]", "30"),
		fld("partnerPreferences[location][city]", "Pune"), fld("partnerPreferences[manglik]", "false"),
		fld("siblings[0][name]", "Ravi"), fld("siblings[0][age]", "31"),
	}
	dots := []part{
		fld("fullName", "Asha"), fld("height", "162.5"),
		fld("languages.0", "Marathi"), fld("languages.1", "Hindi"),
		fld("partnerPreferences.age.min", "24"), fld("partnerPreferences.age.max", "30"),
		fld("partnerPreferences.location.city", "Pune"), fld("partnerPreferences.manglik", "false"),
		fld("siblings.0.name", "Ravi"), fld("siblings.0.age", "31"),
	}
	jsonParts := []part{
		fld("fullName", "Asha"), fld("height", "162.5"),
		fld("languages", `["Marathi","Hindi"]`),
		fld("partnerPreferences", `{"age":{"min":24,"max":30},"location":{"city":"Pune"},"manglik":false}`),
		fld("siblings", `[{"name":"Ravi","age":31}]`),
	}
	mixed := []part{
		fld("siblings", `[{"name":"Ravi","age":"31"}]`), fld("languages[]", "Marathi"), fld("languages[]", "Hindi"),
		fld("partnerPreferences.age[min]", "24"), fld("partnerPreferences", `{"age":{"max":30},"manglik":"false"}`),
		fld("partnerPreferences[location].city", "Pune"), fld("height", "162.5"), fld("fullName", "Asha"),
	}
	var first []byte
	for i, parts := range [][]part{brackets, dots, jsonParts, mixed} {
		got, err := Decode(reader(t, parts...), profileOpts(), nil)
		if err != nil {
			t.Fatalf("notation %d: %v", i, err)
		}
		if i == 0 {
			first = got
		} else if !bytes.Equal(got, first) {
			t.Errorf("notation %d:\n got  %s\n want %s", i, got, first)
		}
	}
}

// countingReader shows how much of the body Decode pulled in.
type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

func TestPartFloodFailsFast(t *testing.T) {
	parts := make([]part, 10_000)
	for i := range parts {
		parts[i] = fld("f"+strconv.Itoa(i), "v")
	}
	b, boundary := body(t, parts...)
	cr := &countingReader{r: bytes.NewReader(b)}
	_, err := Decode(multipart.NewReader(cr, boundary), Options{MaxParts: 200}, nil)
	if !errors.Is(err, ErrTooManyParts) || FieldOf(err) != "f200" {
		t.Fatalf("got %v (field %q), want ErrTooManyParts at f200", err, FieldOf(err))
	}
	if cr.n > len(b)/20 {
		t.Errorf("read %d of %d bytes before failing", cr.n, len(b))
	}
}

func TestHugeIndexDoesNotAllocate(t *testing.T) {
	for _, key := range []string{"languages[999999999]", "languages.999999999", "languages[50][999999999]"} {
		mr := reader(t, fld(key, "x"))
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := Decode(mr, Options{MaxIndex: 1 << 30}, nil)
		runtime.ReadMemStats(&after)
		if !errors.Is(err, ErrBadKey) {
			t.Fatalf("%s: got %v, want ErrBadKey", key, err)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 256<<10 {
			t.Errorf("%s: allocated %d bytes", key, grew)
		}
	}
}
