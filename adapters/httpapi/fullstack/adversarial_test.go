package httpapi_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi/formdecode"
	"github.com/reshimgathi/reshimgathi/adapters/jwtauth"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/app"
)

// victim is a second member with values no answer to anyone else may contain.
type victim struct {
	chatter
	secrets                             []string // e-mail, phone, name, a private message
	conversation, payment, photo, order string
}

// plantVictim makes a member of the attacker's gender (so not even her public profile is the
// attacker's to see) with a subscription, a connection, a private message and a payment.
func (e *env) plantVictim(t *testing.T) victim {
	t.Helper()
	v := victim{}
	v.chatter = e.chatter(t, func(d map[string]any) {
		d["fullName"], d["email"], d["phone"] = "Zephyrine Quillfeather", "zephyrine.quillfeather@example.in", "9012345678"
	})
	e.subscribe(t, v.chatter)
	friend := e.chatter(t, groom)
	e.connect(t, v.chatter, friend)
	msg := e.sent(t, v.chatter, friend, "Xanthippe-secret-4471: my aunt's address is 12 Tilak Road")
	v.conversation = msg.ConversationId.String()
	v.payment = e.buy(t, v.token, apiclient.PlanCodeStandard).Id.String()
	v.order = e.order(t, v.token, apiclient.PlanCodeBasic).OrderId
	if pic := e.own(t, v.token).ProfilePicture; pic != nil {
		if parts := strings.Split(strings.TrimPrefix(*pic, "/api/media/"), "/"); len(parts) > 1 {
			v.photo = parts[0]
		}
	}
	v.secrets = []string{"zephyrine.quillfeather@example.in", "9012345678", "Zephyrine", "Quillfeather", "Xanthippe-secret-4471"}
	return v
}

// idorValue is the victim's own id for a path parameter that names a member's thing.
func (v victim) idorValue(name string) string {
	switch name {
	case "userId", "id":
		return v.code
	case "conversationId":
		return v.conversation
	case "paymentId":
		return v.payment
	case "photoId":
		return v.photo
	case "orderId":
		return v.order
	}
	return ""
}

// forgedTokens are member tokens no server may accept: unsigned, for another audience, expired,
// and a real token whose subject was changed to the victim's after signing.
func forgedTokens(t *testing.T, real string, attacker, target chatter) map[string]string {
	t.Helper()
	now := time.Now()
	other, _ := jwtauth.New(testJWTKey, "reshimgathi", "someone-else", time.Hour)
	wrongAudience, _, _ := other.Issue(attacker.id, now)
	short, _ := jwtauth.New(testJWTKey, "reshimgathi", "reshimgathi-api", time.Minute)
	expired, _, _ := short.Issue(attacker.id, now.Add(-2*time.Hour))
	parts := strings.Split(real, ".")
	payload, _ := base64.RawURLEncoding.DecodeString(parts[1])
	tampered := parts[0] + "." + base64.RawURLEncoding.EncodeToString(bytes.Replace(payload,
		[]byte(attacker.id.String()), []byte(target.id.String()), 1)) + "." + parts[2]
	none := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"none","typ":"JWT"}`)) + "." + parts[1] + "."
	return map[string]string{"alg-none": none, "wrong-audience": wrongAudience, "expired": expired, "tampered": tampered}
}

// adversarialCase is one request of the suite.
type adversarialCase struct {
	name, method, path, contentType string
	body                            []byte
	token                           string
	checkLeak                       bool // answered to the attacker or to nobody: no victim data
	documented                      *openapi3.Responses
}

// TestAdversarialContract is generated from the contract: every operation × every parameter
// and body field × a wrong type, oversized, injection strings (SQL, HTML/JS, path traversal,
// header injection, format strings) and unicode edge cases (overlong UTF-8, a lone surrogate,
// RTL, a combining flood, emoji); each operation missing its body fields, with malformed JSON,
// with the victim's ids in its path (IDOR), and with forged tokens. No answer is a 5xx, every
// 4xx is a problem document (status, code, message) of a status the operation's responses
// describe, and no answer to the attacker holds anything of the victim's. Operations added to
// api/openapi.yaml are covered untouched.
func TestAdversarialContract(t *testing.T) {
	e := newEnv(t)
	for _, p := range []app.Policy{app.PolicyForms, app.PolicyLoginClient, app.PolicyLoginAccountClient, app.PolicyResets,
		app.PolicyRegistrations, app.PolicyPaymentOrders, app.PolicyMessageSends, app.PolicyStreamOpens, app.PolicyTOTPChecks} {
		e.limits.SetLimit(p, 1_000_000)
	}
	v := e.plantVictim(t)
	attacker := e.chatter(t, bride)
	_, adminToken := e.newAdmin(t)
	forged := forgedTokens(t, attacker.token, attacker, v.chatter)
	spec := contract(t)
	var cases []adversarialCase
	for _, r := range contractRoutes(t) {
		item := spec.Paths.Value(r.path)
		token := map[string]string{"bearerAuth": attacker.token, "adminAuth": adminToken}[r.scheme]
		base := adversarialCase{method: strings.ToUpper(r.method), token: token, checkLeak: r.scheme != "adminAuth",
			documented: r.op.Responses}
		build := func(name string, f *field, val *hostileValue, pathOverride map[string]string) adversarialCase {
			c := base
			c.name = r.method + " " + r.path + " " + name
			c.path, c.contentType, c.body = fill(t, r, item, f, val, pathOverride)
			return c
		}
		for _, f := range operationFields(item, r.op) {
			for _, val := range append(append([]hostileValue{}, hostileStrings...), wrongTypes(f.schema)...) {
				cases = append(cases, build(f.in+":"+f.name+" "+val.name, &f, &val, nil))
			}
			if f.in == "path" {
				if id := v.idorValue(f.name); id != "" && r.scheme != "adminAuth" {
					cases = append(cases, build("idor:"+f.name, nil, nil, map[string]string{f.name: id}))
				}
			}
		}
		if r.op.RequestBody != nil {
			c := build("missing-fields", nil, nil, nil)
			cases = append(cases, c)
			if c.contentType == "application/json" {
				broken := c
				broken.name, broken.body = r.method+" "+r.path+" malformed-json", []byte(`{"a":`)
				cases = append(cases, broken)
			}
		}
		if r.scheme != "adminAuth" {
			// A public operation refuses a token that is sent and not valid too (authenticateBearer).
			names := make([]string, 0, len(forged))
			for n := range forged {
				names = append(names, n)
			}
			sort.Strings(names)
			for _, n := range names {
				c := build("forged-token:"+n, nil, nil, nil)
				c.token = forged[n]
				cases = append(cases, c)
			}
		}
	}
	// Operations that end the session or the account run last, so the rest keep their caller.
	sort.SliceStable(cases, func(i, j int) bool { return !ending(cases[i].path) && ending(cases[j].path) })
	began := time.Now()
	for _, c := range cases {
		e.adversarial(t, c, v.secrets)
	}
	t.Logf("%d adversarial cases in %v", len(cases), time.Since(began).Round(time.Millisecond))
	if len(cases) < 500 {
		t.Fatalf("only %d cases: the walk over the contract is broken", len(cases))
	}
}

func ending(path string) bool {
	return strings.HasSuffix(path, "/logout") || strings.HasSuffix(path, "/delete-account")
}

// fill builds the request: every parameter at its placeholder (placeholder, contract_text_test.go)
// unless it is the field under test or overridden, the body holding only the field under test.
func fill(t *testing.T, r contractRoute, item *openapi3.PathItem, f *field, val *hostileValue,
	override map[string]string) (path, contentType string, body []byte) {
	t.Helper()
	path = r.path
	query := url.Values{}
	for _, ref := range append(append(openapi3.Parameters{}, item.Parameters...), r.op.Parameters...) {
		p := ref.Value
		if p == nil || (p.In != openapi3.ParameterInPath && p.In != openapi3.ParameterInQuery) {
			continue
		}
		value, set := placeholder(p), p.In == openapi3.ParameterInPath
		if o, ok := override[p.Name]; ok {
			value = o
		}
		if f != nil && f.in == p.In && f.name == p.Name {
			value, set = fmt.Sprint(val.value), true
			if m, ok := val.value.(map[string]any); ok {
				b, _ := json.Marshal(m)
				value = string(b)
			}
			if val.raw != "" && val.value == nil {
				value = val.raw
			}
		}
		if p.In == openapi3.ParameterInPath {
			path = strings.ReplaceAll(path, "{"+p.Name+"}", url.PathEscape(value))
		} else if set || value != "" {
			query.Set(p.Name, value)
		}
	}
	if len(query) > 0 {
		path += "?" + query.Encode()
	}
	if r.op.RequestBody == nil {
		return path, "", nil
	}
	doc := map[string]any{}
	multipartBody := r.op.RequestBody.Value.Content.Get("multipart/form-data") != nil
	const marker = "\u2063RAW\u2063"
	if f != nil && (f.in == "json" || f.in == "multipart") {
		value := val.value
		if val.raw != "" && f.in == "json" {
			value = marker
		}
		setAny(doc, f.name, value)
	}
	if multipartBody {
		var buf bytes.Buffer
		w := multipart.NewWriter(&buf)
		if err := formdecode.Encode(w, stringify(doc).(map[string]any)); err != nil {
			t.Fatal(err)
		}
		_ = w.Close()
		return path, w.FormDataContentType(), buf.Bytes()
	}
	b, _ := json.Marshal(doc)
	if val != nil && val.raw != "" {
		q, _ := json.Marshal(marker)
		b = bytes.Replace(b, q, []byte(val.raw), 1)
	}
	return path, "application/json", b
}

// stringify turns non-string leaves into their text, as a form can only carry text.
func stringify(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, val := range x {
			out[k] = stringify(val)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, val := range x {
			out[i] = stringify(val)
		}
		return out
	case string:
		return x
	case nil:
		return ""
	default:
		return fmt.Sprint(x)
	}
}

// setAny puts value at a dotted path ("partnerPreferences.age.min", "siblings.0.name").
func setAny(doc map[string]any, path string, value any) {
	parts := strings.Split(path, ".")
	cur := doc
	for i, part := range parts {
		if isIndex(part) {
			continue
		}
		if i == len(parts)-1 {
			cur[part] = value
			return
		}
		inner := map[string]any{}
		if isIndex(parts[i+1]) {
			cur[part] = []any{inner}
		} else {
			cur[part] = inner
		}
		cur = inner
	}
}

// adversarial sends one case and checks the promises of the suite.
func (e *env) adversarial(t *testing.T, c adversarialCase, secrets []string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, c.method, e.url+c.path, bytes.NewReader(c.body))
	if err != nil {
		t.Errorf("%s: %v", c.name, err)
		return
	}
	if c.contentType != "" {
		req.Header.Set("Content-Type", c.contentType)
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Errorf("%s: no answer: %v", c.name, err)
		return
	}
	defer res.Body.Close()
	if strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") {
		return // the stream opened (a cleaned or ignored value): nothing more to read
	}
	raw, _ := io.ReadAll(io.LimitReader(res.Body, 4<<20))
	if res.StatusCode >= 500 {
		t.Errorf("%s: %d %.300s", c.name, res.StatusCode, raw)
		return
	}
	if res.StatusCode >= 400 {
		var p struct {
			Status        int
			Code, Message string
		}
		if res.Header.Get("Content-Type") != "application/problem+json" || json.Unmarshal(raw, &p) != nil ||
			p.Status != res.StatusCode || p.Code == "" || p.Message == "" {
			t.Errorf("%s: %d is not a problem document (%s): %.300s", c.name, res.StatusCode, res.Header.Get("Content-Type"), raw)
		}
		if c.documented != nil && c.documented.Status(res.StatusCode) == nil {
			t.Errorf("%s: answered %d, which api/openapi.yaml does not describe for this operation: %.300s", c.name, res.StatusCode, raw)
		}
	}
	if c.checkLeak {
		for _, s := range secrets {
			if bytes.Contains(raw, []byte(s)) {
				t.Errorf("%s: the answer (%d) holds the other member's %q: %.300s", c.name, res.StatusCode, s, raw)
			}
		}
	}
}
