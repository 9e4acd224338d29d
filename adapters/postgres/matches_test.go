package postgres_test

import (
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

// seeded is a database with n generated members (the family fields filled in for about half,
// as the seed does) and every profile read back.
func seeded(t *testing.T, n int) (*pgxpool.Pool, map[uuid.UUID]profile.Profile) {
	t.Helper()
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
	if _, err := seed.Generate(ctx, pool, seed.Options{Members: n, Seed: 11, PasswordHash: hash,
		PhotosFemale: []string{"f"}, PhotosMale: []string{"m"}, Now: time.Now()}); err != nil {
		t.Fatal(err)
	}
	// Every member someone may be shown (not suspended, not paused), read in full as the
	// profile store reads a member.
	rows, err := pool.Query(ctx, `SELECT account_id FROM profiles WHERE suspended_at IS NULL AND paused_at IS NULL`)
	if err != nil {
		t.Fatal(err)
	}
	var ids []uuid.UUID
	for rows.Next() {
		var id uuid.UUID
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	profiles := postgres.NewProfileStore(pool)
	all := map[uuid.UUID]profile.Profile{}
	for _, id := range ids {
		p, err := profiles.ProfileByAccount(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		p.Contact = profile.Contact{} // as other members see them
		all[id] = p
	}
	return pool, all
}

// The score the statements rank by (score.go) is the domain's (matching.ScoreTerms.Evaluate),
// number for number, over every pair of a sample of viewers and every member they may meet; and
// the search index's copy of each profile carries what the score reads.
func TestScoreSQLAgreesWithTheDomain(t *testing.T) {
	ctx := t.Context()
	pool, all := seeded(t, 400)
	now := time.Now()
	viewers := 0
	for _, me := range all {
		if viewers == 25 {
			break
		}
		viewers++
		terms := matching.TermsFor(me, now)
		sql, args := postgres.ScoreQuery(terms, matching.Opposite(me.Gender))
		rows, err := pool.Query(ctx, sql, args...)
		if err != nil {
			t.Fatalf("%v\n%s", err, sql)
		}
		checked := 0
		for rows.Next() {
			var id uuid.UUID
			var score int32
			if err := rows.Scan(&id, &score); err != nil {
				t.Fatal(err)
			}
			want := terms.Evaluate(all[id], now)
			if int(score) != want.Score {
				t.Fatalf("viewer %s, member %s: SQL %d, domain %d (%+v)", me.Code, all[id].Code, score, want.Score, want.Reasons)
			}
			checked++
		}
		if rows.Err() != nil || checked == 0 {
			t.Fatalf("%v, %d members scored", rows.Err(), checked)
		}
	}
	// The marital preference bits the index keeps are matching.MaritalMask's.
	rows, err := pool.Query(ctx, `SELECT account_id, pref_marital, district, has_photo FROM member_search`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id uuid.UUID
		var mask int16
		var district string
		var photo bool
		if err := rows.Scan(&id, &mask, &district, &photo); err != nil {
			t.Fatal(err)
		}
		p := all[id]
		if int(mask) != matching.MaritalMask(p.Partner.MaritalStatuses) || district != p.District() || photo != (p.PhotoID != "") {
			t.Fatalf("%s: index has %d/%s/%v", p.Code, mask, district, photo)
		}
	}
}

// Every carousel's pool holds only mutual matches meeting the viewer's every preference, each
// with its own carousel's trait, scored as the domain scores them.
func TestMatchPoolsHoldOnlyMutualMatches(t *testing.T) {
	ctx := t.Context()
	pool, all := seeded(t, 600)
	store := postgres.NewDiscoveryStore(pool)
	now := time.Now()
	found := 0
	for _, me := range all {
		terms := matching.TermsFor(me, now)
		pools, err := store.MatchPools(ctx, me, terms, false, now)
		if err != nil {
			t.Fatal(err)
		}
		for dim, list := range pools {
			if len(list) > postgres.MatchPool {
				t.Fatalf("%s: %d in a pool", dim, len(list))
			}
			for _, c := range list {
				m := all[c.Account]
				found++
				if !matching.Mutual(me, m, now) {
					t.Fatalf("%s shown %s in %s: not a mutual match", me.Code, m.Code, dim)
				}
				if c.Score != terms.Evaluate(m, now).Score {
					t.Fatalf("score %d, domain %d", c.Score, terms.Evaluate(m, now).Score)
				}
				ok := true
				switch dim {
				case matching.ByCaste:
					ok = m.Caste == orOwn(me.Partner.Caste, me.Caste)
				case matching.ByLocation:
					ok = m.City == orOwn(me.Partner.City, me.City)
				case matching.ByNear:
					ok = m.District() == me.District()
				case matching.ByNew:
					ok = now.Sub(m.RegisteredAt) < matching.NewMemberWindow
				case matching.ByHoroscope:
					g, both := matching.Between(me, m)
					ok = both && g.Acceptable()
				case matching.ByMutual:
					ok = m.Partner.Caste == me.Caste || m.Partner.City == me.City
				}
				if !ok {
					t.Fatalf("%s: %s does not belong in %s", me.Code, m.Code, dim)
				}
			}
		}
	}
	if found < 100 {
		t.Fatalf("only %d matches among 600 members: the test proves nothing", found)
	}
}

func orOwn(pref, own string) string {
	if pref != "" {
		return pref
	}
	return own
}
