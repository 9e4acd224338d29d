package httpapi_test

import (
	"fmt"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"

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
	spec := contract(t)
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

// describedAnswers wraps the server of every API test (newEnv): each 4xx or 503 it answers on
// an operation of the contract must be one that operation's entry lists. So every test of this
// package, with the states it builds (a request already answered, a full shortlist, a spent
// allowance…), also checks the contract against what the handlers really answer. The mismatches
// fail the test when it ends.
func describedAnswers(t *testing.T, next http.Handler) http.Handler {
	router := contractRouter(t)
	var mu sync.Mutex
	var undescribed []string
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		for _, u := range undescribed {
			t.Errorf("answered %s, which api/openapi.yaml does not describe for this operation", u)
		}
	})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusOf{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		if rec.status < 400 || rec.status >= 500 && rec.status != http.StatusServiceUnavailable {
			return // a 500 fails its own test; 499 is a client that went away
		}
		route, _, err := router.FindRoute(r)
		if err != nil || route.Operation.Responses.Status(rec.status) != nil {
			return // not an operation of the contract (an unknown path or method), or described
		}
		mu.Lock()
		undescribed = append(undescribed, fmt.Sprintf("%d to %s %s (%s)", rec.status, r.Method, route.Path, route.Operation.OperationID))
		mu.Unlock()
	})
}

var contractRouterOnce struct {
	sync.Once
	router routers.Router
	err    error
}

func contractRouter(t *testing.T) routers.Router {
	t.Helper()
	contractRouterOnce.Do(func() {
		spec, err := api.GetSpec()
		if err != nil {
			contractRouterOnce.err = err
			return
		}
		spec.Servers = nil
		contractRouterOnce.router, contractRouterOnce.err = gorillamux.NewRouter(spec)
	})
	if contractRouterOnce.err != nil {
		t.Fatal(contractRouterOnce.err)
	}
	return contractRouterOnce.router
}

// statusOf records the status a handler answered; Flush lets the live stream through.
type statusOf struct {
	http.ResponseWriter
	status int
	wrote  bool
}

func (s *statusOf) WriteHeader(code int) {
	if !s.wrote {
		s.status, s.wrote = code, true
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusOf) Write(b []byte) (int, error) {
	s.wrote = true
	return s.ResponseWriter.Write(b)
}

func (s *statusOf) Flush() {
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (s *statusOf) Unwrap() http.ResponseWriter { return s.ResponseWriter }
