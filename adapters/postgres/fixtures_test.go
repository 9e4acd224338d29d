package postgres_test

import (
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

// Store tests share these fixtures: each top-level test gets its own migrated database (a
// clone of one template, so cheap), and each subtest its own members, so subtests run in
// parallel without seeing each other's rows.

// testNow is the tests' clock: fixed, so that ages and windows do not drift with the day.
var testNow = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

// newPool is a fresh migrated database for one test, closed and dropped when it ends.
func newPool(t *testing.T) *pgxpool.Pool {
	t.Helper()
	pool, err := postgres.Open(t.Context(), pgtest.NewDatabase(t, postgres.Migrate))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return pool
}

var memberSeq atomic.Int64

func ptr[T any](v T) *T { return &v }

// memberFields is a complete registration of the given gender with a unique e-mail and phone.
func memberFields(gender string) profile.Fields {
	n := memberSeq.Add(1)
	f := profile.Fields{
		FullName: ptr("Snehal Deshmukh"), Gender: ptr("female"), DOB: ptr(time.Date(1997, 3, 14, 0, 0, 0, 0, time.UTC)),
		Religion: ptr("hindu"), Caste: ptr("maratha"), MaritalStatus: ptr("single"), City: ptr("Pune"),
		Education: ptr("be-btech"), Profession: ptr("software-engineer"), IncomeKMonth: ptr(85), HeightCM: ptr(162),
		WeightKG: ptr(55), BloodGroup: ptr("B+"), Languages: ptr([]string{"Marathi", "English"}),
		Hobbies: ptr([]string{"Reading"}), Father: ptr("Sunil Deshmukh"), FatherJob: ptr("Teacher"),
		Mother: ptr("Asha Deshmukh"), MotherJob: ptr("Homemaker"), Siblings: ptr(1), FoodPref: ptr("veg"),
		Disability: ptr("no"), PreferredPlan: ptr("premium"), PartnerAgeMin: ptr(26), PartnerAgeMax: ptr(32),
		Email: ptr(fmt.Sprintf("member%08d@example.in", n)), Phone: ptr(fmt.Sprintf("98%08d", n)),
	}
	if gender == "male" {
		f.Gender, f.FullName, f.DOB = ptr("male"), ptr("Aniket Patil"), ptr(time.Date(1994, 7, 2, 0, 0, 0, 0, time.UTC))
		f.PartnerAgeMin, f.PartnerAgeMax = ptr(22), ptr(30)
	}
	return f
}

// registerMember stores a valid member of gender (after edit changes the form, when given)
// through AccountStore.Register, the way app.RegisterMember does, and answers the stored profile.
func registerMember(t *testing.T, pool *pgxpool.Pool, gender string, edit ...func(*profile.Fields)) profile.Profile {
	t.Helper()
	f := memberFields(gender)
	for _, e := range edit {
		e(&f)
	}
	p, err := profile.New(uuid.New(), f, testNow, nil)
	if err != nil {
		t.Fatal(err)
	}
	p.PhotoID = "photo-" + p.Code
	acct := identity.Account{ID: p.AccountID, Email: p.Contact.Email, Phone: p.Contact.Phone,
		PasswordHash: "hash-of-" + p.Code, Role: identity.RoleMember}
	if err := postgres.NewAccountStore(pool).Register(t.Context(), acct, p, nil); err != nil {
		t.Fatal(err)
	}
	return p
}

// couple is a bride and a groom, who may meet (matching.MayMeet).
func couple(t *testing.T, pool *pgxpool.Pool) (bride, groom profile.Profile) {
	t.Helper()
	return registerMember(t, pool, "female"), registerMember(t, pool, "male")
}

// suspend marks a member suspended the way an admin does.
func suspend(t *testing.T, pool *pgxpool.Pool, id uuid.UUID) {
	t.Helper()
	if err := postgres.NewMemberAdminStore(pool, postgres.NewAccountStore(pool)).SetStatus(t.Context(), id, true, "test", testNow); err != nil {
		t.Fatal(err)
	}
}

// createAdmin stores an admin account (no profile) with a unique e-mail.
func createAdmin(t *testing.T, pool *pgxpool.Pool) identity.Account {
	t.Helper()
	a := identity.Account{ID: uuid.New(), Email: fmt.Sprintf("admin%08d@example.in", memberSeq.Add(1)),
		PasswordHash: "admin-hash", Role: identity.RoleAdmin}
	if err := postgres.NewAdminStore(pool, postgres.NewAccountStore(pool)).CreateAdmin(t.Context(), a, testNow); err != nil {
		t.Fatal(err)
	}
	return a
}

// planOf is the plan as the plan table sells it.
func planOf(t *testing.T, pool *pgxpool.Pool, code plans.Code) plans.Plan {
	t.Helper()
	all, err := postgres.NewSiteStore(pool).ListPlans(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range all {
		if p.Code == code {
			return p
		}
	}
	t.Fatalf("no plan %q", code)
	return plans.Plan{}
}

// connect makes a and b an accepted connection: a sends, b accepts.
func connect(t *testing.T, pool *pgxpool.Pool, a, b uuid.UUID) {
	t.Helper()
	r := postgres.NewRequestStore(pool)
	if _, err := r.Send(t.Context(), a, b, testNow); err != nil {
		t.Fatal(err)
	}
	if err := r.Decide(t.Context(), b, a, true, testNow); err != nil {
		t.Fatal(err)
	}
}
