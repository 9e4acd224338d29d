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

// adminPrefix is where the admin operations live; a token there is an admin token, checked
// against the admin audience, and everywhere else a member token (docs/adr/0011-admin.md).
const adminPrefix = "/api/admin/"

// adminAuthentication is the admins' token check, nil when the services have no admin side.
func adminAuthentication(admins *app.AdminApplication) *app.AuthenticateAdmin {
	if admins == nil {
		return nil
	}
	return admins.Queries.Authenticate
}

// memberAuthentication is the members' token check, nil when the services have no accounts.
func memberAuthentication(accounts *app.AccountsApplication) *app.AuthenticateMember {
	if accounts == nil {
		return nil
	}
	return accounts.Queries.Authenticate
}

// recordActivity notes the members who make requests, nil when the services have no profiles.
func recordActivity(profiles *app.ProfilesApplication) *app.RecordActivity {
	if profiles == nil {
		return nil
	}
	return profiles.Commands.RecordActivity
}

// authenticateBearer resolves a bearer token into its account (role read from the database)
// and leaves it in the context; the contract's validator then decides which operations need
// one. Under /api/admin/ only admin tokens are accepted, elsewhere only member tokens: each
// audience is a different issuer. A database outage while checking is a 503, not a 401.
func authenticateBearer(members *app.AuthenticateMember, admins *app.AuthenticateAdmin, activity *app.RecordActivity) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			header := r.Header.Get("Authorization")
			if header == "" && r.URL.Path == eventsPath && r.URL.Query().Get("access_token") != "" {
				// EventSource cannot send headers; the query never reaches the logs (path only).
				header = "Bearer " + r.URL.Query().Get("access_token")
			}
			if header == "" || members == nil {
				next.ServeHTTP(w, r)
				return
			}
			token, ok := strings.CutPrefix(header, "Bearer ")
			if !ok || len(header) > maxAuthorization {
				writeProblem(w, r, errs.ErrUnauthenticated)
				return
			}
			isAdmin := strings.HasPrefix(r.URL.Path, adminPrefix)
			var acct identity.Account
			var err error
			switch {
			case isAdmin && admins != nil:
				acct, err = admins.Handle(r.Context(), token)
			case isAdmin:
				err = errs.ErrUnauthenticated
			default:
				acct, err = members.Handle(r.Context(), token)
			}
			switch {
			case errors.Is(err, errs.ErrUnavailable):
				writeProblem(w, r, err)
				return
			case err != nil:
				loggerFrom(r.Context()).Warn("token refused", "reason", err.Error())
				writeProblem(w, r, errs.ErrUnauthenticated)
				return
			}
			if activity != nil && !isAdmin {
				activity.Handle(r.Context(), acct.ID)
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), principalKey, authenticated{acct, token, isAdmin})))
		})
	}
}

// authenticated is the caller and the token they proved it with: a live stream outlives its
// request and checks the token again when the account changes.
type authenticated struct {
	account identity.Account
	token   string
	admin   bool // proved with an admin token (the admin audience)
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

// requirePrincipal is the validator's check of an operation's security scheme: adminAuth needs
// a caller who proved an admin token, bearerAuth one who proved a member token. The contract
// says which operation takes which, so a new operation cannot be opened to the wrong kind.
func requirePrincipal(ctx context.Context, in *openapi3filter.AuthenticationInput) error {
	a, ok := in.RequestValidationInput.Request.Context().Value(principalKey).(authenticated)
	switch {
	case !ok:
		return errs.ErrUnauthenticated
	case in.SecuritySchemeName == "adminAuth" && (!a.admin || a.account.Role != identity.RoleAdmin):
		return errs.ErrForbidden
	case in.SecuritySchemeName != "adminAuth" && (a.admin || a.account.Role != identity.RoleMember):
		return errs.ErrForbidden
	}
	return nil
}

// caller is the member calling a member operation: a missing one is a wiring bug, answered as
// 401, and an admin is never one.
func caller(ctx context.Context) (identity.Account, error) {
	a, ok := ctx.Value(principalKey).(authenticated)
	if !ok || a.admin || a.account.Role != identity.RoleMember {
		return identity.Account{}, errs.ErrUnauthenticated
	}
	return a.account, nil
}

// adminCaller is the admin calling an admin operation; anyone else is refused.
func adminCaller(ctx context.Context) (identity.Account, error) {
	a, ok := ctx.Value(principalKey).(authenticated)
	if !ok {
		return identity.Account{}, errs.ErrUnauthenticated
	}
	if !a.admin || a.account.Role != identity.RoleAdmin {
		return identity.Account{}, errs.ErrForbidden
	}
	return a.account, nil
}
