package httpapi_test

import (
	"net/http"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/api"
)

// contractRoute is one operation of the embedded contract with who may call it.
type contractRoute struct {
	method, path, id string
	scheme           string // "" public, "bearerAuth" members, "adminAuth" admins
	op               *openapi3.Operation
}

// parsedContract is the contract these tests walk, parsed once for the whole package and only
// read: parsing it for every route a walk visits was a tenth of the package's CPU.
var parsedContract = sync.OnceValues(api.GetSpec)

// contract answers the parsed contract (parsedContract).
func contract(t *testing.T) *openapi3.T {
	t.Helper()
	spec, err := parsedContract()
	if err != nil {
		t.Fatal(err)
	}
	return spec
}

// contractRoutes walks every operation of the contract the server validates against, so an
// operation another branch adds is covered here without anyone listing it.
func contractRoutes(t *testing.T) []contractRoute {
	t.Helper()
	spec := contract(t)
	var out []contractRoute
	for path, item := range spec.Paths.Map() {
		for method, op := range item.Operations() {
			r := contractRoute{method: method, path: path, id: op.OperationID, op: op}
			security := spec.Security
			if op.Security != nil {
				security = *op.Security
			}
			if len(security) > 0 {
				for name := range security[0] {
					r.scheme = name
				}
			}
			out = append(out, r)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].path+out[i].method < out[j].path+out[j].method })
	if len(out) < 40 {
		t.Fatalf("only %d operations in the contract: the walk is broken", len(out))
	}
	return out
}

// url fills the path's parameters with well-formed values that name nothing: a member code of
// nobody, a random uuid, an enum's first value.
func (r contractRoute) url(t *testing.T) string {
	t.Helper()
	path := r.path
	params := r.op.Parameters
	if item := r.pathItem(t); item != nil {
		params = append(append(openapi3.Parameters{}, item.Parameters...), params...)
	}
	for _, p := range params {
		if p.Value.In != "path" {
			continue
		}
		s := p.Value.Schema.Value
		var v string
		switch {
		case len(s.Enum) > 0:
			v = s.Enum[0].(string)
		case s.Format == "uuid":
			v = uuid.NewString()
		case strings.Contains(s.Pattern, "MH"):
			v = "MH22222222"
		case strings.Contains(s.Pattern, "{26}"):
			v = strings.Repeat("a", 26)
		default:
			v = "no-such-thing"
		}
		path = strings.ReplaceAll(path, "{"+p.Value.Name+"}", v)
	}
	return path
}

func (r contractRoute) pathItem(t *testing.T) *openapi3.PathItem {
	return contract(t).Paths.Value(r.path)
}

// body is an empty body of the operation's content type: well-formed enough to reach the
// authorization decision, never valid enough to change anything.
func (r contractRoute) body() (contentType, body string) {
	if r.op.RequestBody == nil {
		return "", ""
	}
	if r.op.RequestBody.Value.Content.Get("multipart/form-data") != nil {
		return "multipart/form-data; boundary=b", "--b--\r\n"
	}
	return "application/json", "{}"
}

func (e *env) call(t *testing.T, r contractRoute, token string) int {
	t.Helper()
	ct, body := r.body()
	res := e.raw(t, strings.ToUpper(r.method), r.url(t), ct, body, token)
	return res.StatusCode
}

// docs/security.md 9 and 11: every admin operation refuses anonymous callers and members, and
// accepts admins; every member operation refuses an admin's token. Nothing answers a wrong
// principal with success or a server error.
func TestEveryRouteRefusesTheWrongPrincipal(t *testing.T) {
	e := newEnv(t)
	_, memberToken := e.member(t)
	_, adminToken := e.newAdmin(t)
	refused := func(status int) bool { return status == http.StatusUnauthorized || status == http.StatusForbidden }
	for _, r := range contractRoutes(t) {
		name := r.method + " " + r.path
		switch r.scheme {
		case "adminAuth":
			t.Run(name, func(t *testing.T) {
				if got := e.call(t, r, ""); got != http.StatusUnauthorized {
					t.Errorf("anonymous: %d, want 401", got)
				}
				if got := e.call(t, r, memberToken); !refused(got) {
					t.Errorf("member token: %d, want 401 or 403", got)
				}
				token := adminToken
				if strings.EqualFold(r.id, "adminLogout") { // ends every session of its admin: a fresh one signs out
					_, token = e.newAdmin(t)
				}
				if got := e.call(t, r, token); refused(got) || got >= 500 {
					t.Errorf("admin token: %d, want neither 401/403 nor 5xx", got)
				}
			})
		case "bearerAuth":
			t.Run(name, func(t *testing.T) {
				if got := e.call(t, r, adminToken); !refused(got) {
					t.Errorf("admin token on a member operation: %d, want 401 or 403", got)
				}
			})
		}
	}
}

// The server chooses the token audience by path (docs/adr/0011-admin.md): an admin operation
// outside /api/admin/, or a member one inside it, could never be authorized as the contract says.
func TestAdminOperationsLiveUnderAdminPrefix(t *testing.T) {
	for _, r := range contractRoutes(t) {
		under := strings.HasPrefix(r.path, "/api/admin/")
		switch {
		case r.scheme == "adminAuth" && !under:
			t.Errorf("%s %s takes an admin token outside /api/admin/", r.method, r.path)
		case under && r.scheme != "adminAuth" && !strings.EqualFold(r.id, "adminLogin"):
			t.Errorf("%s %s is under /api/admin/ without adminAuth (%q)", r.method, r.path, r.scheme)
		}
		// The audit log is read-only through the API.
		if strings.HasPrefix(r.path, "/api/admin/audit") && r.method != http.MethodGet {
			t.Errorf("%s %s changes the audit log", r.method, r.path)
		}
	}
}
