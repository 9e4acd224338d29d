package topics

import (
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/api"
)

// The contract itself passes: every member operation says what it shows or changes.
func TestContractDeclaresTopicsForEveryMemberOperation(t *testing.T) {
	c, err := Read(api.Spec)
	if err != nil {
		t.Fatal(err)
	}
	ts := c.TypeScript()
	for _, want := range []string{
		"'post /api/user/send-request/{userId}': ['requests'],",
		"'post /api/user/all-users': ['requests', 'blocks'],",
	} {
		if !strings.Contains(ts, want) {
			t.Errorf("generated map lacks %q", want)
		}
	}
}

const skeleton = `openapi: 3.0.3
info: {title: t, version: "1"}
x-data-topics:
  requests: Connection requests.
paths:
  /a:
    get:
      operationId: readA
      %s
      responses: {"200": {description: ok}}
    post:
      operationId: writeA
      x-changes: [requests]
      responses: {"200": {description: ok}}
`

func TestReadRefusesAnOperationWithoutTopicsOrWithAnUnknownOne(t *testing.T) {
	for name, tc := range map[string]struct{ line, want string }{
		"missing": {"summary: nothing declared", "readA: needs exactly one of x-shows and x-changes"},
		"both":    {"x-shows: [requests]\n      x-changes: [requests]", "readA: needs exactly one"},
		"unknown": {"x-shows: [request]", `readA: unknown topic "request"`},
		"empty":   {"x-shows: []", ""},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Read([]byte(strings.Replace(skeleton, "%s", tc.line, 1)))
			if tc.want == "" {
				if err != nil {
					t.Fatalf("want it read, got %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("want an error containing %q, got %v", tc.want, err)
			}
		})
	}
}
