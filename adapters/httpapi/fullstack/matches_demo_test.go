package httpapi_test

import (
	"context"
	"testing"

	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/app"
)

// Issue 26: the demo login saw one carousel filled and six saying "No matches … Please Change
// Your Preference" while the first listed members of those very carousels. With the demo's own
// data (cmd/server/demo.go: 300 members, seed 1) most carousels show someone, nobody twice, and
// every empty one says why.
func TestTheDemoLoginSeesMostCarouselsFilled(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	if _, err := seed.Fill(ctx, e.pool, func(context.Context, app.Photo) (string, error) { return "", nil },
		passwordhash.New(), 300, 1, 0, true); err != nil {
		t.Fatal(err)
	}
	token := e.login(t, seed.DemoEmail, seed.DemoPassword())
	m, err := e.client.GetMatchesWithResponse(ctx, nil, bearer(token))
	if err != nil || m.JSON200 == nil {
		t.Fatalf("matches: %v %d", err, m.StatusCode())
	}
	d := m.JSON200.MatchedData
	lists := map[string][]apiclient.MemberCard{"caste": d.Caste, "age": d.Age, "location": d.Location, "new": d.New,
		"mutual": d.Mutual, "near": d.Near, "horoscope": d.Horoscope}
	why := map[string]*apiclient.CarouselEmpty{"caste": d.WhyEmpty.Caste, "age": d.WhyEmpty.Age, "location": d.WhyEmpty.Location,
		"new": d.WhyEmpty.New, "mutual": d.WhyEmpty.Mutual, "near": d.WhyEmpty.Near, "horoscope": d.WhyEmpty.Horoscope}
	filled, seen := 0, map[string]string{}
	for name, l := range lists {
		if len(l) > 0 {
			filled++
			if why[name] != nil {
				t.Errorf("%s has %d cards and a reason to be empty (%s)", name, len(l), *why[name])
			}
		} else if why[name] == nil {
			t.Errorf("%s is empty without saying why", name)
		}
		for _, c := range l {
			if other, ok := seen[c.UserId]; ok {
				t.Errorf("%s is in %s and %s", c.UserId, other, name)
			}
			seen[c.UserId] = name
		}
	}
	if filled < 5 {
		reasons := map[string]string{}
		for name, r := range why {
			if r != nil {
				reasons[name] = string(*r)
			}
		}
		t.Errorf("%d of 7 carousels filled for the demo login, want at least 5; empty: %v", filled, reasons)
	}
}

// A member nobody fits hears that nobody fits, and that the horoscope carousel needs their stars.
func TestEmptyCarouselsSayWhy(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.member(t)
	m, err := e.client.GetMatchesWithResponse(ctx, nil, bearer(token))
	if err != nil || m.JSON200 == nil {
		t.Fatalf("matches: %v %d", err, m.StatusCode())
	}
	w := m.JSON200.MatchedData.WhyEmpty
	if w.Caste == nil || *w.Caste != apiclient.CarouselEmptyNoneFit || w.Near == nil || *w.Near != apiclient.CarouselEmptyNoneFit {
		t.Errorf("alone on the site: %+v", w)
	}
	if w.Horoscope == nil || *w.Horoscope != apiclient.CarouselEmptyNoStars {
		t.Errorf("horoscope without stars: %v", w.Horoscope)
	}
}
