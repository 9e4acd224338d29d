package httpapi_test

import (
	"context"
	"errors"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/pgcluster"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/internal/testkit/apitest"
)

// startReplicated starts a private primary with a streaming replica of it and migrates the
// primary's database (the replica follows). It answers the database's URL on each.
func startReplicated(t *testing.T) (primaryURL, replicaURL string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	primary, err := pgcluster.Start(ctx, pgcluster.Options{Dir: t.TempDir(), Ephemeral: true})
	if errors.Is(err, pgcluster.ErrNoBinaries) && os.Getenv("CI") == "" {
		t.Skipf("SKIPPING: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { primary.Stop(context.Background()) })
	if err := primary.EnsureDatabase(ctx, "reshimgathi"); err != nil {
		t.Fatal(err)
	}
	if err := postgres.Migrate(ctx, primary.URL("reshimgathi")); err != nil {
		t.Fatal(err)
	}
	replica, err := pgcluster.StartReplica(ctx, primary, pgcluster.Options{Dir: t.TempDir(), Ephemeral: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { replica.Stop(context.Background()) })
	return primary.URL("reshimgathi"), replica.URL("reshimgathi")
}

func execOn(t *testing.T, url, sql string, args ...any) {
	t.Helper()
	conn, err := pgx.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(context.Background(), sql, args...); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

// TestReadReplica (docs/adr/0014-read-replicas.md): with a replica configured, discovery
// reads of a member who has not written lately come from the replica: with its replay paused,
// a groom registered since is missing from the bride's search and an edit is missing from the
// profile others view. The member who made the edit sees it at once, on her own profile and
// profile page, and her search comes from the primary while her write is recent.
func TestReadReplica(t *testing.T) {
	primaryURL, replicaURL := startReplicated(t)
	replicaPool, err := postgres.OpenReplica(context.Background(), replicaURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(replicaPool.Close)
	const window = 1500 * time.Millisecond
	// The lag guard is widened: while replay is paused the measured lag grows with the clock, and
	// a loaded machine may take seconds to register the groom below.
	e := newEnvFrom(t, primaryURL, apitest.Options{Replica: replicaPool, ReplicaWindow: window, ReplicaMaxLag: time.Minute})
	ctx := context.Background()

	brideCode, brideToken := e.memberWith(t, bride)
	_, groomToken := e.memberWith(t, groom)
	search := func() []string {
		t.Helper()
		r, err := e.client.SearchMembersWithResponse(ctx, apiclient.SearchRequest{}, bearer(brideToken))
		if err != nil || r.JSON200 == nil {
			t.Fatalf("search: %v %s", err, r.Body)
		}
		var codes []string
		for _, u := range r.JSON200.UserList {
			codes = append(codes, u.UserId)
		}
		return codes
	}
	viewBride := func(token string) string {
		t.Helper()
		r, err := e.client.GetUserProfileWithResponse(ctx, brideCode, bearer(token))
		if err != nil || r.JSON200 == nil {
			t.Fatalf("view: %v %s", err, r.Body)
		}
		return r.JSON200.UserData.City
	}
	// An instance uses its replica one window after its write-notice listener is up.
	time.Sleep(window + 500*time.Millisecond)

	execOn(t, replicaURL, "SELECT pg_wal_replay_pause()")
	lateCode, _ := e.memberWith(t, groom)
	var fromReplica bool
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if !slices.Contains(search(), lateCode) {
			fromReplica = true // the primary has that groom: only the paused replica can miss him
			break
		}
	}
	if !fromReplica {
		t.Fatal("the search always showed the groom registered after the replica paused: it is not read from the replica")
	}
	if slices.Contains(search(), lateCode) {
		t.Fatal("a search counted as a change: the next one came from the primary")
	}

	if r := e.patchProfile(t, brideToken, map[string]any{"city": "Kolhapur"}, nil); r.StatusCode() != 200 {
		t.Fatalf("edit: %d %s", r.StatusCode(), r.Body)
	}
	own, err := e.client.GetUserProfileWithResponse(ctx, "none", bearer(brideToken))
	if err != nil || own.JSON200 == nil || own.JSON200.UserData.City != "Kolhapur" {
		t.Fatalf("own profile right after the edit: %v %s", err, own.Body)
	}
	if city := viewBride(brideToken); city != "Kolhapur" {
		t.Fatalf("her own profile page shows %q right after her edit", city)
	}
	if !slices.Contains(search(), lateCode) {
		t.Fatal("right after her own change, the bride's search still came from the lagging replica")
	}
	if city := viewBride(groomToken); city != "Pune" {
		t.Fatalf("another member saw %q while the replica was paused: his view is not read from the replica", city)
	}

	execOn(t, replicaURL, "SELECT pg_wal_replay_resume()")
	for deadline := time.Now().Add(15 * time.Second); viewBride(groomToken) != "Kolhapur"; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the replica never caught up with the edit")
		}
	}
}
