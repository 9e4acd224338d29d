package postgres_test

import (
	"errors"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/site"
)

func TestSiteStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewSiteStore(pool)
	ctx := t.Context()
	// The site's content is the test's own: three published articles a day apart, one scheduled
	// for tomorrow, and two stories.
	now := time.Now()
	if _, err := pool.Exec(ctx, `DELETE FROM blog_posts; DELETE FROM success_stories`); err != nil {
		t.Fatal(err)
	}
	for i, slug := range []string{"oldest", "middle", "newest", "scheduled"} {
		if _, err := pool.Exec(ctx, `INSERT INTO blog_posts (slug, title_en, title_mr, excerpt_en, excerpt_mr, body_en, body_mr, author, published_at)
			VALUES ($1, 'T '||$1, 'शी '||$1, 'E', 'उ', 'Body '||$1, 'मजकूर', 'Team', $2)`, slug, now.AddDate(0, 0, []int{-3, -2, -1, 1}[i])); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := pool.Exec(ctx, `INSERT INTO success_stories (couple_names, city, year, story_en, story_mr, photo_url) VALUES
		('Older Pair', 'Pune', 2019, 'en', 'mr', '/a.jpg'), ('Newer Pair', 'Nashik', 2024, 'en', 'mr', '/b.jpg')`); err != nil {
		t.Fatal(err)
	}

	t.Run("ListPlans", func(t *testing.T) {
		t.Parallel()
		got, err := store.ListPlans(ctx)
		if err != nil || len(got) != len(plans.Codes) {
			t.Fatalf("%d plans (%v), want %d", len(got), err, len(plans.Codes))
		}
		for i, p := range got {
			if p.Code != plans.Codes[i] || p.Price <= 0 || p.ValidityMonths <= 0 || len(p.Features) == 0 || p.Title.MR == "" {
				t.Errorf("plan %d: %+v", i, p)
			}
		}
		if last := got[len(got)-1]; !last.Unlimited() || got[0].Unlimited() {
			t.Errorf("allowances: first %d, last %d (want limited, then unlimited)", got[0].ContactAllowance, last.ContactAllowance)
		}
	})

	t.Run("ListStories", func(t *testing.T) {
		t.Parallel()
		got, err := store.ListStories(ctx)
		if err != nil || len(got) != 2 || got[0].CoupleNames != "Newer Pair" || got[0].Year != 2024 || got[1].City != "Pune" {
			t.Fatalf("stories %+v (%v), want the newer year first", got, err)
		}
	})

	t.Run("ListPosts", func(t *testing.T) {
		t.Parallel()
		first, total, err := store.ListPosts(ctx, paging.Page{Number: 1, Limit: 2})
		if err != nil || total != 3 || len(first) != 2 || first[0].Slug != "newest" || first[1].Slug != "middle" {
			t.Fatalf("page 1: %+v total %d (%v)", first, total, err)
		}
		if first[0].Body.EN != "" || first[0].Title.EN != "T newest" {
			t.Fatalf("a list item: %+v (no body, titles present)", first[0])
		}
		second, _, _ := store.ListPosts(ctx, paging.Page{Number: 2, Limit: 2})
		if len(second) != 1 || second[0].Slug != "oldest" {
			t.Fatalf("page 2: %+v", second)
		}
	})

	t.Run("GetPost", func(t *testing.T) {
		t.Parallel()
		p, err := store.GetPost(ctx, "middle")
		if err != nil || p.Body.EN != "Body middle" || p.Author != "Team" || p.Title.MR != "शी middle" {
			t.Fatalf("post %+v (%v)", p, err)
		}
		for _, slug := range []string{"scheduled", "missing"} {
			if _, err := store.GetPost(ctx, slug); !errors.Is(err, site.ErrPostNotFound) {
				t.Errorf("%s: %v", slug, err)
			}
		}
	})

	t.Run("SaveContactMessage", func(t *testing.T) {
		t.Parallel()
		m, err := site.NewContactMessage("Asha Patil", "asha@example.in", "9822011111", "other", "Please call me back.", testNow)
		if err != nil {
			t.Fatal(err)
		}
		if err := store.SaveContactMessage(ctx, m); err != nil {
			t.Fatal(err)
		}
		var name, gender, message string
		if err := pool.QueryRow(ctx, `SELECT name, gender, message FROM contact_messages WHERE id = $1`, m.ID).Scan(&name, &gender, &message); err != nil ||
			name != m.Name || gender != "other" || message != m.Message {
			t.Fatalf("stored %q %q %q (%v)", name, gender, message, err)
		}
	})

	t.Run("SaveFeedback", func(t *testing.T) {
		t.Parallel()
		f, err := site.NewFeedback("Ravi Joshi", "ravi@example.in", 4, "Good service", testNow)
		if err != nil {
			t.Fatal(err)
		}
		if err := store.SaveFeedback(ctx, f); err != nil {
			t.Fatal(err)
		}
		var rating int
		var text string
		if err := pool.QueryRow(ctx, `SELECT rating, feedback FROM feedback WHERE id = $1`, f.ID).Scan(&rating, &text); err != nil || rating != 4 || text != "Good service" {
			t.Fatalf("stored %d %q (%v)", rating, text, err)
		}
	})
}
