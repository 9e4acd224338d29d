// Command admin manages admin accounts (docs/adr/0011-admin.md):
//
//	go run ./cmd/admin create --email ops@example.in [--database-url URL] [--data-dir var]
//
// It asks for the password twice on a terminal (or reads one line from standard input when
// that is not a terminal); an empty answer generates a strong password and prints it once.
// Without a URL (flag or DATABASE_URL) it starts the embedded PostgreSQL the server uses under
// the data directory, so stop the server first. `make admin EMAIL=…` runs it.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"golang.org/x/term"

	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/pgcluster"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func main() {
	if err := run(os.Args[1:], os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "admin:", err)
		os.Exit(1)
	}
}

const usage = `usage: go run ./cmd/admin create --email ADDRESS [--database-url URL] [--data-dir DIR]`

func run(args []string, stdin *os.File, stdout io.Writer) error {
	if len(args) == 0 || args[0] != "create" {
		return errors.New(usage)
	}
	fs := flag.NewFlagSet("create", flag.ContinueOnError)
	email := fs.String("email", "", "the new admin's e-mail address")
	dbURL := fs.String("database-url", os.Getenv("DATABASE_URL"), "PostgreSQL URL (default $DATABASE_URL; empty starts the embedded server)")
	dataDir := fs.String("data-dir", envOr("DATA_DIR", "var"), "data directory holding the embedded database")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *email == "" {
		return errors.New("--email is required\n" + usage)
	}
	password, generated, err := askPassword(stdin, stdout)
	if err != nil {
		return err
	}
	if err := identity.CheckPassword(password, "", *email); err != nil {
		return fmt.Errorf("password: %w", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	url := *dbURL
	if url == "" {
		cluster, local, err := pgcluster.StartLocal(ctx, *dataDir, nil)
		if err != nil {
			return fmt.Errorf("embedded postgres (is the server running? stop it or pass --database-url): %w", err)
		}
		defer func() { _ = cluster.Stop(context.WithoutCancel(ctx)) }()
		url = local
	}
	if err := postgres.Migrate(ctx, url); err != nil {
		return err
	}
	pool, err := postgres.Open(ctx, url)
	if err != nil {
		return err
	}
	defer pool.Close()
	accounts := postgres.NewAccountStore(pool)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	create := app.NewCreateAdmin(postgres.NewAdminStore(pool, accounts), passwordhash.New(), log, nil)
	if err := create.Handle(ctx, *email, password); err != nil {
		if errors.Is(err, profile.ErrEmailTaken) {
			return fmt.Errorf("%s already has an account", *email)
		}
		return err
	}
	fmt.Fprintf(stdout, "Admin %s created. Sign in at /admin/login.\n", strings.ToLower(*email))
	if generated {
		fmt.Fprintf(stdout, "Password (shown this once, keep it): %s\n", password)
	}
	return nil
}

// askPassword reads the password without echo on a terminal (twice, to catch a typo), or one
// line from a pipe; an empty answer asks for a generated one.
func askPassword(in *os.File, out io.Writer) (password string, generated bool, err error) {
	fd := int(in.Fd())
	if !term.IsTerminal(fd) {
		line, err := bufio.NewReader(in).ReadString('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return "", false, err
		}
		password = strings.TrimRight(line, "\r\n")
	} else {
		fmt.Fprint(out, "Password (at least 8 characters; empty generates one): ")
		first, err := term.ReadPassword(fd)
		fmt.Fprintln(out)
		if err != nil {
			return "", false, err
		}
		if len(first) > 0 {
			fmt.Fprint(out, "Again: ")
			second, err := term.ReadPassword(fd)
			fmt.Fprintln(out)
			if err != nil {
				return "", false, err
			}
			if string(first) != string(second) {
				return "", false, errors.New("the two passwords differ")
			}
		}
		password = string(first)
	}
	if password == "" {
		return identity.NewPassword(), true, nil
	}
	return password, false, nil
}

func envOr(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
