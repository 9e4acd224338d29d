package app_test

import (
	"context"
	"errors"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// adminAccounts are the accounts by address (PasswordAccounts and AdminAccountStore), with what
// was changed: passwords set quietly (rehashed) and passwords set with every session ended.
type adminAccounts struct {
	byEmail  map[string]identity.Account
	rehashed []string
	reset    []string // SetAdminPassword's hashes: every session ended
}

func (a *adminAccounts) AccountByEmail(_ context.Context, email string) (identity.Account, error) {
	if acct, ok := a.byEmail[email]; ok {
		return acct, nil
	}
	return identity.Account{}, errs.ErrNotFound
}

func (a *adminAccounts) SetPasswordHash(_ context.Context, id uuid.UUID, hash string) error {
	a.rehashed = append(a.rehashed, hash)
	return a.set(id, hash)
}

func (a *adminAccounts) SetAdminPassword(_ context.Context, id uuid.UUID, hash string, _ time.Time) error {
	a.reset = append(a.reset, hash)
	return a.set(id, hash)
}

func (a *adminAccounts) set(id uuid.UUID, hash string) error {
	for email, acct := range a.byEmail {
		if acct.ID == id {
			acct.PasswordHash = hash
			a.byEmail[email] = acct
			return nil
		}
	}
	return errs.ErrNotFound
}

func (a *adminAccounts) CreateAdmin(_ context.Context, acct identity.Account, _ time.Time) error {
	if _, taken := a.byEmail[acct.Email]; taken {
		return profile.ErrEmailTaken
	}
	a.byEmail[acct.Email] = acct
	return nil
}

func (a *adminAccounts) CountAdmins(context.Context) (int, error) {
	n := 0
	for _, acct := range a.byEmail {
		if acct.Role == identity.RoleAdmin {
			n++
		}
	}
	return n, nil
}

const adminPassword = "Sahyadri#Ghat2026"

func newAdminAccounts(accts ...identity.Account) (*adminAccounts, *app.EnsureAdmin, *app.EnsureLocalAdmin) {
	store := &adminAccounts{byEmail: map[string]identity.Account{}}
	for _, a := range accts {
		store.byEmail[a.Email] = a
	}
	hasher, log, now := &plainHasher{}, slog.New(slog.DiscardHandler), func() time.Time { return callNow }
	create := app.NewCreateAdmin(store, hasher, log, now)
	return store, app.NewEnsureAdmin(store, store, hasher, create, log, now), app.NewEnsureLocalAdmin(store, create)
}

func TestEnsureAdminMakesTheConfiguredAdminExistWithItsPassword(t *testing.T) {
	ctx := context.Background()
	const email = "ops@reshimgathi.in"
	existing := func(hash string, role identity.Role) identity.Account {
		return identity.Account{ID: uuid.New(), Email: email, PasswordHash: hash, Role: role}
	}
	for _, c := range []struct {
		name                   string
		there                  []identity.Account
		email                  string
		wantCreated, wantReset bool
		wantRehashed           bool
		want                   error
	}{
		{"missing: created, the address normalised", nil, " Ops@Reshimgathi.IN ", true, false, false, nil},
		{"there with this password: nothing changes", []identity.Account{existing("hash:"+adminPassword, identity.RoleAdmin)}, email, false, false, false, nil},
		{"there with an older hash of it: rehashed, sessions stay", []identity.Account{existing("old:"+adminPassword, identity.RoleAdmin)}, email, false, false, true, nil},
		{"there with another password: set, every session ended", []identity.Account{existing("hash:previous", identity.RoleAdmin)}, email, false, true, false, nil},
		{"a member's address is refused", []identity.Account{existing("hash:"+adminPassword, identity.RoleMember)}, email, false, false, false, app.ErrNotAnAdmin},
	} {
		t.Run(c.name, func(t *testing.T) {
			store, ensure, _ := newAdminAccounts(c.there...)
			created, updated, err := ensure.Handle(ctx, c.email, adminPassword)
			if !errors.Is(err, c.want) || (c.want == nil) != (err == nil) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
			if created != c.wantCreated || updated != c.wantReset || (len(store.reset) == 1) != c.wantReset ||
				(len(store.rehashed) == 1) != c.wantRehashed {
				t.Fatalf("created %v, updated %v, reset %v, rehashed %v", created, updated, store.reset, store.rehashed)
			}
			if c.want == nil && store.byEmail[email].PasswordHash != "hash:"+adminPassword {
				t.Fatalf("stored %+v", store.byEmail[email])
			}
		})
	}
	t.Run("a weak password or a malformed address is refused before anything is read", func(t *testing.T) {
		store, ensure, _ := newAdminAccounts()
		if _, _, err := ensure.Handle(ctx, email, "short"); err == nil {
			t.Fatal("a weak password accepted")
		}
		if _, _, err := ensure.Handle(ctx, "not an address", adminPassword); err == nil {
			t.Fatal("a malformed address accepted")
		}
		if len(store.byEmail) != 0 {
			t.Fatalf("stored %+v", store.byEmail)
		}
	})
}

func TestEnsureLocalAdminGivesAFreshInstallationOneAdmin(t *testing.T) {
	ctx := context.Background()
	store, _, ensure := newAdminAccounts()
	password, err := ensure.Handle(ctx)
	if err != nil || password == "" {
		t.Fatalf("%q %v", password, err)
	}
	if acct := store.byEmail[app.LocalAdminEmail]; acct.Role != identity.RoleAdmin || acct.PasswordHash != "hash:"+password {
		t.Fatalf("stored %+v", acct)
	}
	if again, err := ensure.Handle(ctx); err != nil || again != "" || len(store.byEmail) != 1 {
		t.Fatalf("with an admin there: %q %v, %d accounts", again, err, len(store.byEmail))
	}
}

// memberDetails answers one member's details by code.
type memberDetails struct {
	app.MemberAdminStore
	byCode map[string]app.MemberDetail
}

func (m memberDetails) MemberDetail(_ context.Context, code string, _ time.Time) (app.MemberDetail, error) {
	if d, ok := m.byCode[code]; ok {
		return d, nil
	}
	return app.MemberDetail{}, profile.ErrNotFound
}

func TestViewingAMemberIsAuditedAndAnUnrecordedViewAnswersNothing(t *testing.T) {
	ctx := context.Background()
	bride := member("MHBRIDE361", "female")
	details := memberDetails{byCode: map[string]app.MemberDetail{bride.Code: {Profile: bride}}}
	me := identity.Account{ID: uuid.New(), Email: "ops@reshimgathi.in", Role: identity.RoleAdmin}
	audit := &auditLog{}
	view := app.NewViewMember(details, audit, slog.New(slog.DiscardHandler), func() time.Time { return callNow })

	d, err := view.Handle(ctx, me, bride.Code)
	if err != nil || d.Profile.Code != bride.Code {
		t.Fatalf("%+v %v", d, err)
	}
	if len(audit.entries) != 1 || audit.entries[0].Action != admin.ActionMemberViewed || audit.entries[0].AdminID != me.ID || audit.entries[0].MemberCode != bride.Code {
		t.Fatalf("audited %+v", audit.entries)
	}
	if _, err := view.Handle(ctx, me, "MHNOBODY99"); !errors.Is(err, profile.ErrNotFound) || len(audit.entries) != 1 {
		t.Fatalf("an unknown member: %v, audited %d", err, len(audit.entries))
	}
	audit.broken = true
	if d, err := view.Handle(ctx, me, bride.Code); err == nil || d.Profile.Code != "" {
		t.Fatalf("the audit failed and the details went out: %+v", d)
	}
}
