package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sort"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/api"
)

// TestJSONBodiesRefuseAFieldGivenTwice walks every operation of the contract that takes a JSON
// body and gives one field two values at several depths — the top level, inside an object, inside
// an array's object, and the same name in another case (the Go decoder matches names ignoring
// case). Each is a 400 problem document naming the field's path, before any handler runs.
func TestJSONBodiesRefuseAFieldGivenTwice(t *testing.T) {
	e := newEnv(t)
	_, memberToken := e.member(t)
	_, adminToken := e.newAdmin(t)
	spec, err := api.GetSpec()
	if err != nil {
		t.Fatal(err)
	}
	shapes := []struct{ name, body, field string }{
		{"top-level", `{"K":"one","K":"two"}`, "K"},
		{"nested-object", `{"K":{"a":1,"b":{"c":true,"c":false}}}`, "K.b.c"},
		{"object-in-array", `{"K":[{"a":1},{"a":1,"a":2}]}`, "K[1].a"},
		{"names-in-other-case", `{"K":"one","k":"two"}`, "k"},
		{"escaped-name", `{"K":"one","\u004b":"two"}`, "K"},
	}
	operations := 0
	for _, r := range contractRoutes(t) {
		item := spec.Paths.Value(r.path)
		path, contentType, _ := fill(t, r, item, nil, nil, nil)
		if contentType != "application/json" {
			continue
		}
		operations++
		// The operation's own first field where it has one, so the body looks like its own.
		key := "field"
		if s := r.op.RequestBody.Value.Content.Get("application/json").Schema; s != nil && s.Value != nil && len(s.Value.Properties) > 0 {
			names := make([]string, 0, len(s.Value.Properties))
			for n := range s.Value.Properties {
				names = append(names, n)
			}
			sort.Strings(names)
			key = names[0]
		}
		token := map[string]string{"bearerAuth": memberToken, "adminAuth": adminToken}[r.scheme]
		for _, shape := range shapes {
			body := strings.ReplaceAll(shape.body, `"K"`, `"`+key+`"`)
			body = strings.ReplaceAll(body, `"k"`, `"`+strings.ToUpper(key)+`"`)
			body = strings.ReplaceAll(body, `"\u004b"`, fmt.Sprintf(`"\u%04x%s"`, key[0], key[1:]))
			want := strings.Replace(shape.field, "K", key, 1)
			if shape.name == "names-in-other-case" {
				want = strings.ToUpper(key)
			}
			req, _ := http.NewRequest(strings.ToUpper(r.method), e.url+path, bytes.NewReader([]byte(body)))
			req.Header.Set("Content-Type", "application/json")
			if token != "" {
				req.Header.Set("Authorization", "Bearer "+token)
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			raw, _ := io.ReadAll(res.Body)
			res.Body.Close()
			var p struct {
				Errors []struct{ Field, Message string }
			}
			_ = json.Unmarshal(raw, &p)
			if res.StatusCode != 400 || res.Header.Get("Content-Type") != "application/problem+json" ||
				len(p.Errors) != 1 || p.Errors[0].Field != want || !strings.Contains(p.Errors[0].Message, "twice") {
				t.Errorf("%s %s %s %s: %d %s, want 400 naming %q", r.method, r.path, shape.name, body, res.StatusCode, raw, want)
			}
		}
	}
	t.Logf("%d operations × %d shapes", operations, len(shapes))
	if operations < 20 {
		t.Fatalf("only %d operations take JSON: the walk is broken", operations)
	}
}
