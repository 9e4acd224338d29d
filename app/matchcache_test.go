package app

import (
	"errors"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

func TestMatchCacheKeepsPoolsUntilTheyExpireOrTheViewerChanges(t *testing.T) {
	c, err := NewMatchCache(time.Minute, 2)
	if err != nil {
		t.Fatal(err)
	}
	viewer, member := uuid.New(), uuid.New()
	draws := 0
	draw := func() (map[matching.Dimension][]matching.Candidate, error) {
		draws++
		return map[matching.Dimension][]matching.Candidate{matching.ByAge: {{Account: member, Score: draws}}}, nil
	}
	t0 := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	steps := []struct {
		name      string
		version   string
		at        time.Duration
		wantDraws int
	}{
		{"first load draws", "v1", 0, 1},
		{"within the minute it is kept", "v1", 59 * time.Second, 1},
		{"an edit draws again", "v2", 59 * time.Second, 2},
		{"after the minute it draws again", "v2", 2 * time.Minute, 3},
	}
	for _, s := range steps {
		pools, err := c.Pools(viewer, false, s.version, t0.Add(s.at), draw)
		if err != nil || draws != s.wantDraws || pools[matching.ByAge][0].Score != s.wantDraws {
			t.Fatalf("%s: %d draws (want %d), %v %v", s.name, draws, s.wantDraws, pools, err)
		}
	}
	if _, err := c.Pools(viewer, true, "v2", t0.Add(2*time.Minute), draw); err != nil || draws != 4 {
		t.Fatalf("verified-only pools are their own: %d draws", draws)
	}
}

func TestMatchCacheEvictsTheLeastRecentlyStored(t *testing.T) {
	c, _ := NewMatchCache(time.Minute, 2)
	now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	pools := func() (map[matching.Dimension][]matching.Candidate, error) {
		return map[matching.Dimension][]matching.Candidate{matching.ByCaste: {{Account: uuid.New(), Score: 2}}}, nil
	}
	viewer := uuid.New()
	c.Pools(viewer, false, "v", now, pools)
	c.Pools(uuid.New(), false, "v", now, pools)
	c.Pools(uuid.New(), false, "v", now, pools)
	if c.Len() != 2 {
		t.Fatalf("%d viewers kept, capacity 2", c.Len())
	}
	redrawn := false
	c.Pools(viewer, false, "v", now, func() (map[matching.Dimension][]matching.Candidate, error) { redrawn = true; return pools() })
	if !redrawn {
		t.Fatal("the least recently stored viewer should have been evicted")
	}
}

func TestMatchCacheSharesOneDrawAndKeepsNoFailure(t *testing.T) {
	c, _ := NewMatchCache(time.Minute, 10)
	now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	viewer := uuid.New()
	var draws atomic.Int32
	release := make(chan struct{})
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.Pools(viewer, false, "v", now, func() (map[matching.Dimension][]matching.Candidate, error) {
				draws.Add(1)
				<-release
				return map[matching.Dimension][]matching.Candidate{}, nil
			})
		}()
	}
	time.Sleep(50 * time.Millisecond)
	close(release)
	wg.Wait()
	if n := draws.Load(); n < 1 || n > 2 { // a latecomer after the first draw returned may draw again
		t.Fatalf("%d draws for 8 concurrent loads", n)
	}

	other := uuid.New()
	boom := errors.New("database down")
	if _, err := c.Pools(other, false, "v", now, func() (map[matching.Dimension][]matching.Candidate, error) { return nil, boom }); !errors.Is(err, boom) {
		t.Fatalf("error: %v", err)
	}
	drawn := false
	c.Pools(other, false, "v", now, func() (map[matching.Dimension][]matching.Candidate, error) { drawn = true; return nil, nil })
	if !drawn {
		t.Fatal("a failed draw was kept")
	}
	if _, err := NewMatchCache(0, 1); err == nil {
		t.Fatal("a zero ttl was accepted")
	}
}

func TestMatchCacheKeepsCarouselsOnlyWithThePoolsTheyCameFrom(t *testing.T) {
	c, _ := NewMatchCache(time.Minute, 4)
	now := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	viewer, shown, left := uuid.New(), uuid.New(), uuid.New()
	draw := func() (map[matching.Dimension][]matching.Candidate, error) {
		return map[matching.Dimension][]matching.Candidate{matching.ByAge: {{Account: shown, Score: 1}}}, nil
	}
	cs := Carousels{Lists: map[matching.Dimension][]matching.Card{matching.ByAge: {{AccountID: shown}}}}
	lists := map[matching.Dimension][]uuid.UUID{matching.ByAge: {shown}}

	c.keepCarousels(viewer, false, "v1", cs, lists, nil)
	if _, ok := c.carousels(viewer, false, now); ok {
		t.Fatal("carousels kept without pools to keep them with")
	}
	c.Pools(viewer, false, "v1", now, draw)
	c.keepCarousels(viewer, false, "v0", cs, lists, nil)
	if _, ok := c.carousels(viewer, false, now); ok {
		t.Fatal("carousels of another version were kept")
	}
	c.keepCarousels(viewer, false, "v1", cs, lists, []uuid.UUID{left})
	kept, ok := c.carousels(viewer, false, now.Add(59*time.Second))
	if !ok || kept.version != "v1" || len(kept.checked) != 2 || !slices.Contains(kept.checked, left) ||
		!slices.Contains(kept.checked, shown) || !slices.Equal(kept.left, []uuid.UUID{left}) {
		t.Fatalf("kept %+v %v", kept, ok)
	}
	if _, ok := c.carousels(viewer, true, now); ok {
		t.Fatal("verified-only carousels are their own")
	}
	if _, ok := c.carousels(viewer, false, now.Add(time.Minute)); ok {
		t.Fatal("carousels outlived their pools")
	}
	if !sameMembers([]uuid.UUID{shown, left}, []uuid.UUID{left, shown}) || sameMembers([]uuid.UUID{shown}, []uuid.UUID{left}) ||
		sameMembers(nil, []uuid.UUID{left}) {
		t.Fatal("sameMembers")
	}
}
