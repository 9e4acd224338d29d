package httpapi

import (
	"net/http"
	"net/url"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/go-chi/chi/v5"
	nethttpmiddleware "github.com/oapi-codegen/nethttp-middleware"
)

// contractRoutes finds a request's operation in the contract from the route chi already matched:
// the generated router registers every operation under its contract path ("/api/user/
// user-profile/{id}"), so chi's route pattern is the contract's path. The validator's own router
// tries the contract's paths one regular expression after another, a tenth of the server's CPU
// on the profile view (make bench, docs/performance.md); a map lookup costs nothing. Requests
// chi matched to no operation (unknown paths, other methods) still go through the validator's
// router, which answers them.
type contractRoutes map[string]*routers.Route // "GET /api/user/user-profile/{id}"

func newContractRoutes(spec *openapi3.T) contractRoutes {
	routes := contractRoutes{}
	for path, item := range spec.Paths.Map() {
		for method, op := range item.Operations() {
			routes[method+" "+path] = &routers.Route{Spec: spec, Path: path, PathItem: item, Method: method, Operation: op}
		}
	}
	return routes
}

// lookup answers the operation of r and its path parameters, decoded as the validator's router
// decodes them.
func (c contractRoutes) lookup(r *http.Request) (*routers.Route, map[string]string, bool) {
	rc := chi.RouteContext(r.Context())
	if rc == nil {
		return nil, nil, false
	}
	route, ok := c[r.Method+" "+rc.RoutePattern()]
	if !ok {
		return nil, nil, false
	}
	params := make(map[string]string, len(rc.URLParams.Keys))
	for i, k := range rc.URLParams.Keys {
		v := rc.URLParams.Values[i]
		if r.URL.RawPath != "" { // chi routes on the escaped path when there is one
			unescaped, err := url.PathUnescape(v)
			if err != nil {
				return nil, nil, false
			}
			v = unescaped
		}
		params[k] = v
	}
	return route, params, true
}

// validateAgainst checks r against its operation and answers as the validator would: validationFailed
// with the status its error kind maps to.
// bodyless is opts without the body, for a body cleanBody decoded (validateDecoded).
func validateAgainst(route *routers.Route, params map[string]string, opts, bodyless *openapi3filter.Options,
	next http.Handler, w http.ResponseWriter, r *http.Request) {
	err := validateDecoded(r, &openapi3filter.RequestValidationInput{
		Request: r, PathParams: params, Route: route, Options: opts}, bodyless)
	if err == nil {
		next.ServeHTTP(w, r)
		return
	}
	validationFailed(r.Context(), err, w, r, nethttpmiddleware.ErrorHandlerOpts{StatusCode: validationStatus(err),
		MatchedRoute: &nethttpmiddleware.ErrorHandlerOptsMatchedRoute{Route: route, PathParams: params}})
}

// validationStatus is the status nethttp-middleware gives each kind of validation error.
func validationStatus(err error) int {
	switch e := err.(type) {
	case openapi3.MultiError:
		requestErrs, securityErrs := 0, 0
		for _, one := range e {
			switch one.(type) {
			case *openapi3filter.RequestError:
				requestErrs++
			case *openapi3filter.SecurityRequirementsError:
				securityErrs++
			default:
				return http.StatusInternalServerError
			}
		}
		switch {
		case requestErrs > 0 && securityErrs > 0:
			return http.StatusInternalServerError
		case requestErrs > 0:
			return http.StatusBadRequest
		case securityErrs > 0:
			return http.StatusUnauthorized
		}
		return http.StatusInternalServerError
	case *openapi3filter.RequestError:
		return http.StatusBadRequest
	case *openapi3filter.SecurityRequirementsError:
		return http.StatusUnauthorized
	}
	return http.StatusInternalServerError
}
