package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// request is one HTTP call a scenario asks for.
type request struct {
	method, path string
	body         []byte // JSON, or nil
	token        string
}

// scenario makes the requests of one kind of traffic. build is a pure function of (seed, i),
// so two runs with the same seed send the same sequence and can be compared request for request.
type scenario struct {
	name       string
	targetRate float64       // req/s the issue sets for this scenario
	targetP99  time.Duration // p99 it must stay within at that rate
	targetPeak float64       // the peak rate it must reach within targetP99 (0: none set)
	peakStart  float64       // where its peak search starts and how far each step goes
	peakStep   float64
	build      func(seed, i uint64) request
	// prime are the first loads sent before the scenario's warm-up and measured on their own
	// (runner.prime); none for most.
	prime []request
}

// Targets from the issues, on 2 cores running server, database and load generator together
// (docs/performance.md): the full search mix at 1,000/s, matches at 1,000/s and profile views at
// 3,000/s as the capacity that issue 27's CPU per request gives, with search above 2,000/s and
// profile views above 6,000/s as the stretch their peak searches measure. A peak search starts
// from its fixed rate (half the stretch), in steps sized so it reaches the stretch in a handful.
var targets = map[string]struct {
	rate, peak, peakStart, peakStep float64
	p99                             time.Duration
}{
	"search":  {rate: 1000, peak: 2000, peakStart: 1000, peakStep: 250, p99: 25 * time.Millisecond},
	"profile": {rate: 3000, peak: 6000, peakStart: 3000, peakStep: 500, p99: 10 * time.Millisecond},
	"matches": {rate: 1000, peakStart: 500, peakStep: 250, p99: 30 * time.Millisecond},
}

func rng(seed, i uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, i)) }

// viewer is a logged-in member and the codes of the members they view.
type viewer struct {
	token string
	codes []string
}

func viewersOf(tokens, genders []string, pop population) []viewer {
	out := make([]viewer, len(tokens))
	byGender := map[string][]string{} // one list per gender, shared by its viewers
	for i := range tokens {
		codes, ok := byGender[genders[i]]
		if !ok {
			codes = pop.codesFor(genders[i])
			byGender[genders[i]] = codes
		}
		out[i] = viewer{token: tokens[i], codes: codes}
	}
	return out
}

func newScenario(name string, viewers []viewer, searchLimit int) (*scenario, error) {
	tokens := make([]string, len(viewers))
	for i, v := range viewers {
		tokens[i] = v.token
	}
	t, ok := targets[name]
	if !ok {
		return nil, fmt.Errorf("unknown scenario %q (have search, matches, profile)", name)
	}
	sc := &scenario{name: name, targetRate: t.rate, targetP99: t.p99, targetPeak: t.peak, peakStart: t.peakStart,
		peakStep: t.peakStep}
	switch name {
	case "search":
		sc.build = func(seed, i uint64) request {
			r := rng(seed, i)
			return request{method: "POST", path: "/api/user/all-users", token: pick(r, tokens), body: searchBody(r, searchLimit)}
		}
	case "matches":
		sc.build = func(seed, i uint64) request {
			return request{method: "GET", path: "/api/user/all/match-prefrences", token: pick(rng(seed, i), tokens)}
		}
		// A member's carousels are drawn on their first visit and kept a minute
		// (app/matchcache.go): every member visits once first, and those first visits are
		// reported apart from the repeated ones the fixed rate measures.
		for _, t := range tokens {
			sc.prime = append(sc.prime, request{method: "GET", path: "/api/user/all/match-prefrences", token: t})
		}
	case "profile":
		for _, v := range viewers {
			if len(v.codes) == 0 {
				return nil, fmt.Errorf("scenario profile needs member codes of both genders (--database-url or --codes-file)")
			}
		}
		sc.build = func(seed, i uint64) request {
			r := rng(seed, i)
			v := viewers[r.IntN(len(viewers))]
			return request{method: "GET", path: "/api/user/user-profile/" + pick(r, v.codes), token: v.token}
		}
	}
	return sc, nil
}

func pick(r *rand.Rand, list []string) string { return list[r.IntN(len(list))] }

// searchBody draws a filter combination the way the search form can send it: each filter set
// or not, values from the product's option lists, a caste consistent with the religion when
// both are chosen, ages as a range, pages 1–10. The gender is implied (the viewer's opposite).
func searchBody(r *rand.Rand, limit int) []byte {
	f := map[string]any{"page": 1 + r.IntN(10)}
	if limit > 0 {
		f["limit"] = limit
	}
	opts := profile.Options
	var religion string
	if r.Float64() < 0.35 {
		religion = searchReligions[r.IntN(len(searchReligions))]
		f["religion"] = religion
	}
	if r.Float64() < 0.4 {
		castes := castesOf(religion)
		f["caste"] = castes[r.IntN(len(castes))]
	}
	if r.Float64() < 0.5 {
		f["location"] = opts.Cities[r.IntN(len(opts.Cities))].Value
	}
	if r.Float64() < 0.7 {
		lo := 21 + r.IntN(15)
		f["min_age"], f["max_age"] = lo, lo+3+r.IntN(8)
	}
	if r.Float64() < 0.15 {
		f["motherTongue"] = pickTongue(r)
	}
	refine(r, f)
	b, _ := json.Marshal(f) // a map of values JSON can hold always encodes
	return b
}

// refine adds issue 12's filters and orders, each to a few searches, as members use the
// "more filters" part of the form: the district where no city is chosen, a native district,
// height, marital status, income, manglik, with photo, recently active, a sub-caste, and the
// newest and best-match orders. The gun milan filter is left to the plan check
// (cmd/bench/refined.go): it answers 422 to a member who gave no stars, and the generator does
// not know who did.
func refine(r *rand.Rand, f map[string]any) {
	opts := profile.Options
	if _, city := f["location"]; !city && r.Float64() < 0.15 {
		f["district"] = profile.DistrictOfCity(opts.Cities[r.IntN(len(opts.Cities))].Value)
	}
	if r.Float64() < 0.03 {
		f["nativeDistrict"] = profile.DistrictOfCity(opts.Cities[r.IntN(len(opts.Cities))].Value)
	}
	if r.Float64() < 0.1 {
		lo := 145 + r.IntN(20)
		f["heightMin"], f["heightMax"] = lo, lo+10+r.IntN(20)
	}
	if r.Float64() < 0.1 {
		f["maritalStatus"] = []string{opts.MaritalStatuses[r.IntN(len(opts.MaritalStatuses))].Value}
	}
	if r.Float64() < 0.05 {
		f["minIncome"] = opts.IncomeRanges[r.IntN(len(opts.IncomeRanges))].Value
	}
	if r.Float64() < 0.1 {
		f["manglik"] = []string{"no", "yes"}[r.IntN(2)]
	}
	if r.Float64() < 0.15 {
		f["withPhoto"] = true
	}
	if r.Float64() < 0.1 {
		f["activeWithinDays"] = []int{7, 30, 90}[r.IntN(3)]
	}
	if r.Float64() < 0.03 {
		f["subCaste"] = []string{"deshmukh", "patil", "kunbi", "jadhav"}[r.IntN(4)]
	}
	switch x := r.Float64(); {
	case x < 0.15:
		f["sort"] = "newest"
	case x < 0.25:
		f["sort"] = "best"
	}
}

// Members pick a religion in rough proportion to who is on the site, so most searches ask
// for one of the big communities and some for a small one.
var searchReligions = func() []string {
	var out []string
	for _, w := range []struct {
		v string
		n int
	}{{"hindu", 12}, {"muslim", 3}, {"buddhist", 2}, {"jain", 1}, {"christian", 1}, {"sikh", 1}} {
		for range w.n {
			out = append(out, w.v)
		}
	}
	for _, o := range profile.Options.Religions {
		if !slices.Contains(out, o.Value) {
			out = append(out, o.Value) // rare ones once each: empty results are a case too
		}
	}
	return out
}()

func castesOf(religion string) []string {
	var out []string
	for _, c := range profile.Options.Castes {
		if religion == "" || c.Religion == "" || c.Religion == religion {
			out = append(out, c.Value)
		}
	}
	return out
}

// pickTongue: most who filter by mother tongue want Marathi or Hindi; the remaining quarter is
// spread over every other language of the catalog, including those no member speaks, whose
// empty results are the most expensive searches when the filter is not indexed.
func pickTongue(r *rand.Rand) string {
	switch x := r.Float64(); {
	case x < 0.6:
		return "marathi"
	case x < 0.75:
		return "hindi"
	}
	return otherTongues[r.IntN(len(otherTongues))]
}

var otherTongues = func() []string {
	var out []string
	for _, o := range profile.Options.MotherTongues {
		if o.Value != "marathi" && o.Value != "hindi" {
			out = append(out, o.Value)
		}
	}
	return out
}()
