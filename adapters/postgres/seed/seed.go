// Package seed fills a database with realistic, made-up Maharashtrian members: for the demo
// a fresh install shows, and for load tests with a million profiles.
//
// Every member is a pure function of (Options.Seed, index), so a run is reproducible, and
// e-mails, phones and member codes are derived from the index, so they are unique without a
// single lookup. Rows go in with COPY, accounts and profiles of one batch in one transaction.
package seed

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"
)

// DemoEmail is the login printed for people trying the product; see DemoPassword.
const DemoEmail = "demo@reshimgathi.in"

// DemoPassword is the demo login's password. It is public by design: it passes the password
// policy (not common, not personal) so the demo can also show the change-password flow.
func DemoPassword() string { return "Sakharpuda#2026" }

// Options says what to generate.
type Options struct {
	Members int   // how many members
	Seed    int64 // the same seed gives the same members
	// First is the index of the first member. E-mails, phones and codes are functions of the
	// index, so a later run into the same database must start past the earlier ones (the
	// seed command uses the number of accounts already there).
	First int64
	// PasswordHash is one PHC string shared by all members: hashing a million passwords
	// with argon2id would take hours.
	PasswordHash string
	// Photo ids shared by reference, drawn by gender; about 85% of members get one.
	PhotosFemale, PhotosMale []string
	Now                      time.Time // zero means time.Now()
	// DemoEmail, when set, goes to member First: a woman of 27 with every field and every
	// partner preference filled in, active now.
	DemoEmail string
	// Workers is how many batches are generated and copied at once; 0 means 2.
	Workers int
}

// Stats reports a run; on error Members counts the members already committed.
type Stats struct {
	Members int
	Took    time.Duration
}

// batchSize bounds one transaction: big enough that COPY overhead vanishes, small enough
// that a worker's batch stays around 30 MB.
const batchSize = 50_000

var accountColumns = []string{"id", "email", "phone", "password_hash", "role", "tokens_valid_after", "created_at"}

var profileColumns = []string{
	"account_id", "member_code", "full_name", "gender", "dob", "religion", "caste", "custom_caste",
	"marital_status", "children", "city", "education", "profession", "income_k_month", "height_cm",
	"weight_kg", "blood_group", "languages", "hobbies", "father", "father_occupation", "mother",
	"mother_occupation", "siblings", "food_pref", "disability", "drinking", "smoking", "preferred_plan",
	"pref_age_min", "pref_age_max", "pref_city", "pref_caste", "pref_religion", "pref_height_min",
	"pref_height_max", "photo_id", "preferred_language", "registered_at", "updated_at", "last_active_at",
	"mother_tongue", "about_me", "created_by", "native_district", "native_taluka", "sub_caste", "gotra", "rashi",
	"nakshatra", "charan", "manglik", "birth_time", "birth_place", "complexion", "body_type", "working_sector",
	"living_with_family", "pref_marital", "pref_manglik", "district", "horoscope_key",
}

// Generate inserts o.Members accounts with their profiles. Batches commit one by one, so a
// failed run leaves the batches before it in place (Stats.Members says how many).
func Generate(ctx context.Context, pool *pgxpool.Pool, o Options) (Stats, error) {
	start := time.Now()
	if err := o.check(); err != nil {
		return Stats{}, err
	}
	if o.Now.IsZero() {
		o.Now = time.Now()
	}
	batches := (int64(o.Members) + batchSize - 1) / batchSize
	workers := int64(o.Workers)
	if workers <= 0 {
		workers = 2
	}
	workers = min(workers, batches)

	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	var next, done atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			g := newGenerator(o)
			buf := make([]member, 0, min(batchSize, o.Members))
			for b := next.Add(1) - 1; b < batches && ctx.Err() == nil; b = next.Add(1) - 1 {
				lo := o.First + b*batchSize
				hi := min(lo+batchSize, o.First+int64(o.Members))
				buf = buf[:hi-lo]
				for i := range buf {
					g.member(lo+int64(i), &buf[i])
				}
				if err := insert(ctx, pool, o.PasswordHash, buf); err != nil {
					cancel(fmt.Errorf("seed: members %d–%d: %w", lo, hi-1, err))
					return
				}
				done.Add(hi - lo)
			}
		})
	}
	wg.Wait()
	st := Stats{Members: int(done.Load()), Took: time.Since(start)}
	if err := context.Cause(ctx); err != nil {
		return st, err
	}
	return st, nil
}

func (o Options) check() error {
	switch {
	case o.Members < 0:
		return errors.New("seed: Members must not be negative")
	case o.First < 0 || o.First+int64(o.Members) > phoneSpace:
		return fmt.Errorf("seed: member indexes must stay within [0, %d)", int64(phoneSpace))
	case !strings.HasPrefix(o.PasswordHash, "$argon2id$"):
		return errors.New("seed: PasswordHash must be an argon2id PHC string")
	case o.DemoEmail != "" && o.DemoEmail != strings.ToLower(o.DemoEmail):
		return errors.New("seed: DemoEmail must be lower-case, as accounts store it")
	}
	return nil
}

func insert(ctx context.Context, pool *pgxpool.Pool, hash string, ms []member) error {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	// The pool may cap statements (the server's does, at 5 s) and a 50k-row COPY on a busy
	// machine can take longer. Waiting for the WAL flush buys nothing for generated data.
	if _, err := tx.Exec(ctx, "SELECT set_config('statement_timeout', '0', true), set_config('synchronous_commit', 'off', true)"); err != nil {
		return err
	}
	if _, err := tx.CopyFrom(ctx, pgx.Identifier{"accounts"}, accountColumns, &accountRows{ms: ms, hash: hash}); err != nil {
		return fmt.Errorf("copy accounts: %w", err)
	}
	if _, err := tx.CopyFrom(ctx, pgx.Identifier{"profiles"}, profileColumns, &profileRows{ms: ms}); err != nil {
		return fmt.Errorf("copy profiles: %w", err)
	}
	return tx.Commit(ctx)
}

// The row sources hand pgx one reused slice: CopyFrom encodes each row before asking for the next.

var tokensAlwaysValid = pgtype.Timestamptz{Time: time.Unix(0, 0).UTC(), Valid: true} // the column's default: no token revoked yet

type accountRows struct {
	ms   []member
	i    int
	hash string
	row  [7]any
}

func (s *accountRows) Next() bool { s.i++; return s.i <= len(s.ms) }
func (s *accountRows) Err() error { return nil }
func (s *accountRows) Values() ([]any, error) {
	m := &s.ms[s.i-1]
	s.row = [...]any{m.id, m.email, m.phone, s.hash, "member", tokensAlwaysValid, m.registered}
	return s.row[:], nil
}

type profileRows struct {
	ms  []member
	i   int
	row [62]any
}

func (s *profileRows) Next() bool { s.i++; return s.i <= len(s.ms) }
func (s *profileRows) Err() error { return nil }
func (s *profileRows) Values() ([]any, error) {
	m := &s.ms[s.i-1]
	s.row = [...]any{
		m.id, m.code, m.fullName, m.gender, m.dob, m.religion, m.caste, m.customCaste,
		m.marital, m.children, m.city, m.education, m.profession, m.income, m.height,
		m.weight, m.blood, m.languages, m.hobbies, m.father, m.fatherJob, m.mother,
		m.motherJob, m.siblings, m.food, m.disability, m.drinking, m.smoking, m.plan,
		m.prefAgeMin, m.prefAgeMax, m.prefCity, m.prefCaste, m.prefReligion, m.prefHeightMin,
		m.prefHeightMax, m.photo, m.language, m.registered, m.updated, m.lastActive,
		m.languages[0], // the generated languages list the mother tongue first
		null(m.aboutMe), null(m.createdBy), null(m.nativeDistrict), null(m.nativeTaluka), null(m.subCaste), null(m.gotra),
		null(m.rashi), null(m.nakshatra), nullInt(m.charan), null(m.manglik), null(m.birthTime), null(m.birthPlace),
		null(m.complexion), null(m.bodyType), null(m.workingSector), null(m.livingWithFamily), nonNil(m.prefMarital),
		null(m.prefManglik), m.district, horoscopeKey(m),
	}
	return s.row[:], nil
}

// null stores "" as NULL, as the profile store does for a field not given.
func null(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func nullInt(n int16) any {
	if n == 0 {
		return nil
	}
	return n
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func horoscopeKey(m *member) any {
	if m.nakshatra == "" {
		return nil
	}
	return m.horoscopeKey
}
