package httpapi_test

import (
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/api"
)

// TestEveryOperationDescribesTheEdgesAnswers checks that api/openapi.yaml describes, for every
// operation, the 4xx answers the edge of this package gives whatever the handler does:
//
//   - 401 everywhere: a secured operation without a valid token, and a public one when a token is
//     sent that is not valid (authenticateBearer refuses it before the operation runs);
//   - 403 on the admin operations (requirePrincipal);
//   - 400 on an operation with parameters or a body: the contract's validator and the text rules
//     (checkInputs) refuse a value naming its field;
//   - 413 and 415 on an operation with a body: the body cap (apiDefaults) and the media type check.
//
// The statuses a handler gives on its own (404, 409, 429…) are written by hand beside it;
// TestAdversarialContract fails on any 4xx an operation answers that the contract leaves out.
func TestEveryOperationDescribesTheEdgesAnswers(t *testing.T) {
	spec, err := api.GetSpec()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range contractRoutes(t) {
		item := spec.Paths.Value(r.path)
		var missing []string
		need := func(status int, why string) {
			if r.op.Responses.Status(status) == nil {
				missing = append(missing, strconv.Itoa(status)+" ("+why+")")
			}
		}
		need(401, "a token that is not valid")
		if r.scheme == "adminAuth" {
			need(403, "not an admin")
		}
		inputs := len(item.Parameters) + len(r.op.Parameters)
		if inputs > 0 || r.op.RequestBody != nil {
			need(400, "a value the contract refuses")
		}
		if r.op.RequestBody != nil {
			need(413, "a body over the cap")
			need(415, "a media type it does not take")
		}
		sort.Strings(missing)
		if len(missing) > 0 {
			t.Errorf("%s %s (%s) does not describe %s", strings.ToUpper(r.method), r.path, r.id, strings.Join(missing, ", "))
		}
	}
}
