package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/getkin/kin-openapi/openapi3filter"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

const principalKey ctxKey = 100

// maxAuthorization caps the header before any parsing: a JWT of ours is well under 1 KiB.
const maxAuthorization = 4096 + len("Bearer ")

// authenticateBearer resolves a bearer token into its account (role read from the database)
// and leaves it in the context; the contract's validator then decides which operations need
// one. A database outage while checking is a 503, not a 401.
func authenticateBearer(accounts *app.Accounts, profiles *app.Profiles) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			header := r.Header.Get("Authorization")
			if header == "" && r.URL.Path == eventsPath && r.URL.Query().Get("access_token") != "" {
				// EventSource cannot send headers; the query never reaches the logs (path only).
				header = "Bearer " + r.URL.Query().Get("access_token")
			}
			if header == "" || accounts == nil {
				next.ServeHTTP(w, r)
				return
			}
			token, ok := strings.CutPrefix(header, "Bearer ")
			if !ok || len(header) > maxAuthorization {
				writeProblem(w, r, errs.ErrUnauthenticated)
				return
			}
			acct, err := accounts.Authenticate(r.Context(), token)
			switch {
			case errors.Is(err, errs.ErrUnavailable):
				writeProblem(w, r, err)
				return
			case err != nil:
				loggerFrom(r.Context()).Warn("token refused", "reason", err.Error())
				writeProblem(w, r, errs.ErrUnauthenticated)
				return
			}
			if profiles != nil {
				profiles.Seen(r.Context(), acct.ID)
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), principalKey, authenticated{acct, token})))
		})
	}
}

// authenticated is the caller and the token they proved it with: a live stream outlives its
// request and checks the token again when the account changes.
type authenticated struct {
	account identity.Account
	token   string
}

// principal is the authenticated caller; handlers behind bearerAuth always have one.
func principal(ctx context.Context) (identity.Account, bool) {
	a, ok := ctx.Value(principalKey).(authenticated)
	return a.account, ok
}

// bearerToken is the token the caller authenticated with ("" when none).
func bearerToken(ctx context.Context) string {
	a, _ := ctx.Value(principalKey).(authenticated)
	return a.token
}

// requirePrincipal is the validator's check for operations secured by bearerAuth.
func requirePrincipal(ctx context.Context, in *openapi3filter.AuthenticationInput) error {
	if _, ok := principal(in.RequestValidationInput.Request.Context()); !ok {
		return errs.ErrUnauthenticated
	}
	return nil
}

// caller is principal for handlers: a missing one is a wiring bug, answered as 401.
func caller(ctx context.Context) (identity.Account, error) {
	a, ok := principal(ctx)
	if !ok {
		return identity.Account{}, errs.ErrUnauthenticated
	}
	return a, nil
}
