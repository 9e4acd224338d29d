package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"

	"github.com/reshimgathi/reshimgathi/app"
)

// bootstrapAdmin gives the installation its admin (docs/adr/0011-admin.md):
//   - ADMIN_EMAIL and ADMIN_PASSWORD set: that admin exists with that password (created, or its
//     password updated and its sessions ended when it changed);
//   - neither set, embedded default (no DATABASE_URL): the first start creates a local admin
//     with a generated password and prints it once, as the demo login is printed;
//   - neither set with a DATABASE_URL: nothing; `go run ./cmd/admin create` adds one.
func bootstrapAdmin(ctx context.Context, cfg config, admins *app.AdminApplication, log *slog.Logger) error {
	switch {
	case cfg.AdminEmail != "" && cfg.AdminPassword != "":
		created, updated, err := admins.Commands.EnsureAdmin.Handle(ctx, cfg.AdminEmail, cfg.AdminPassword)
		if err != nil {
			return fmt.Errorf("ADMIN_EMAIL / ADMIN_PASSWORD: %w", err)
		}
		log.Info("admin from the configuration", slog.Bool("created", created), slog.Bool("password_updated", updated))
		fmt.Fprintf(os.Stderr, "  Admin login: %s (password from ADMIN_PASSWORD) at /admin/login\n", cfg.AdminEmail)
	case cfg.AdminEmail != "" || cfg.AdminPassword != "":
		return errors.New("set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither")
	case cfg.DatabaseURL == "":
		password, err := admins.Commands.EnsureLocalAdmin.Handle(ctx)
		if err != nil {
			return fmt.Errorf("local admin: %w", err)
		}
		if password != "" {
			fmt.Fprintf(os.Stderr, "  Admin login (shown this once, keep it): %s / %s at /admin/login\n", app.LocalAdminEmail, password)
		} else {
			fmt.Fprintln(os.Stderr, "  Admin sign-in at /admin/login (the first start printed a password; `make admin EMAIL=…` adds an admin)")
		}
	default:
		log.Info("no admin configured: set ADMIN_EMAIL and ADMIN_PASSWORD, or run go run ./cmd/admin create --email …")
	}
	return nil
}
