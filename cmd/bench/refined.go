package main

import (
	"context"
	"fmt"
	"log/slog"
	"runtime"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/searchindex"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// refinedSearch is one search beyond the five filters of the spec's form.
type refinedSearch struct {
	label   string
	filters matching.Filters
}

// refinedSearches are issue 12's filters and orders: the district as the walk's lead, each
// refinement checked on the entries the walk reads, the newest and best-match orders (which rank
// the members counted) and the gun milan filter, each with the age range most searches send, and
// all of them at once on top of religion and caste.
func refinedSearches(fv filterValues) []refinedSearch {
	age := matching.Filters{MinAge: fv.minAge, MaxAge: fv.maxAge}
	with := func(label string, set func(*matching.Filters)) refinedSearch {
		f := age
		set(&f)
		return refinedSearch{label: label, filters: f}
	}
	district := profile.DistrictOfCity(fv.city)
	return []refinedSearch{
		{label: "district", filters: matching.Filters{District: district}},
		with("district+age", func(f *matching.Filters) { f.District = district }),
		with("age+nativeDistrict", func(f *matching.Filters) { f.NativeDistrict = district }),
		with("age+height", func(f *matching.Filters) { f.HeightMin, f.HeightMax = 150, 170 }),
		with("age+marital", func(f *matching.Filters) { f.MaritalStatuses = []string{"divorce", "widow"} }),
		with("age+income", func(f *matching.Filters) { f.MinIncome = "10-15" }),
		with("age+manglik", func(f *matching.Filters) { f.Manglik = "no" }),
		with("age+withPhoto", func(f *matching.Filters) { f.WithPhoto = true }),
		with("age+active30", func(f *matching.Filters) { f.ActiveWithinDays = 30 }),
		with("age+subCaste", func(f *matching.Filters) { f.SubCaste = "deshmukh" }),
		with("age+gunMilan", func(f *matching.Filters) { f.HoroscopeMatch = true }),
		with("age sort newest", func(f *matching.Filters) { f.Sort = string(matching.SortNewest) }),
		with("age sort best", func(f *matching.Filters) { f.Sort = string(matching.SortBest) }),
		{label: "- sort best", filters: matching.Filters{Sort: string(matching.SortBest)}},
		with("religion+caste+age+every refinement, best", func(f *matching.Filters) {
			f.Religion, f.Caste, f.District, f.HeightMin, f.HeightMax = fv.religion, fv.caste, district, 150, 175
			f.MaritalStatuses, f.MinIncome, f.Manglik, f.WithPhoto = []string{"single"}, "5-7.5", "no", true
			f.ActiveWithinDays, f.HoroscopeMatch, f.Sort = 90, true, string(matching.SortBest)
		}),
	}
}

// checkRefinedSearch explains page 1 and the count of every refined search, with the viewer's
// side of the score set as the use case sets it (app/discovery_search.go's searchCriteria).
func checkRefinedSearch(ctx context.Context, conn *pgx.Conn, store *postgres.DiscoveryStore, viewer profile.Profile,
	sets []filterValues) ([]planCheck, error) {
	now := time.Now()
	terms := matching.TermsFor(viewer, now)
	var out []planCheck
	for _, fv := range sets {
		for _, rs := range refinedSearches(fv) {
			rs.filters.Page = 1
			c, err := matching.NewCriteria(viewer.AccountID, rs.filters)
			if err != nil {
				return nil, fmt.Errorf("search %q: %w", rs.label, err)
			}
			if c.Sort == matching.SortBest || c.Refine.HoroscopeMatch {
				c.Terms = &terms
			}
			for _, count := range []int{0, matching.ResultCap + 1} {
				sql, args := store.SearchStatement(ctx, c, now, count, count)
				pc, err := explain(ctx, conn, sql, args)
				if err != nil {
					return nil, fmt.Errorf("search %q: %w", rs.label, err)
				}
				pc.Query, pc.Filters, pc.Values, pc.Page = "Search", rs.label, fv.label, 1
				if count > 0 {
					pc.Query = "Count"
				}
				out = append(out, pc)
			}
		}
	}
	return out, nil
}

// timeRefinedInMemory times the count of every refined search as members get it: from the
// in-memory index (docs/adr/0023-search-in-memory.md), which this process loads from the seeded
// database. A count's own time is the median of five searches that count less the median of five
// that read the same page alone; PostgreSQL does no counting for it.
func timeRefinedInMemory(ctx context.Context, pool *pgxpool.Pool, viewer profile.Profile, sets []filterValues) error {
	memory := postgres.NewSearchMemory(pool, slog.New(slog.DiscardHandler))
	heapBefore := liveHeap()
	started := time.Now()
	if err := memory.Load(ctx); err != nil {
		return fmt.Errorf("the search index: %w", err)
	}
	loaded := time.Since(started)
	heap := liveHeap() - heapBefore
	now := time.Now()
	terms := matching.TermsFor(viewer, now)
	median := func(q searchindex.Query) time.Duration {
		var runs []time.Duration
		for range 5 {
			t := time.Now()
			memory.SearchIndex(q)
			runs = append(runs, time.Since(t))
		}
		slices.Sort(runs)
		return runs[len(runs)/2]
	}
	var slowest time.Duration
	var slowestOf string
	for _, fv := range sets {
		for _, rs := range refinedSearches(fv) {
			rs.filters.Page = 1
			c, err := matching.NewCriteria(viewer.AccountID, rs.filters)
			if err != nil {
				return fmt.Errorf("search %q: %w", rs.label, err)
			}
			if c.Sort == matching.SortBest || c.Refine.HoroscopeMatch {
				c.Terms = &terms
			}
			q := searchindex.Query{Criteria: c, Gender: matching.Opposite(viewer.Gender), Now: now}
			page := median(q)
			q.Count = true
			if alone := median(q) - page; alone > slowest {
				slowest, slowestOf = alone, fv.label+" "+rs.label
			}
		}
	}
	fmt.Printf("slowest refined count in memory: about %.2f ms for the count alone (%s); %d members loaded in %.1f s, %d MB of heap\n",
		float64(slowest.Microseconds())/1000, slowestOf, memory.Size(), loaded.Seconds(), heap>>20)
	return nil
}

// liveHeap is the heap still in use after a collection.
func liveHeap() int64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return int64(ms.HeapAlloc)
}
