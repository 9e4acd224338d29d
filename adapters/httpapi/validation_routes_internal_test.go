package httpapi

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/go-chi/chi/v5"
)

// The validator finds the operation from chi's match (validation_routes.go): in a group's
// middleware, as the router installs it, the route pattern is known and the parameters are
// decoded as the contract's router decodes them.
func TestContractRoutesFollowChisMatch(t *testing.T) {
	spec, err := loadContract()
	if err != nil {
		t.Fatal(err)
	}
	routes := newContractRoutes(spec)
	var gotOp, gotID string
	found := false
	r := chi.NewRouter()
	r.Group(func(r chi.Router) {
		r.Use(func(next http.Handler) http.Handler {
			return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
				route, params, ok := routes.lookup(req)
				found = ok
				if ok {
					gotOp, gotID = route.Method+" "+route.Path, params["id"]
				}
				next.ServeHTTP(w, req)
			})
		})
		r.Get("/api/user/user-profile/{id}", func(http.ResponseWriter, *http.Request) {})
		r.Post("/api/user/user-profile/{id}", func(http.ResponseWriter, *http.Request) {}) // not in the contract
	})
	for _, c := range []struct {
		method, target string
		found          bool
		id             string
	}{
		{"GET", "/api/user/user-profile/MH4K7Q2PXA", true, "MH4K7Q2PXA"},
		{"GET", "/api/user/user-profile/MH%20K7%2FQ", true, "MH K7/Q"},
		{"POST", "/api/user/user-profile/MH4K7Q2PXA", false, ""},
	} {
		found, gotOp, gotID = false, "", ""
		r.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(c.method, c.target, nil))
		if found != c.found || c.found && (gotOp != "GET /api/user/user-profile/{id}" || gotID != c.id) {
			t.Errorf("%s %s: found %v, %q %q", c.method, c.target, found, gotOp, gotID)
		}
	}
}
