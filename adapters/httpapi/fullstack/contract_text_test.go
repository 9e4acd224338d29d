package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi/formdecode"
	"github.com/reshimgathi/reshimgathi/app"
)

// hostileTexts are what the probe sent to every text field: a NUL (PostgreSQL refuses it), a
// right-to-left override (reorders what others read), and zero-width characters alone.
var hostileTexts = []struct {
	name, value string
	refused     bool // must be a 400 naming the field; otherwise cleaning it is fine too
}{
	{"nul", "Asha\x00Patil", true},
	{"bidi-override", "Asha\u202EPatil", true},
	{"zero-width-only", "\u200B\u200B\u200D\uFEFF", false},
}

// TestEveryTextFieldOfEveryOperationRefusesHostileText walks the contract, not a list kept by
// hand: every string parameter (path, query) and every string field of every request body (JSON
// or multipart, nested and in arrays) of every operation gets each hostile text. The answer is
// never a 5xx; NUL and bidi controls are a 400 naming the field. Operations added to
// api/openapi.yaml are covered without touching this test.
func TestEveryTextFieldOfEveryOperationRefusesHostileText(t *testing.T) {
	e := newEnv(t)
	for _, p := range []app.Policy{app.PolicyForms, app.PolicyLoginClient, app.PolicyLoginAccountClient, app.PolicyResets} {
		e.limits.SetLimit(p, 100000)
	}
	_, token := e.member(t)
	spec := contract(t)
	paths := spec.Paths.Map()
	keys := make([]string, 0, len(paths))
	for p := range paths {
		keys = append(keys, p)
	}
	sort.Strings(keys)
	checked := 0
	for _, path := range keys {
		for method, op := range paths[path].Operations() {
			for _, target := range textTargets(paths[path], op) {
				for _, hostile := range hostileTexts {
					name := method + " " + path + " " + target.in + ":" + target.field + " " + hostile.name
					status, p, secured := e.sendHostile(t, spec, method, path, paths[path], op, target, hostile.value, token)
					checked++
					switch {
					case status >= 500:
						t.Errorf("%s: %d %s", name, status, p.raw)
					case (status == 401 || status == 403) && secured && !onlyBearer(spec, op):
						t.Logf("%s: %d (needs a credential this test does not hold)", name, status)
					case hostile.refused && !(target.secret && hostile.name != "nul") && (status != 400 || p.field(target.field) == ""):
						t.Errorf("%s: %d %s, want 400 naming %s", name, status, p.raw, target.field)
					case !hostile.refused && status >= 400 && p.Code == "":
						t.Errorf("%s: %d is not a problem document: %s", name, status, p.raw)
					}
				}
			}
		}
	}
	if checked < 250 {
		t.Fatalf("only %d cases: the walk over the contract is broken", checked)
	}
}

// textTarget is one text input of an operation: a parameter, or a body field by dotted path.
// Secrets (format: password) are kept byte for byte: only their control characters are refused.
type textTarget struct {
	in, field string // in: path, query, json, multipart
	secret    bool
}

func textTargets(item *openapi3.PathItem, op *openapi3.Operation) []textTarget {
	var out []textTarget
	for _, ref := range append(append(openapi3.Parameters{}, item.Parameters...), op.Parameters...) {
		p := ref.Value
		if p == nil || (p.In != openapi3.ParameterInPath && p.In != openapi3.ParameterInQuery) {
			continue
		}
		if p.Schema != nil && p.Schema.Value != nil && p.Schema.Value.Type.Is("string") {
			out = append(out, textTarget{in: p.In, field: p.Name})
		}
	}
	if op.RequestBody == nil || op.RequestBody.Value == nil {
		return out
	}
	for mediaType, content := range op.RequestBody.Value.Content {
		in := "json"
		if strings.HasPrefix(mediaType, "multipart/") {
			in = "multipart"
		}
		var fields []textTarget
		stringFields(content.Schema, "", &fields, 0)
		for _, f := range fields {
			f.in = in
			out = append(out, f)
		}
	}
	return out
}

// stringFields collects the dotted paths of a schema's string leaves (array items as ".0"),
// through allOf; file parts (format: binary) are not text.
func stringFields(ref *openapi3.SchemaRef, path string, out *[]textTarget, depth int) {
	if ref == nil || ref.Value == nil || depth > 8 {
		return
	}
	s := ref.Value
	for _, part := range s.AllOf {
		stringFields(part, path, out, depth+1)
	}
	switch {
	case s.Type.Is("string") && s.Format != "binary" && path != "":
		*out = append(*out, textTarget{field: path, secret: s.Format == "password"})
	case s.Type.Is("array"):
		stringFields(s.Items, path+".0", out, depth+1)
	default:
		names := make([]string, 0, len(s.Properties))
		for name := range s.Properties {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			p := name
			if path != "" {
				p = path + "." + name
			}
			stringFields(s.Properties[name], p, out, depth+1)
		}
	}
}

func onlyBearer(spec *openapi3.T, op *openapi3.Operation) bool {
	reqs := spec.Security
	if op.Security != nil {
		reqs = *op.Security
	}
	for _, r := range reqs {
		if _, ok := r["bearerAuth"]; ok {
			return true
		}
	}
	return len(reqs) == 0
}

// sendHostile sends one operation with value in the target and every other input at a plain
// placeholder; the body is not read past its headers when a stream answers.
func (e *env) sendHostile(t *testing.T, spec *openapi3.T, method, path string, item *openapi3.PathItem,
	op *openapi3.Operation, target textTarget, value, token string) (int, problemDoc, bool) {
	t.Helper()
	query := url.Values{}
	for _, ref := range append(append(openapi3.Parameters{}, item.Parameters...), op.Parameters...) {
		p := ref.Value
		if p == nil {
			continue
		}
		v := placeholder(p)
		if target.field == p.Name && target.in == p.In {
			v = value
		}
		switch p.In {
		case openapi3.ParameterInPath:
			path = strings.ReplaceAll(path, "{"+p.Name+"}", url.PathEscape(v))
		case openapi3.ParameterInQuery:
			if v != "" || target.field == p.Name {
				query.Set(p.Name, v)
			}
		}
	}
	if len(query) > 0 {
		path += "?" + query.Encode()
	}
	var body io.Reader
	contentType := ""
	switch target.in {
	case "json":
		doc := map[string]any{}
		setPath(doc, target.field, value)
		b, _ := json.Marshal(doc)
		body, contentType = bytes.NewReader(b), "application/json"
	case "multipart":
		doc := map[string]any{}
		setPath(doc, target.field, value)
		var buf bytes.Buffer
		w := multipart.NewWriter(&buf)
		if err := formdecode.Encode(w, doc); err != nil {
			t.Fatal(err)
		}
		_ = w.Close()
		body, contentType = &buf, w.FormDataContentType()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, strings.ToUpper(method), e.url+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	secured := requiresAuth(spec, op)
	if secured {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	var p problemDoc
	if strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") {
		return res.StatusCode, p, secured // a cleaned access_token opened the stream: fine
	}
	raw, _ := io.ReadAll(res.Body)
	if res.Header.Get("Content-Type") == "application/problem+json" {
		_ = json.Unmarshal(raw, &p)
	}
	p.raw = string(raw)
	return res.StatusCode, p, secured
}

// placeholder is a plain value for a parameter that is not under test: an enum's first value,
// the example, or something short; the edge looks at the tested one first anyway.
func placeholder(p *openapi3.Parameter) string {
	if p.Schema == nil || p.Schema.Value == nil {
		return ""
	}
	s := p.Schema.Value
	switch {
	case len(s.Enum) > 0:
		if v, ok := s.Enum[0].(string); ok {
			return v
		}
	case s.Example != nil:
		if v, ok := s.Example.(string); ok {
			return v
		}
	case p.In != openapi3.ParameterInPath:
		return ""
	case s.Format == "uuid":
		return "00000000-0000-4000-8000-000000000000"
	}
	known := map[string]string{"id": "none", "userId": "MH4K7Q2PXA", "photoId": strings.Repeat("a", 26), "slug": "x"}
	if v, ok := known[p.Name]; ok {
		return v
	}
	return "x"
}

// setPath puts value at a dotted path, making objects and one-item arrays ("hobbies.0").
func setPath(doc map[string]any, path, value string) {
	parts := strings.Split(path, ".")
	var cur any = doc
	for i, part := range parts {
		last := i == len(parts)-1
		if _, err := strconv.Atoi(part); err == nil {
			continue // the array was made by the parent below
		}
		m := cur.(map[string]any)
		switch {
		case last:
			m[part] = value
		case i+1 < len(parts) && isIndex(parts[i+1]):
			if i+2 == len(parts) {
				m[part] = []any{value}
				return
			}
			inner := map[string]any{}
			m[part] = []any{inner}
			cur = inner
		default:
			inner, ok := m[part].(map[string]any)
			if !ok {
				inner = map[string]any{}
				m[part] = inner
			}
			cur = inner
		}
	}
}

func isIndex(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}
