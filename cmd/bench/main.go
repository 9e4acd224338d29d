// Command bench is `make bench`: it builds a scratch database of generated members, checks the
// search and match plans, and load-tests the real server binary with cmd/loadgen:
//
//	go run ./cmd/bench [--members 1000000] [--duration 30s] [--quick] [--server bin/server] [--loadgen bin/loadgen]
//
// Everything lives in a temporary directory (an ephemeral PostgreSQL cluster, uploads, keys)
// that is removed at the end; results go to var/bench/. A missed latency target is reported
// but is not a failure (the targets describe a quiet 2-core machine, see docs/performance.md);
// a sequential scan of profiles in any plan is, unless --keep-going.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/pgcluster"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
	"github.com/reshimgathi/reshimgathi/adapters/storage"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgsettle"
)

type options struct {
	members                int
	duration, warmup, step time.Duration
	quick, keepGoing, hold bool
	replica                bool
	plansOnly              bool
	serverBin, loadgenBin  string
	outDir                 string
	users                  int
	peak                   string
	scenarios              string
	loadgenArgs            string
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func run() error {
	var o options
	flag.IntVar(&o.members, "members", 1_000_000, "members to generate")
	flag.DurationVar(&o.duration, "duration", 30*time.Second, "measured time per scenario")
	flag.DurationVar(&o.warmup, "warmup", 5*time.Second, "unmeasured load before each scenario")
	flag.DurationVar(&o.step, "peak-step-duration", 10*time.Second, "measured time per step of the peak search")
	flag.BoolVar(&o.quick, "quick", false, "smoke test: 100,000 members, 10 s per scenario, 5 s peak steps")
	flag.BoolVar(&o.hold, "hold", false, "keep the scratch database running at the end, for psql, until Ctrl-C")
	flag.BoolVar(&o.plansOnly, "plans-only", false, "seed and check the plans, then stop (no load test)")
	flag.BoolVar(&o.replica, "replica", false,
		"also start a streaming replica of the seeded database and give it to the server (DATABASE_REPLICA_URL), so read-only use cases read it")
	flag.BoolVar(&o.keepGoing, "keep-going", false, "run the load test even when a plan scans members sequentially (still exits 1)")
	flag.StringVar(&o.serverBin, "server", "", "server binary (default: build ./cmd/server into the scratch directory)")
	flag.StringVar(&o.loadgenBin, "loadgen", "", "load generator binary (default: build ./cmd/loadgen likewise)")
	flag.StringVar(&o.outDir, "out", filepath.Join("var", "bench"), "where results.json, explain.json and server.log go")
	// Enough members that the profile views (3,000/s for the warm-up and 30 s, then the peak
	// search's steps of 12 s from 3,000/s up to and past 6,000/s: about 600,000 views) stay under
	// each member's daily limit of 300 views (app.PolicyProfileViewsDaily), which would otherwise
	// answer 429 as it should to a harvester.
	flag.IntVar(&o.users, "users", 2500, "members the load generator logs in")
	flag.StringVar(&o.scenarios, "scenarios", "search,matches,profile", "fixed-rate scenarios")
	flag.StringVar(&o.peak, "peak", "search,profile", "scenarios to find the peak rate of")
	flag.StringVar(&o.loadgenArgs, "loadgen-args", "", "extra arguments for the load generator, space-separated")
	flag.Parse()
	if o.quick {
		set := map[string]bool{}
		flag.Visit(func(f *flag.Flag) { set[f.Name] = true })
		if !set["members"] {
			o.members = 100_000
		}
		if !set["duration"] {
			o.duration = 10 * time.Second
		}
		if !set["peak-step-duration"] {
			o.step = 5 * time.Second
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	res := results{Started: time.Now().UTC(), Members: o.members, Quick: o.quick, Replica: o.replica, Machine: machine()}
	fmt.Printf("machine: %s\n", res.Machine)
	if err := os.MkdirAll(o.outDir, 0o755); err != nil {
		return err
	}
	queries, err := loadQueries(queriesFile)
	if err != nil {
		return err
	}
	adminQueries, err := loadQueries(adminQueriesFile, adminSearches...)
	if err != nil {
		return err
	}
	tmp, err := pgcluster.MkdirTemp("reshimgathi-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	if o.serverBin, err = ensureBinary(ctx, o.serverBin, "./cmd/server", filepath.Join(tmp, "server")); err != nil {
		return err
	}
	if o.loadgenBin, err = ensureBinary(ctx, o.loadgenBin, "./cmd/loadgen", filepath.Join(tmp, "loadgen")); err != nil {
		return err
	}

	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	// Memory sized for a 1,000,000-member working set (the tables and indexes are about 1.5 GB):
	// the packaged 128 MB of shared buffers would make every profile view a buffer miss.
	memory := map[string]string{"shared_buffers": "2GB", "effective_cache_size": "8GB"}
	cluster, err := pgcluster.Start(ctx, pgcluster.Options{Dir: filepath.Join(tmp, "postgres"), Ephemeral: true, Logger: log,
		Settings: memory})
	if err != nil {
		return err
	}
	defer func() { _ = cluster.Stop(context.WithoutCancel(ctx)) }()
	if err := cluster.EnsureDatabase(ctx, "reshimgathi"); err != nil {
		return err
	}
	dbURL := cluster.URL("reshimgathi")
	if err := postgres.Migrate(ctx, dbURL); err != nil {
		return err
	}
	pool, err := postgres.Open(ctx, dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	if err := pool.QueryRow(ctx, "SHOW server_version").Scan(&res.Machine.Postgres); err != nil {
		return err
	}

	dataDir := filepath.Join(tmp, "data")
	if res.SeedSeconds, err = fill(ctx, pool, dataDir, o.members); err != nil {
		return err
	}

	fmt.Println("EXPLAIN (ANALYZE, BUFFERS) of search, count and matches...")
	checks, err := checkPlans(ctx, pool, queries)
	if err != nil {
		return err
	}
	seqScans := printPlans(checks)
	adminChecks, err := checkAdminPlans(ctx, pool, adminQueries)
	if err != nil {
		return err
	}
	seqScans += printAdminPlans(adminChecks)
	checks = append(checks, adminChecks...)
	res.Explain = checks
	if err := writeJSON(filepath.Join(o.outDir, "explain.json"), checks); err != nil {
		return err
	}
	pool.Close() // the server and the generator get the database to themselves
	hold := func() {
		if o.hold {
			fmt.Printf("holding the database: psql '%s'  (Ctrl-C ends)\n", dbURL)
			<-ctx.Done()
		}
	}
	if o.plansOnly {
		res.Finish(o.outDir)
		hold()
		if seqScans > 0 {
			return fmt.Errorf("%d plans scan members sequentially (listed above; plans in %s/explain.json)", seqScans, o.outDir)
		}
		return nil
	}
	if seqScans > 0 && !o.keepGoing {
		res.Finish(o.outDir)
		hold()
		return fmt.Errorf("%d plans scan members sequentially (listed above; plans in %s/explain.json)", seqScans, o.outDir)
	}

	var serverEnv []string
	if o.replica {
		// A copy of the seeded, vacuumed database that streams from it, with the same memory: the
		// one-node figures and these differ only by where the reads go (docs/scaling.md).
		began := time.Now()
		replica, err := pgcluster.StartReplica(ctx, cluster, pgcluster.Options{Dir: filepath.Join(tmp, "replica"),
			Ephemeral: true, Logger: log, Settings: memory})
		if err != nil {
			return fmt.Errorf("replica: %w", err)
		}
		defer func() { _ = replica.Stop(context.WithoutCancel(ctx)) }()
		fmt.Printf("replica streaming in %v\n", time.Since(began).Round(time.Millisecond))
		serverEnv = append(serverEnv, "DATABASE_REPLICA_URL="+replica.URL("reshimgathi"))
	}
	drawMatches := slices.Contains(strings.Split(o.scenarios, ","), "matches")
	if drawMatches {
		serverEnv = append(serverEnv, drawEnv(o.users)...)
	}
	srv, baseURL, err := startServer(ctx, o.serverBin, dbURL, dataDir, filepath.Join(o.outDir, "server.log"), serverEnv...)
	if err != nil {
		return err
	}
	defer srv.stop()
	if drawMatches {
		if res.DrawnAhead, err = waitForDraws(ctx, dbURL, o.users, time.Now()); err != nil {
			return err
		}
	}
	lgJSON := filepath.Join(o.outDir, "loadgen.json")
	// The generator reads the server's and the cluster's CPU time from /proc over each measured
	// window (cmd/loadgen/cpu.go). With --replica the replica's own CPU is not counted.
	o.loadgenArgs += fmt.Sprintf(" --server-pid %d --postgres-data %s", srv.cmd.Process.Pid, filepath.Join(cluster.Dir(), "data"))
	if err := runLoadgen(ctx, o, baseURL, dbURL, lgJSON); err != nil {
		return err
	}
	if err := res.addLoad(lgJSON); err != nil {
		return err
	}
	res.Machine.LoadAfter = loadAvg()
	res.Finish(o.outDir)
	srv.stop()
	hold()
	if seqScans > 0 {
		return fmt.Errorf("%d plans scan members sequentially", seqScans)
	}
	return nil
}

// checkAdminPlans explains the admin's member search on a connection that forces generic
// plans, as the server's pool does.
func checkAdminPlans(ctx context.Context, pool *pgxpool.Pool, q map[string]string) ([]planCheck, error) {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "SET plan_cache_mode = force_generic_plan"); err != nil {
		return nil, err
	}
	return checkAdminSearch(ctx, conn.Conn(), pool, q)
}

// ensureBinary builds pkg into dst unless a binary was given: building here keeps `go run
// ./cmd/bench` self-contained and never replaces a bin/server someone else is running.
func ensureBinary(ctx context.Context, given, pkg, dst string) (string, error) {
	if given != "" {
		if _, err := os.Stat(given); err != nil {
			return "", fmt.Errorf("%w (build it with make)", err)
		}
		return filepath.Abs(given)
	}
	began := time.Now()
	cmd := exec.CommandContext(ctx, "go", "build", "-o", dst, pkg)
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("go build %s: %w", pkg, err)
	}
	fmt.Printf("built %s in %v\n", pkg, time.Since(began).Round(time.Millisecond))
	return dst, nil
}

// fill seeds the members (with the demo avatars in the scratch uploads, so profile pictures
// resolve) and then vacuums and analyses, as a database in steady state would be.
func fill(ctx context.Context, pool *pgxpool.Pool, dataDir string, n int) (float64, error) {
	uploads, err := storage.NewLocal(filepath.Join(dataDir, "uploads"))
	if err != nil {
		return 0, err
	}
	defer uploads.Close()
	photos := storage.Photos{Store: uploads}
	fmt.Printf("seeding %d members...\n", n)
	st, err := seed.Fill(ctx, pool, photos.SavePhoto, passwordhash.New(), n, 1, 0, true)
	if err != nil {
		return 0, err
	}
	fmt.Printf("seeded %d members in %v (%.0f members/s)\n", st.Members, st.Took.Round(time.Millisecond),
		float64(st.Members)/st.Took.Seconds())
	began := time.Now()
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return 0, err
	}
	defer conn.Release()
	for _, sql := range []string{"SET statement_timeout = 0", "VACUUM (ANALYZE) accounts", "VACUUM (ANALYZE) profiles", "VACUUM (ANALYZE) member_search"} {
		if _, err := conn.Exec(ctx, sql); err != nil {
			return 0, fmt.Errorf("%s: %w", sql, err)
		}
	}
	// Index-only scans skip the table only for pages the visibility map marks all-visible, and a
	// VACUUM cannot mark rows newer than the oldest snapshot still open (autovacuum's own ANALYZE
	// after the bulk load holds one): vacuum again until the map covers the tables. Measured: with
	// 5% of member_search marked, search costs PostgreSQL 1.5 ms a request instead of 0.6.
	for round := 1; ; round++ {
		var pages, visible int64
		if err := conn.QueryRow(ctx, `SELECT sum(relpages)::bigint, sum(relallvisible)::bigint FROM pg_class
			WHERE relkind = 'r' AND (relname = 'profiles' OR relname LIKE 'member\_search\_%')`).Scan(&pages, &visible); err != nil {
			return 0, err
		}
		if visible*100 >= pages*95 || round > 10 {
			fmt.Printf("visibility map covers %d of %d pages of profiles and member_search\n", visible, pages)
			break
		}
		time.Sleep(time.Second)
		for _, sql := range []string{"VACUUM profiles", "VACUUM member_search"} {
			if _, err := conn.Exec(ctx, sql); err != nil {
				return 0, fmt.Errorf("%s: %w", sql, err)
			}
		}
	}
	if _, err := conn.Exec(ctx, "CHECKPOINT"); err != nil {
		return 0, err
	}
	fmt.Printf("VACUUM (ANALYZE) and CHECKPOINT in %v\n", time.Since(began).Round(time.Millisecond))
	if err := pgsettle.Wait(ctx, conn.Conn(), 15*time.Minute, func(f string, a ...any) { fmt.Printf(f, a...) }); err != nil {
		return 0, err
	}
	return st.Took.Seconds(), nil
}

func runLoadgen(ctx context.Context, o options, baseURL, dbURL, jsonPath string) error {
	args := []string{"--url", baseURL, "--database-url", dbURL, "--scenarios", o.scenarios, "--peak", o.peak,
		"--duration", o.duration.String(), "--warmup", o.warmup.String(), "--peak-step-duration", o.step.String(),
		"--users", fmt.Sprint(o.users), "--json", jsonPath}
	args = append(args, splitArgs(o.loadgenArgs)...)
	// Anything else running shows here first: then the figures are a smoke test, not a result.
	fmt.Printf("load average before the load test: %s (%d CPUs)\n", loadAvg(), runtime.NumCPU())
	cmd := exec.CommandContext(ctx, o.loadgenBin, args...)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return errors.New("interrupted")
		}
		return fmt.Errorf("loadgen: %w", err)
	}
	return nil
}
