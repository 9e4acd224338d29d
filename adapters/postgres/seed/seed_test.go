package seed_test

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

func TestMain(m *testing.M) { pgtest.Run(m) }

// A real hash, so the demo login can be verified; made once since argon2id is slow on purpose.
var demoHash = func() string {
	h, err := passwordhash.New().Hash(context.Background(), seed.DemoPassword())
	if err != nil {
		panic(err)
	}
	return h
}()

var (
	fixedNow = time.Date(2026, 11, 22, 10, 0, 0, 0, time.FixedZone("IST", 5*3600+1800))
	women    = []string{"fffffffffffffffffffffffff1", "fffffffffffffffffffffffff2"}
	men      = []string{"mmmmmmmmmmmmmmmmmmmmmmmmm1", "mmmmmmmmmmmmmmmmmmmmmmmmm2"}
)

func newPool(t *testing.T) *pgxpool.Pool {
	t.Helper()
	pool, err := postgres.Open(t.Context(), pgtest.NewDatabase(t, postgres.Migrate))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return pool
}

func options(members int) seed.Options {
	return seed.Options{Members: members, Seed: 42, PasswordHash: demoHash, PhotosFemale: women, PhotosMale: men,
		Now: fixedNow, DemoEmail: seed.DemoEmail}
}

func count(t *testing.T, pool *pgxpool.Pool, sql string) int {
	t.Helper()
	var n int
	if err := pool.QueryRow(t.Context(), sql).Scan(&n); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return n
}

func TestGenerate(t *testing.T) {
	const n = 2000
	ctx := t.Context()
	pool := newPool(t)
	st, err := seed.Generate(ctx, pool, options(n))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d members in %v", st.Members, st.Took)
	if st.Members != n || count(t, pool, "SELECT count(*) FROM accounts") != n || count(t, pool, "SELECT count(*) FROM profiles") != n {
		t.Fatalf("stats %+v, tables hold %d accounts", st, count(t, pool, "SELECT count(*) FROM accounts"))
	}

	profiles := loadProfiles(t, pool)
	checkDomainRules(t, profiles)
	checkDistribution(t, profiles)

	var demo profile.Profile
	for _, p := range profiles {
		if p.Contact.Email == seed.DemoEmail {
			demo = p
		}
	}
	pp := demo.Partner
	if demo.Gender != "female" || demo.PhotoID == "" || pp.Caste == "" || pp.Religion == "" || pp.City != "" {
		t.Errorf("demo member is not complete: %+v", demo)
	}
	var hash string
	if err := pool.QueryRow(ctx, "SELECT password_hash FROM accounts WHERE email = $1", seed.DemoEmail).Scan(&hash); err != nil {
		t.Fatal(err)
	}
	if ok, _, err := passwordhash.New().Verify(ctx, seed.DemoPassword(), hash); !ok || err != nil {
		t.Fatalf("demo password does not verify: %v", err)
	}

	// A second run continuing the index range must not collide with the first.
	more := options(500)
	more.First, more.Seed, more.DemoEmail = n, 43, ""
	if _, err := seed.Generate(ctx, pool, more); err != nil {
		t.Fatalf("second run: %v", err)
	}
	if got := count(t, pool, "SELECT count(*) FROM profiles"); got != n+500 {
		t.Fatalf("%d profiles after the second run", got)
	}
}

func TestSameSeedSameMembers(t *testing.T) {
	digest := func(o seed.Options) string {
		pool := newPool(t)
		if _, err := seed.Generate(t.Context(), pool, o); err != nil {
			t.Fatal(err)
		}
		var d string
		err := pool.QueryRow(t.Context(), `SELECT md5(string_agg(p::text || a.email || a.phone, '|' ORDER BY p.member_code))
			FROM profiles p JOIN accounts a ON a.id = p.account_id`).Scan(&d)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	o := options(1200)
	a := digest(o)
	o.Workers = 1
	if b := digest(o); a != b {
		t.Fatalf("same seed, different members: %s vs %s", a, b)
	}
	o.Seed++
	if c := digest(o); c == a {
		t.Fatal("a different seed gave the same members")
	}
}

// SEED_BENCH=1 measures the bulk rate (SEED_BENCH_MEMBERS, default 200,000) on this machine.
func TestBulkRate(t *testing.T) {
	if os.Getenv("SEED_BENCH") == "" {
		t.Skip("set SEED_BENCH=1 to measure the bulk insert rate")
	}
	n := 200_000
	if s := os.Getenv("SEED_BENCH_MEMBERS"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	workers, _ := strconv.Atoi(os.Getenv("SEED_BENCH_WORKERS"))
	pool := newPool(t)
	o := options(n)
	o.Workers = workers
	st, err := seed.Generate(t.Context(), pool, o)
	if err != nil {
		t.Fatal(err)
	}
	rate := float64(st.Members) / st.Took.Seconds()
	t.Logf("%d members in %v: %.0f members/s; 1,000,000 would take about %v",
		st.Members, st.Took.Round(time.Millisecond), rate, time.Duration(1e6/rate*float64(time.Second)).Round(time.Second))
}
