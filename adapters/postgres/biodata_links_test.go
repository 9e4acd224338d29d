package postgres_test

import (
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/biodatalink"
)

func TestBiodataLinkStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewBiodataLinkStore(pool)
	ctx := t.Context()
	now := testNow
	newLink := func(t *testing.T, owner uuid.UUID, days int) (biodatalink.Link, string) {
		t.Helper()
		l, err := biodatalink.New(owner, "mr", "simple", days == 30, days, now)
		if err != nil {
			t.Fatal(err)
		}
		token := biodatalink.NewToken()
		if err := store.Create(ctx, l, biodatalink.HashToken(token)); err != nil {
			t.Fatal(err)
		}
		return l, token
	}

	t.Run("FoundByTheTokenDigestOnly", func(t *testing.T) {
		t.Parallel()
		me := registerMember(t, pool, "female")
		l, token := newLink(t, me.AccountID, 30)
		got, err := store.ByTokenHash(ctx, biodatalink.HashToken(token))
		if err != nil || got.ID != l.ID || got.Owner != me.AccountID || !got.IncludeContact || !got.ExpiresAt.Equal(l.ExpiresAt) {
			t.Fatalf("by token: %+v %v", got, err)
		}
		var stored []byte
		if err := pool.QueryRow(ctx, "SELECT token_hash FROM biodata_links WHERE id = $1", l.ID).Scan(&stored); err != nil ||
			string(stored) == token || len(stored) != 32 {
			t.Fatalf("stored %x (%v)", stored, err)
		}
		if _, err := store.ByTokenHash(ctx, biodatalink.HashToken(biodatalink.NewToken())); !errors.Is(err, biodatalink.ErrNotFound) {
			t.Fatalf("unknown token: %v", err)
		}
		at := now.Add(time.Hour)
		if err := store.CountDownload(ctx, l.ID, at); err != nil {
			t.Fatal(err)
		}
		got, _ = store.ByTokenHash(ctx, biodatalink.HashToken(token))
		if got.Downloads != 1 || got.LastDownloadAt == nil || !got.LastDownloadAt.Equal(at) {
			t.Fatalf("after a download: %+v", got)
		}
	})

	t.Run("RevokedByItsOwnerOnly", func(t *testing.T) {
		t.Parallel()
		me, other := couple(t, pool)
		l, _ := newLink(t, me.AccountID, 7)
		if err := store.Revoke(ctx, other.AccountID, l.ID, now); !errors.Is(err, biodatalink.ErrNotFound) {
			t.Fatalf("another member revoked: %v", err)
		}
		if live, _ := store.Live(ctx, me.AccountID, now); len(live) != 1 {
			t.Fatalf("live before revoking: %+v", live)
		}
		first, later := now.Add(time.Minute), now.Add(time.Hour)
		for _, at := range []time.Time{first, later} {
			if err := store.Revoke(ctx, me.AccountID, l.ID, at); err != nil {
				t.Fatal(err)
			}
		}
		var revoked time.Time
		if err := pool.QueryRow(ctx, "SELECT revoked_at FROM biodata_links WHERE id = $1", l.ID).Scan(&revoked); err != nil || !revoked.Equal(first) {
			t.Fatalf("revoked at %v (%v), want the first revocation %v", revoked, err, first)
		}
		if live, _ := store.Live(ctx, me.AccountID, now); len(live) != 0 {
			t.Fatalf("a revoked link is listed: %+v", live)
		}
	})

	t.Run("AtMostMaxLiveAtOnce", func(t *testing.T) {
		t.Parallel()
		me := registerMember(t, pool, "male")
		dayOne, _ := newLink(t, me.AccountID, 1)
		var wg sync.WaitGroup
		failures := make(chan error, biodatalink.MaxLive+2)
		for range biodatalink.MaxLive + 2 { // two more than fit, at once
			wg.Add(1)
			go func() {
				defer wg.Done()
				l, _ := biodatalink.New(me.AccountID, "en", "elegant", false, 7, now)
				if err := store.Create(ctx, l, biodatalink.HashToken(biodatalink.NewToken())); err != nil {
					failures <- err
				}
			}()
		}
		wg.Wait()
		close(failures)
		refused := 0
		for err := range failures {
			if !errors.Is(err, biodatalink.ErrLimit) {
				t.Fatalf("create: %v", err)
			}
			refused++
		}
		if refused != 3 {
			t.Fatalf("%d refused, want 3 (one live link before, %d allowed)", refused, biodatalink.MaxLive)
		}
		// Once the one-day link expired there is room for one more.
		later := now.Add(25 * time.Hour)
		l, _ := biodatalink.New(me.AccountID, "en", "elegant", false, 7, later)
		if err := store.Create(ctx, l, biodatalink.HashToken(biodatalink.NewToken())); err != nil {
			t.Fatalf("after %v expired: %v", dayOne.ExpiresAt, err)
		}
		if live, _ := store.Live(ctx, me.AccountID, later); len(live) != biodatalink.MaxLive || live[0].ID != l.ID {
			t.Fatalf("live: %d, newest first?", len(live))
		}
	})

	t.Run("ExportedWithoutTokensAndErasedWithTheAccount", func(t *testing.T) {
		t.Parallel()
		me := registerMember(t, pool, "female")
		l, _ := newLink(t, me.AccountID, 7)
		accounts := postgres.NewAccountStore(pool)
		d, err := accounts.MemberData(ctx, me.AccountID)
		if err != nil || len(d.BiodataLinks) != 1 || d.BiodataLinks[0].ID != l.ID {
			t.Fatalf("export: %+v %v", d.BiodataLinks, err)
		}
		if _, _, err := accounts.Erase(ctx, me.AccountID); err != nil {
			t.Fatal(err)
		}
		var left int
		if err := pool.QueryRow(ctx, "SELECT count(*) FROM biodata_links WHERE account_id = $1", me.AccountID).Scan(&left); err != nil || left != 0 {
			t.Fatalf("%d links outlived the account (%v)", left, err)
		}
	})
}
