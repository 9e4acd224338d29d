package postgres_test

import (
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/calls"
	"github.com/reshimgathi/reshimgathi/domain/messages"
)

func TestCallStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewCallStore(pool)
	feed := postgres.NewFeedStore(pool)
	ctx := t.Context()
	// subscriber decides as app.StartCall does for a caller with an active subscription.
	subscriber := func(caller uuid.UUID) func(messages.Pair) error {
		return func(p messages.Pair) error { return messages.MaySend(caller, true, p) }
	}
	callEvents := func(t *testing.T, me uuid.UUID, after int64) []app.CallEvent {
		t.Helper()
		f, err := feed.After(ctx, me, after, 100)
		if err != nil {
			t.Fatal(err)
		}
		return f.Calls
	}
	answer := func(me uuid.UUID) func(calls.Call) (calls.Call, error) {
		return func(c calls.Call) (calls.Call, error) {
			if c.State != calls.Ringing {
				return c, calls.ErrOver
			}
			c.State, c.AnsweredAt = calls.Accepted, testNow.Add(5*time.Second)
			return c, nil
		}
	}

	t.Run("ring-answer-signal-hang-up", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		if _, err := store.Start(ctx, groom.AccountID, bride.AccountID, calls.Voice, testNow, subscriber(groom.AccountID)); !errors.Is(err, messages.ErrNotConnected) {
			t.Fatalf("strangers: %v", err)
		}
		connect(t, pool, groom.AccountID, bride.AccountID)
		head, err := feed.Head(ctx, bride.AccountID)
		if err != nil {
			t.Fatal(err)
		}
		c, err := store.Start(ctx, groom.AccountID, bride.AccountID, calls.Video, testNow, subscriber(groom.AccountID))
		if err != nil || c.State != calls.Ringing {
			t.Fatalf("start: %+v %v", c, err)
		}
		evs := callEvents(t, bride.AccountID, head.Head)
		if len(evs) != 1 || evs[0].Call.ID != c.ID || evs[0].Call.State != calls.Ringing || evs[0].CallerCode != groom.Code ||
			evs[0].Signal != nil || evs[0].Call.Kind != calls.Video {
			t.Fatalf("the callee's stream: %+v", evs)
		}
		if _, err := store.Change(ctx, uuid.New(), c.ID, testNow, answer(uuid.Nil)); !errors.Is(err, calls.ErrNotFound) {
			t.Fatalf("a stranger changed the call: %v", err)
		}
		got, err := store.Change(ctx, bride.AccountID, c.ID, testNow.Add(5*time.Second), answer(bride.AccountID))
		if err != nil || got.State != calls.Accepted {
			t.Fatalf("answer: %+v %v", got, err)
		}
		zero := 0
		offer := calls.Signal{Type: calls.Candidate, Candidate: "candidate:1 1 udp 1 10.0.0.1 5000 typ host", Mid: "0", MLineIndex: &zero}
		if err := store.Signal(ctx, bride.AccountID, c.ID, offer, testNow.Add(6*time.Second)); err != nil {
			t.Fatal(err)
		}
		evs = callEvents(t, groom.AccountID, evs[0].Pos)
		if len(evs) != 2 || evs[0].Call.State != calls.Accepted || evs[1].Signal == nil || *evs[1].Signal.MLineIndex != 0 ||
			evs[1].Signal.Candidate != offer.Candidate {
			t.Fatalf("the caller's stream after the answer: %+v", evs)
		}
		for _, e := range callEvents(t, bride.AccountID, head.Head) {
			if e.Signal != nil {
				t.Fatal("a signal came back to its sender")
			}
		}
		ended, err := store.Change(ctx, groom.AccountID, c.ID, testNow.Add(time.Minute), func(c calls.Call) (calls.Call, error) {
			c.State, c.EndedAt, c.EndReason = calls.Ended, testNow.Add(time.Minute), calls.ReasonHangUp
			return c, nil
		})
		if err != nil || ended.State != calls.Ended {
			t.Fatal(ended, err)
		}
		if err := store.Signal(ctx, bride.AccountID, c.ID, offer, testNow.Add(time.Minute)); !errors.Is(err, calls.ErrOver) {
			t.Fatalf("a signal after the end: %v", err)
		}
		log, err := store.Log(ctx, bride.AccountID, groom.AccountID, 10)
		if err != nil || len(log) != 1 || log[0].State != calls.Ended || !log[0].AnsweredAt.Equal(testNow.Add(5*time.Second)) ||
			log[0].EndReason != calls.ReasonHangUp {
			t.Fatalf("log %+v %v", log, err)
		}
		if n, err := store.PruneEvents(ctx, testNow.Add(2*time.Minute)); err != nil || n < 4 {
			t.Fatalf("pruned %d %v", n, err)
		}
	})

	t.Run("busy-and-two-calls-at-once", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		other := registerMember(t, pool, "male")
		connect(t, pool, groom.AccountID, bride.AccountID)
		connect(t, pool, other.AccountID, bride.AccountID)
		var wg sync.WaitGroup
		results := make([]error, 2)
		for i, caller := range []uuid.UUID{groom.AccountID, other.AccountID} {
			wg.Go(func() {
				_, results[i] = store.Start(ctx, caller, bride.AccountID, calls.Voice, testNow, subscriber(caller))
			})
		}
		wg.Wait()
		busy := 0
		for _, err := range results {
			switch {
			case errors.Is(err, calls.ErrBusy):
				busy++
			case err != nil:
				t.Fatal(err)
			}
		}
		if busy != 1 {
			t.Fatalf("two calls to one member at once: %v", results)
		}
		// After the ring timeout the member is free again, and the old call is missed.
		later := testNow.Add(calls.RingTimeout)
		c, err := store.Start(ctx, groom.AccountID, bride.AccountID, calls.Voice, later, subscriber(groom.AccountID))
		if err != nil {
			t.Fatalf("after the old call rang out: %v", err)
		}
		log, _ := store.Log(ctx, bride.AccountID, groom.AccountID, 10)
		log2, _ := store.Log(ctx, bride.AccountID, other.AccountID, 10)
		all := append(log, log2...)
		missed := 0
		for _, l := range all {
			if l.State == calls.Missed && l.EndReason == calls.ReasonNoAnswer {
				missed++
			}
		}
		if len(all) != 2 || missed != 1 {
			t.Fatalf("log %+v", all)
		}
		if _, err := store.Change(ctx, bride.AccountID, c.ID, later.Add(calls.RingTimeout), answer(bride.AccountID)); !errors.Is(err, calls.ErrOver) {
			t.Fatalf("answering a call that rang out: %v", err)
		}
		if got, _ := store.Log(ctx, bride.AccountID, groom.AccountID, 1); got[0].State != calls.Missed {
			t.Fatalf("the refused answer did not keep the missed call: %+v", got)
		}
	})

	t.Run("sweeper-misses-unanswered-calls", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		connect(t, pool, groom.AccountID, bride.AccountID)
		c, err := store.Start(ctx, groom.AccountID, bride.AccountID, calls.Voice, testNow.Add(-time.Hour), subscriber(groom.AccountID))
		if err != nil {
			t.Fatal(err)
		}
		ids, err := store.RingingSince(ctx, testNow.Add(-time.Hour+calls.RingTimeout), 1000)
		found := false
		for _, id := range ids {
			found = found || id == c.ID
		}
		if err != nil || !found {
			t.Fatalf("ringing %v %v", ids, err)
		}
		if err := store.Expire(ctx, c.ID, testNow.Add(-time.Hour+calls.RingTimeout)); err != nil {
			t.Fatal(err)
		}
		if got, _ := store.Log(ctx, bride.AccountID, groom.AccountID, 1); got[0].State != calls.Missed {
			t.Fatalf("%+v", got)
		}
	})

	t.Run("a-block-ends-the-call-and-forbids-the-next", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		connect(t, pool, groom.AccountID, bride.AccountID)
		c, err := store.Start(ctx, groom.AccountID, bride.AccountID, calls.Voice, testNow, subscriber(groom.AccountID))
		if err != nil {
			t.Fatal(err)
		}
		if err := postgres.NewSafetyStore(pool).Block(ctx, bride.AccountID, groom.AccountID, testNow); err != nil {
			t.Fatal(err)
		}
		log, _ := store.Log(ctx, bride.AccountID, groom.AccountID, 1)
		if len(log) != 1 || log[0].ID != c.ID || log[0].State != calls.Ended || log[0].EndReason != calls.ReasonBlocked {
			t.Fatalf("after the block: %+v", log)
		}
		evs := callEvents(t, groom.AccountID, 0)
		if last := evs[len(evs)-1]; last.Call.State != calls.Ended {
			t.Fatalf("the caller was not told: %+v", evs)
		}
		if _, err := store.Start(ctx, groom.AccountID, bride.AccountID, calls.Voice, testNow.Add(time.Minute), subscriber(groom.AccountID)); !errors.Is(err, messages.ErrNotConnected) {
			t.Fatalf("a call after a block: %v", err)
		}
	})

	t.Run("the-plan-rule-decides", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		connect(t, pool, groom.AccountID, bride.AccountID)
		free := func(caller uuid.UUID) func(messages.Pair) error {
			return func(p messages.Pair) error { return messages.MaySend(caller, false, p) }
		}
		if _, err := store.Start(ctx, groom.AccountID, bride.AccountID, calls.Voice, testNow, free(groom.AccountID)); !errors.Is(err, messages.ErrSubscriptionRequired) {
			t.Fatalf("a free caller: %v", err)
		}
		if log, _ := store.Log(ctx, bride.AccountID, groom.AccountID, 1); len(log) != 0 {
			t.Fatal("a refused call was logged")
		}
	})
}
