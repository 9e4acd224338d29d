package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
	"github.com/reshimgathi/reshimgathi/adapters/storage"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// demoMembers is enough for every search filter and match list to show something.
const demoMembers = 300

// demoLockKey serialises demo loading between instances starting together.
const demoLockKey = 0x7265736869 // "reshi"

// loadDemo fills an empty database with demo members and gives the demo login a premium
// subscription, so a first `make run` shows a living product. A database with members is left alone.
func loadDemo(ctx context.Context, pool *pgxpool.Pool, photos storage.Photos, log *slog.Logger) error {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", demoLockKey); err != nil {
		return err
	}
	defer conn.Exec(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", demoLockKey) //nolint:errcheck
	var members int
	if err := conn.QueryRow(ctx, "SELECT count(*) FROM profiles").Scan(&members); err != nil {
		return err
	}
	if members == 0 {
		st, err := seed.Fill(ctx, pool, photos.SavePhoto, passwordhash.New(), demoMembers, 1, 0, true)
		if err != nil {
			return fmt.Errorf("demo members: %w", err)
		}
		log.Info("demo members loaded", slog.Int("members", st.Members), slog.Duration("took", st.Took))
		if err := subscribeDemo(ctx, pool); err != nil {
			return err
		}
	}
	var demo bool
	if err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM accounts WHERE email = $1)", seed.DemoEmail).Scan(&demo); err != nil {
		return err
	}
	if demo {
		fmt.Fprintf(os.Stderr, "  Demo login: %s / %s\n", seed.DemoEmail, seed.DemoPassword())
	}
	return nil
}

// subscribeDemo gives the demo login the premium plan, so contact reveals can be tried.
func subscribeDemo(ctx context.Context, pool *pgxpool.Pool) error {
	accounts := postgres.NewAccountStore(pool)
	acct, err := accounts.AccountByEmail(ctx, seed.DemoEmail)
	if err != nil {
		return err
	}
	all, err := postgres.NewSiteStore(pool).ListPlans(ctx)
	if err != nil {
		return err
	}
	for _, p := range all {
		if p.Code == plans.Premium {
			_, err := postgres.NewSubscriptionStore(pool).Subscribe(ctx, acct.ID, p, time.Now())
			return err
		}
	}
	return fmt.Errorf("demo: no premium plan")
}
