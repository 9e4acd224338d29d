package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

func TestMain(m *testing.M) { pgtest.Run(m) }

// member_search is kept by triggers: after a bulk insert, edits that move a member between
// partitions, a suspension and its lifting, activity, and a deletion, it holds exactly the
// searchable profiles, each once.
func TestMemberSearchFollowsProfiles(t *testing.T) {
	ctx := t.Context()
	pool, err := postgres.Open(ctx, pgtest.NewDatabase(t, postgres.Migrate))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	hash, err := passwordhash.New().Hash(ctx, seed.DemoPassword())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := seed.Generate(ctx, pool, seed.Options{Members: 120, Seed: 7, PasswordHash: hash,
		PhotosFemale: []string{"f"}, PhotosMale: []string{"m"}, Now: time.Now()}); err != nil {
		t.Fatal(err)
	}
	same := func(step string) {
		t.Helper()
		const diff = `SELECT count(*) FROM (
			(SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue
			 FROM profiles WHERE suspended_at IS NULL
			 EXCEPT ALL SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue FROM member_search)
			UNION ALL
			(SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue FROM member_search
			 EXCEPT ALL SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue
			 FROM profiles WHERE suspended_at IS NULL)) d`
		var n int
		if err := pool.QueryRow(ctx, diff).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Fatalf("after %s: %d rows differ between profiles and member_search", step, n)
		}
	}
	same("the bulk insert")
	for _, step := range []struct{ name, sql string }{
		{"an edit within a partition", `UPDATE profiles SET city = 'Nagpur', caste = 'koli' WHERE account_id IN (SELECT account_id FROM profiles ORDER BY account_id LIMIT 5)`},
		{"a birth date moving partitions", `UPDATE profiles SET dob = dob - interval '12 years' WHERE account_id IN (SELECT account_id FROM profiles ORDER BY account_id OFFSET 5 LIMIT 5)`},
		{"a suspension", `UPDATE profiles SET suspended_at = now() WHERE account_id IN (SELECT account_id FROM profiles ORDER BY account_id OFFSET 10 LIMIT 3)`},
		{"lifting it", `UPDATE profiles SET suspended_at = NULL WHERE account_id IN (SELECT account_id FROM profiles ORDER BY account_id OFFSET 10 LIMIT 1)`},
		{"activity", `UPDATE profiles SET last_active_at = now() WHERE account_id IN (SELECT account_id FROM profiles ORDER BY account_id OFFSET 20 LIMIT 30)`},
		{"a deleted account", `DELETE FROM accounts WHERE id IN (SELECT account_id FROM profiles ORDER BY account_id OFFSET 40 LIMIT 2)`},
	} {
		if _, err := pool.Exec(context.WithoutCancel(ctx), step.sql); err != nil {
			t.Fatalf("%s: %v", step.name, err)
		}
		same(step.name)
	}
	var suspended int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM member_search m JOIN profiles p USING (account_id) WHERE p.suspended_at IS NOT NULL`).Scan(&suspended); err != nil || suspended != 0 {
		t.Fatalf("suspended members searchable: %d (%v)", suspended, err)
	}
}
