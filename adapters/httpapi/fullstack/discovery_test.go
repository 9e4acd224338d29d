package httpapi_test

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// seeded fills the env's database with generated members and logs in the demo member.
func (e *env) seeded(t *testing.T, n int) string {
	t.Helper()
	pool := e.pool
	_, err := seed.Fill(context.Background(), pool, func(context.Context, app.Photo) (string, error) {
		return "", nil // pictures are not what these tests look at
	}, passwordhash.New(), n, 7, 0, true)
	if err != nil {
		t.Fatal(err)
	}
	return e.login(t, seed.DemoEmail, seed.DemoPassword())
}

type oracleMember struct {
	id                    uuid.UUID
	code, gender          string
	caste, religion, city string
	tongue                string
	dob, active           time.Time
	suspended             bool
	verified, paused      bool
}

// oracle reads every profile and filters them in Go: an independent answer to compare with.
func (e *env) oracle(t *testing.T) []oracleMember {
	t.Helper()
	rows, err := e.pool.Query(context.Background(), `SELECT account_id, member_code, gender, caste, religion, city, dob,
		last_active_at, suspended_at IS NOT NULL, coalesce(mother_tongue, ''), id_verified_at IS NOT NULL,
		paused_at IS NOT NULL FROM profiles`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []oracleMember
	for rows.Next() {
		var m oracleMember
		if err := rows.Scan(&m.id, &m.code, &m.gender, &m.caste, &m.religion, &m.city, &m.dob, &m.active, &m.suspended, &m.tongue, &m.verified, &m.paused); err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].active.Equal(out[j].active) {
			return out[i].active.After(out[j].active)
		}
		return out[i].id.String() < out[j].id.String()
	})
	return out
}

func ptr[T any](v T) *T { return &v }

func TestSearchAgainstOracle(t *testing.T) {
	e := newEnv(t)
	token := e.seeded(t, 400)
	ctx := context.Background()
	me, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(token))
	myCode := me.JSON200.UserData.UserId
	// Suspend one man so the test proves suspended members are hidden.
	if _, err := e.pool.Exec(ctx, `UPDATE profiles SET suspended_at = now() WHERE account_id =
		(SELECT account_id FROM profiles WHERE gender = 'male' ORDER BY last_active_at DESC LIMIT 1)`); err != nil {
		t.Fatal(err)
	}
	// ID-verify every third man (docs/adr/0016-trust-and-safety.md), and pause one verified man: a
	// paused profile is hidden like a suspended one.
	if _, err := e.pool.Exec(ctx, `UPDATE profiles SET id_verified_at = now()
		WHERE gender = 'male' AND abs(hashtext(member_code)) % 3 = 0`); err != nil {
		t.Fatal(err)
	}
	if _, err := e.pool.Exec(ctx, `UPDATE profiles SET paused_at = now() WHERE account_id =
		(SELECT account_id FROM profiles WHERE gender = 'male' AND id_verified_at IS NOT NULL ORDER BY member_code LIMIT 1)`); err != nil {
		t.Fatal(err)
	}
	all := e.oracle(t)
	now := time.Now()
	filters := []apiclient.SearchFilters{
		{},
		{Location: ptr("Pune")},
		{Caste: ptr("maratha")},
		{Religion: ptr("hindu"), MinAge: ptr(25), MaxAge: ptr(30)},
		{Location: ptr("Mumbai"), Caste: ptr("maratha"), Religion: ptr("hindu")},
		{MinAge: ptr(35)},
		{MaxAge: ptr(24)},
		{Location: ptr("Nagpur"), MinAge: ptr(21), MaxAge: ptr(40)},
		{MotherTongue: ptr("marathi"), Religion: ptr("hindu")},
		{MotherTongue: ptr("urdu")},
		{Verified: ptr(true)},
		{Verified: ptr(true), Location: ptr("Pune")},
		{Verified: ptr(true), Religion: ptr("hindu"), MinAge: ptr(25), MaxAge: ptr(35)},
	}
	for i, f := range filters {
		t.Run(fmt.Sprintf("search-filter-%d", i), func(t *testing.T) {
			var want []string
			for _, m := range all {
				age := profile.AgeOn(m.dob, now)
				if m.gender != "male" || m.suspended || m.paused || m.code == myCode || (f.Verified != nil && *f.Verified && !m.verified) ||
					(f.Location != nil && m.city != *f.Location) || (f.Caste != nil && m.caste != *f.Caste) ||
					(f.Religion != nil && m.religion != *f.Religion) || (f.MotherTongue != nil && m.tongue != *f.MotherTongue) ||
					(f.MinAge != nil && age < *f.MinAge) || (f.MaxAge != nil && age > *f.MaxAge) {
					continue
				}
				want = append(want, m.code)
			}
			var got []string
			seen := map[string]bool{}
			for page := 1; ; page++ {
				body := apiclient.SearchRequest{SearchFilters: f, Page: ptr(page), Limit: ptr(6)}
				r, err := e.client.SearchMembersWithResponse(ctx, body, bearer(token))
				if err != nil || r.JSON200 == nil {
					t.Fatalf("page %d: %v %s", page, err, r.Body)
				}
				if r.JSON200.SearchResults != len(want) || r.JSON200.MoreResults {
					t.Fatalf("count %d, oracle %d", r.JSON200.SearchResults, len(want))
				}
				for _, u := range r.JSON200.UserList {
					if seen[u.UserId] {
						t.Fatalf("%s on two pages", u.UserId)
					}
					seen[u.UserId] = true
					got = append(got, u.UserId)
				}
				if page >= r.JSON200.TotalPages {
					break
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("got %d results, oracle %d\n got %v\nwant %v", len(got), len(want), got, want)
			}
		})
	}
	t.Run("search-400-bad-filters", func(t *testing.T) {
		r, _ := e.client.SearchMembersWithResponse(ctx, apiclient.SearchRequest{SearchFilters: apiclient.SearchFilters{MinAge: ptr(30), MaxAge: ptr(25)}}, bearer(token))
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["min_age"] == "" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		r, _ = e.client.SearchMembersWithResponse(ctx, apiclient.SearchRequest{SearchFilters: apiclient.SearchFilters{MinAge: ptr(17)}}, bearer(token))
		if r.StatusCode() != 400 {
			t.Fatalf("age 17: %d", r.StatusCode())
		}
		r, _ = e.client.SearchMembersWithResponse(ctx, apiclient.SearchRequest{SearchFilters: apiclient.SearchFilters{Location: ptr("Atlantis")}}, bearer(token))
		if r.StatusCode() != 400 {
			t.Fatalf("unknown city: %d", r.StatusCode())
		}
	})
	// SearchRequest is SearchFilters and its paging in one flat object (api/openapi.yaml): every
	// field is accepted where it always was, and a field neither knows is refused, in a search
	// and in a saved search's filters alike (x-closed, adapters/httpapi/inputs.go).
	t.Run("search-one-flat-body-closed-to-unknown-fields", func(t *testing.T) {
		send := func(body string) *apiclient.SearchMembersResponse {
			t.Helper()
			r, err := e.client.SearchMembersWithBodyWithResponse(ctx, "application/json", strings.NewReader(body), bearer(token))
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		if r := send(`{"page":1,"limit":6,"sort":"newest","caste":"maratha","min_age":21,"withPhoto":false}`); r.StatusCode() != 200 {
			t.Fatalf("the filters with the paging: %d %s", r.StatusCode(), r.Body)
		}
		r := send(`{"page":1,"sort":"best","caste":"maratha","castee":"maratha"}`)
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["castee"] != `property "castee" is unsupported` {
			t.Fatalf("an unknown field: %d %s", r.StatusCode(), r.Body)
		}
		saved, err := e.client.CreateSavedSearchWithBodyWithResponse(ctx, "application/json",
			strings.NewReader(`{"name":"Pune","filters":{"location":"Pune","page":2}}`), bearer(token))
		if err != nil || saved.StatusCode() != 400 || fieldMessages(saved.ApplicationproblemJSON400.Errors)["filters.page"] == "" {
			t.Fatalf("the paging inside a saved search's filters: %v %d %s", err, saved.StatusCode(), saved.Body)
		}
	})
	t.Run("search-opposite-gender-for-men", func(t *testing.T) {
		_, groomTok := e.memberWith(t, groom)
		r, _ := e.client.SearchMembersWithResponse(ctx, apiclient.SearchRequest{Limit: ptr(24)}, bearer(groomTok))
		genders := map[string]string{}
		for _, m := range all {
			genders[m.code] = m.gender
		}
		for _, u := range r.JSON200.UserList {
			if g, ok := genders[u.UserId]; ok && g != "female" {
				t.Fatalf("a man sees %s (%s)", u.UserId, g)
			}
		}
	})
}

func TestMatchesFollowPreferences(t *testing.T) {
	e := newEnv(t)
	// Matches are mutual and each carousel holds every hard preference (docs/adr/0015): common
	// enough preferences for a thousand members to yield some, and the rules checked on each card.
	token := e.seeded(t, 1000)
	ctx := context.Background()
	r := e.patchProfile(t, token, map[string]any{"partnerPreferences": map[string]any{
		"caste": "maratha", "location": map[string]any{"city": "Mumbai"}, "age": map[string]any{"min": "21", "max": "40"}}}, nil)
	if r.StatusCode() != 200 {
		t.Fatalf("%d %s", r.StatusCode(), r.Body)
	}
	m, err := e.client.GetMatchesWithResponse(ctx, nil, bearer(token))
	if err != nil || m.JSON200 == nil {
		t.Fatalf("%v", err)
	}
	d := m.JSON200.MatchedData
	if len(d.Caste)+len(d.Location)+len(d.Age) == 0 || len(d.Caste) > 6 {
		t.Fatalf("lists: %d %d %d", len(d.Caste), len(d.Location), len(d.Age))
	}
	for _, c := range d.Caste {
		if c.Caste != "maratha" {
			t.Errorf("caste match %s is %s", c.UserId, c.Caste)
		}
	}
	for _, c := range d.Location {
		if c.City != "Mumbai" {
			t.Errorf("location match %s is in %s", c.UserId, c.City)
		}
	}
	for _, c := range d.Age {
		if c.Age < 21 || c.Age > 40 {
			t.Errorf("age match %s is %d", c.UserId, c.Age)
		}
	}
}
