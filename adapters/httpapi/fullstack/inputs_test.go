package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/app"
)

// send makes a raw request with a bearer token ("" for none) and answers the status and the
// parsed problem (zero when the answer is not one).
func (e *env) send(t *testing.T, method, path, contentType, token string, body []byte) (int, problemDoc) {
	t.Helper()
	req, err := http.NewRequest(method, e.url+path, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	// A live stream answered instead of a refusal would never end: the timeout fails the test.
	res, err := (&http.Client{Timeout: 10 * time.Second}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("%s %s: %d then %v", method, path, res.StatusCode, err)
	}
	var p problemDoc
	if res.Header.Get("Content-Type") == "application/problem+json" {
		if err := json.Unmarshal(raw, &p); err != nil {
			t.Fatalf("%d: a problem document that does not parse: %s", res.StatusCode, raw)
		}
	}
	p.raw = string(raw)
	return res.StatusCode, p
}

type problemDoc struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Errors  []struct {
		Field   string `json:"field"`
		Message string `json:"message"`
	} `json:"errors"`
	raw string
}

func (p problemDoc) field(name string) string {
	for _, e := range p.Errors {
		if e.Field == name {
			return e.Message
		}
	}
	return ""
}

func contactJSON(name, message string) []byte {
	b, _ := json.Marshal(map[string]string{"name": name, "email": "asha.text@example.in", "phone": "9822012345",
		"gender": "female", "message": message})
	return b
}

// TestBadBytesAreRefusedAtTheEdge: a NUL or another control character in any text is a 400 that
// names the field, never a database error (docs/security.md 24).
func TestBadBytesAreRefusedAtTheEdge(t *testing.T) {
	e := newEnv(t)
	e.limits.SetLimit(app.PolicyForms, 1000)
	doc, token := e.member(t)
	cases := []struct {
		name, method, path, contentType, token string
		body                                   []byte
		field, message                         string
	}{
		{"contact-message-nul", "POST", "/api/contact", "application/json", "", contactJSON("Asha Patil", "Hello\x00 there"), "message", "This text contains control characters, which are not allowed."},
		{"contact-name-newline", "POST", "/api/contact", "application/json", "", contactJSON("Asha\r\nBcc: x", "Hello there"), "name", "This text contains control characters, which are not allowed."},
		{"contact-name-bidi-override", "POST", "/api/contact", "application/json", "", contactJSON("Asha \u202Eetil", "Hello there"), "name", "This text contains invisible formatting characters, which are not allowed."},
		{"contact-name-zero-width-only", "POST", "/api/contact", "application/json", "", contactJSON("\u200B\u200B\u200D\uFEFF", "Hello there"), "name", "Name must be 2 to 100 characters"},
		{"contact-name-digits-only", "POST", "/api/contact", "application/json", "", contactJSON("12345", "Hello there"), "name", "A name must contain letters."},
		{"login-email-nul", "POST", "/api/auth/login", "application/json", "", []byte(`{"email":"a\u0000@b.in","password":"x"}`), "email", "This text contains control characters, which are not allowed."},
		{"login-password-c1", "POST", "/api/auth/login", "application/json", "", []byte(`{"email":"a@b.in","password":"pass\u0085word"}`), "password", "This text contains control characters, which are not allowed."},
		{"search-caste-nul", "POST", "/api/user/all-users", "application/json", token, []byte(`{"caste":"maratha\u0000"}`), "caste", "This text contains control characters, which are not allowed."},
		{"events-access-token-nul", "GET", "/api/user/events?access_token=%00", "", token, nil, "access_token", "This text contains control characters, which are not allowed."},
		{"path-member-code-nul", "GET", "/api/user/user-profile/MH%002345678", "", token, nil, "id", "This text contains control characters, which are not allowed."},
		{"mark-as-read-malformed-uuid", "POST", "/api/user/mark-as-read", "application/json", token, []byte(`{"requestIds":["not-a-uuid"]}`), "requestIds.0", "Each request id must be a UUID."},
		{"body-not-utf8", "POST", "/api/contact", "application/json", "", []byte("{\"name\":\"\xff\xfe\"}"), "body", "This text is not valid UTF-8."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			status, p := e.send(t, c.method, c.path, c.contentType, c.token, c.body)
			if status != 400 || p.field(c.field) != c.message {
				t.Fatalf("%d %s, want 400 with %s: %q", status, p.raw, c.field, c.message)
			}
		})
	}
	t.Run("multipart-fields-too", func(t *testing.T) {
		for field, value := range map[string]string{"fullName": "Snehal\x00", "hobbies.0": "Reading\u202E", "father": "\u200B\u200C"} {
			d := wizard()
			switch field {
			case "hobbies.0":
				d["hobbies"] = []any{value}
			default:
				d[field] = value
			}
			r := e.register(t, d, testJPEG(t, 120, 120))
			if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)[field] == "" {
				t.Fatalf("%s: %d %s", field, r.StatusCode(), r.Body)
			}
		}
		r := e.patchProfile(t, token, map[string]any{"motherOccupation": "Teacher\x07"}, nil)
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["motherOccupation"] == "" {
			t.Fatalf("edit: %d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("phone-must-be-an-indian-mobile", func(t *testing.T) {
		d := wizard()
		d["phone"] = "0000000000"
		r := e.register(t, d, testJPEG(t, 120, 120))
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["phone"] == "" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		b, _ := json.Marshal(map[string]string{"name": "Asha Patil", "email": "asha@example.in", "phone": "0000000000", "gender": "female", "message": "Hello there"})
		if status, p := e.send(t, "POST", "/api/contact", "application/json", "", b); status != 400 || p.field("phone") == "" {
			t.Fatalf("contact: %d %s", status, p.raw)
		}
	})
	_ = doc
}

// TestTextIsCleanedWhereHarmless: what is stored is what members see — NFC, without invisible
// fillers — while line breaks stay in messages and Devanagari joiners stay in names.
func TestTextIsCleanedWhereHarmless(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.member(t)
	decomposed := "Sne\u0301hal Deshmukh" // e + combining acute: NFC makes it é
	r := e.patchProfile(t, token, map[string]any{"fullName": decomposed, "hobbies": []any{"Read\u200Bing", "\uFEFFTrekking"},
		"mother": "आशा र्\u200Dया"}, nil)
	if r.StatusCode() != 200 {
		t.Fatalf("%d %s", r.StatusCode(), r.Body)
	}
	u := r.JSON200.UserData
	if u.FullName != "Snéhal Deshmukh" || strings.Join(u.Hobbies, ",") != "Reading,Trekking" || u.Mother != "आशा र्\u200Dया" {
		t.Fatalf("stored %q %q %q", u.FullName, u.Hobbies, u.Mother)
	}
	c, err := e.client.SubmitContactWithBodyWithResponse(ctx, "application/json",
		bytes.NewReader(contactJSON("Asha Patil", "First line\r\nSecond line\tand a tab")))
	if err != nil || c.StatusCode() != 201 {
		t.Fatalf("contact: %v %d %s", err, c.StatusCode(), c.Body)
	}
	var stored string
	if err := e.pool.QueryRow(ctx, "SELECT message FROM contact_messages WHERE id = $1", c.JSON201.Id).Scan(&stored); err != nil ||
		stored != "First line\nSecond line\tand a tab" {
		t.Fatalf("stored message %q (%v)", stored, err)
	}
}

// TestBodiesAreParsedStrictly: one JSON value and nothing after it, the operation's own media
// type, UTF-8 only, a multipart body with its boundary; picture decoders' words stay in the log.
func TestBodiesAreParsedStrictly(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	search := []byte(`{"page":1}`)
	cases := []struct {
		name, method, path, contentType string
		body                            []byte
		status                          int
	}{
		{"trailing-json", "POST", "/api/user/all-users", "application/json", []byte(`{"page":1}{"page":2}`), 400},
		{"trailing-garbage", "POST", "/api/user/all-users", "application/json", []byte(`{"page":1} x`), 400},
		{"json-sent-as-multipart", "POST", "/api/user/all-users", "multipart/form-data; boundary=xyz", search, 415},
		{"form-sent-to-a-json-operation", "POST", "/api/user/all-users", "application/x-www-form-urlencoded", []byte("page=1"), 415},
		{"json-sent-to-a-multipart-operation", "PATCH", "/api/user/profile", "application/json", []byte(`{"city":"Pune"}`), 415},
		{"charset-utf-16", "POST", "/api/user/all-users", "application/json; charset=utf-16", search, 415},
		{"multipart-without-boundary", "PATCH", "/api/user/profile", "multipart/form-data", []byte("--x\r\n"), 400},
		{"malformed-content-type", "POST", "/api/user/all-users", "application/json; =", search, 415},
		{"charset-utf-8-is-fine", "POST", "/api/user/all-users", "application/json; charset=UTF-8", search, 200},
		{"trailing-whitespace-is-fine", "POST", "/api/user/all-users", "application/json", []byte("{\"page\":1}\n  "), 200},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			status, p := e.send(t, c.method, c.path, c.contentType, token, c.body)
			if status != c.status || (status >= 400 && p.Code == "") {
				t.Fatalf("%d %s, want %d", status, p.raw, c.status)
			}
		})
	}
	t.Run("picture-decoder-messages-stay-in-the-log", func(t *testing.T) {
		broken := testJPEG(t, 200, 200)
		broken = append(broken[:200:200], bytes.Repeat([]byte{0x42}, 300)...) // a JPEG cut and filled with junk
		r := e.register(t, wizard(), hugePNGHeader(t)[:40])
		for _, body := range [][]byte{r.Body, e.register(t, wizard(), broken).Body} {
			var p problemDoc
			_ = json.Unmarshal(body, &p)
			for _, leak := range []string{"png:", "jpeg:", "invalid", "unexpected", "format", "chunk", "EOF"} {
				if strings.Contains(p.Message, leak) {
					t.Fatalf("a decoder's words reached the client: %s", body)
				}
			}
			if p.Code == "" || p.Message == "" {
				t.Fatalf("not a problem: %s", body)
			}
		}
	})
}

// TestUnknownDecodeErrorsAre400: whatever the generated decoders cannot read is the client's
// fault (a 400 problem), not a 500.
func TestUnknownDecodeErrorsAre400(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	status, p := e.send(t, "POST", "/api/user/mark-as-read", "application/json", token, []byte(`{"requestIds":["00000000-0000-0000-0000-00000000000g"]}`))
	if status != 400 || p.Code != "validation_failed" {
		t.Fatalf("%d %s", status, p.raw)
	}
	r, err := e.client.MarkAsReadWithResponse(context.Background(), apiclient.MarkAsReadJSONRequestBody{}, bearer(token))
	if err != nil || r.StatusCode() == 500 {
		t.Fatalf("%v %d", err, r.StatusCode())
	}
}
