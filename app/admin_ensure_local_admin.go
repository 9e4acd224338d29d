package app

import (
	"context"
	"errors"

	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// EnsureLocalAdmin gives a fresh embedded installation one admin.
type EnsureLocalAdmin struct {
	store  AdminAccountStore
	create *CreateAdmin
}

func NewEnsureLocalAdmin(store AdminAccountStore, create *CreateAdmin) *EnsureLocalAdmin {
	return mustHave(&EnsureLocalAdmin{store: store, create: create})
}

// Handle creates LocalAdminEmail with a generated password when no admin exists, and answers it
// (to be printed once; only its hash is kept). With an admin already there it answers "".
func (c *EnsureLocalAdmin) Handle(ctx context.Context) (password string, err error) {
	n, err := c.store.CountAdmins(ctx)
	if err != nil || n > 0 {
		return "", err
	}
	password = identity.NewPassword()
	err = c.create.Handle(ctx, LocalAdminEmail, password)
	if errors.Is(err, profile.ErrEmailTaken) {
		return "", nil // another instance starting at the same moment made it, and printed it
	}
	if err != nil {
		return "", err
	}
	return password, nil
}
