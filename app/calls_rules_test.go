package app_test

import (
	"context"
	"errors"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/calls"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// callStore keeps calls in a map the way the port promises (app/calls_ports.go): Start asks
// decide about the pair (pairs, keyed by the callee), Change answers ErrNotFound to anyone not in
// the call and stores what change answers unless it refuses, Signal relays only within a live
// call. The live-call locks are the Postgres store's (adapters/postgres/calls.go and its tests).
type callStore struct {
	pairs    map[uuid.UUID]messages.Pair
	calls    map[uuid.UUID]calls.Call
	signals  []calls.Signal
	expired  []uuid.UUID
	cutoffs  []time.Time // RingingSince's
	pruned   []time.Time // PruneEvents' cutoffs
	logLimit int
}

func newCallStore() *callStore {
	return &callStore{pairs: map[uuid.UUID]messages.Pair{}, calls: map[uuid.UUID]calls.Call{}}
}

func (s *callStore) Start(_ context.Context, caller, callee uuid.UUID, kind calls.Kind, now time.Time,
	decide func(messages.Pair) error) (calls.Call, error) {
	if err := decide(s.pairs[callee]); err != nil {
		return calls.Call{}, err
	}
	c := calls.Call{ID: uuid.New(), Caller: caller, Callee: callee, Kind: kind, State: calls.Ringing, StartedAt: now}
	s.calls[c.ID] = c
	return c, nil
}

func (s *callStore) Change(_ context.Context, me, id uuid.UUID, _ time.Time,
	change func(calls.Call) (calls.Call, error)) (calls.Call, error) {
	c, ok := s.calls[id]
	if !ok || !c.Party(me) {
		return calls.Call{}, calls.ErrNotFound
	}
	changed, err := change(c)
	if err != nil {
		return calls.Call{}, err
	}
	s.calls[id] = changed
	return changed, nil
}

func (s *callStore) Signal(_ context.Context, me, id uuid.UUID, sig calls.Signal, _ time.Time) error {
	c, ok := s.calls[id]
	if !ok || !c.Party(me) {
		return calls.ErrNotFound
	}
	if !c.State.Live() {
		return calls.ErrOver
	}
	s.signals = append(s.signals, sig)
	return nil
}

func (s *callStore) RingingSince(_ context.Context, cutoff time.Time, limit int) ([]uuid.UUID, error) {
	s.cutoffs = append(s.cutoffs, cutoff)
	var ids []uuid.UUID
	for id, c := range s.calls {
		if c.State == calls.Ringing && !c.StartedAt.After(cutoff) && len(ids) < limit {
			ids = append(ids, id)
		}
	}
	return ids, nil
}

func (s *callStore) Expire(_ context.Context, id uuid.UUID, now time.Time) error {
	if c := s.calls[id]; c.RangOut(now) {
		c.State, c.EndedAt, c.EndReason = calls.Missed, now, calls.ReasonNoAnswer
		s.calls[id] = c
		s.expired = append(s.expired, id)
	}
	return nil
}

func (s *callStore) PruneEvents(_ context.Context, cutoff time.Time) (int64, error) {
	s.pruned = append(s.pruned, cutoff)
	return 0, nil
}

func (s *callStore) Log(_ context.Context, a, b uuid.UUID, limit int) ([]calls.Call, error) {
	s.logLimit = limit
	var out []calls.Call
	for _, c := range s.calls {
		if c.Party(a) && c.Party(b) {
			out = append(out, c)
		}
	}
	return out, nil
}

var callNow = time.Date(2026, 11, 28, 19, 0, 0, 0, time.UTC)

type callRig struct {
	c      *app.CallsApplication
	store  *callStore
	subs   subs
	limits *app.RateLimiter
	clock  *time.Time
}

// newCallRig builds the calling use cases on fakes, the members given known by code.
func newCallRig(t *testing.T, members ...profile.Profile) callRig {
	t.Helper()
	clock := callNow
	now := func() time.Time { return clock }
	profiles := fakeProfiles{byCode: map[string]profile.Profile{}}
	for _, p := range members {
		profiles.byCode[p.Code] = p
	}
	store, s, limits := newCallStore(), subs{of: map[uuid.UUID]plans.Subscription{}}, acctLimiter(now)
	c, err := app.NewCallsApplication(app.CallsPorts{Profiles: profiles, Store: store, Subscriptions: s, Limits: limits,
		Log: slog.New(slog.DiscardHandler), Now: now})
	if err != nil {
		t.Fatal(err)
	}
	return callRig{c: c, store: store, subs: s, limits: limits, clock: &clock}
}

func TestStartCallDecisions(t *testing.T) {
	ctx := context.Background()
	me := member("MHGROOM301", "male")
	bride, stranger, otherGroom := member("MHBRIDE301", "female"), member("MHBRIDE302", "female"), member("MHGROOM302", "male")
	hidden, repliesTo := member("MHBRIDE303", "female"), member("MHBRIDE304", "female")
	hidden.Suspended = true
	theirs := messages.Conversation{ID: uuid.New(), StartedBy: repliesTo.AccountID, StartedAt: callNow.Add(-time.Hour)}

	setup := func(subscribed bool) callRig {
		r := newCallRig(t, me, bride, stranger, otherGroom, hidden, repliesTo)
		for _, p := range []profile.Profile{bride, otherGroom, hidden} {
			r.store.pairs[p.AccountID] = messages.Pair{Connected: true}
		}
		r.store.pairs[repliesTo.AccountID] = messages.Pair{Connected: true, Conversation: theirs}
		if subscribed {
			r.subs.of[me.AccountID] = plans.Subscription{ID: uuid.New(), Account: me.AccountID, Plan: plans.Premium,
				StartsAt: callNow.AddDate(0, -1, 0), EndsAt: callNow.AddDate(0, 2, 0)}
		}
		return r
	}

	for _, c := range []struct {
		name       string
		subscribed bool
		to, kind   string
		want       error
	}{
		{"a subscriber calls a connection", true, bride.Code, "video", nil},
		{"a free member calls back a connection who started their conversation", false, repliesTo.Code, "voice", nil},
		{"a free member cannot start one", false, bride.Code, "voice", messages.ErrSubscriptionRequired},
		{"not connected, even subscribed", true, stranger.Code, "voice", messages.ErrNotConnected},
		{"never oneself", true, me.Code, "voice", calls.ErrSelf},
		{"never one's own gender", true, otherGroom.Code, "voice", profile.ErrNotFound},
		{"a suspended member is not found", true, hidden.Code, "voice", profile.ErrNotFound},
		{"an unknown code is not found", true, "MHNOBODY99", "voice", profile.ErrNotFound},
		{"a call is voice or video", true, bride.Code, "fax", errs.ErrInvalid},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := setup(c.subscribed)
			view, err := r.c.Commands.Start.Handle(ctx, me.AccountID, c.to, c.kind)
			if !errors.Is(err, c.want) || (c.want == nil) != (err == nil) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
			if c.want != nil {
				if len(r.store.calls) != 0 {
					t.Fatalf("stored %+v", r.store.calls)
				}
				return
			}
			stored := r.store.calls[view.ID]
			if stored.Caller != me.AccountID || stored.State != calls.Ringing || !stored.StartedAt.Equal(callNow) ||
				string(stored.Kind) != c.kind || !view.Outgoing || view.OtherCode != c.to {
				t.Fatalf("view %+v, stored %+v", view, stored)
			}
		})
	}

	t.Run("call starts per member are rate limited", func(t *testing.T) {
		r := setup(true)
		r.limits.SetLimit(app.PolicyCallStarts, 2)
		for i := range 2 {
			if _, err := r.c.Commands.Start.Handle(ctx, me.AccountID, bride.Code, "voice"); err != nil {
				t.Fatalf("call %d: %v", i+1, err)
			}
		}
		var rl *errs.RateLimitedError
		if _, err := r.c.Commands.Start.Handle(ctx, me.AccountID, bride.Code, "voice"); !errors.As(err, &rl) {
			t.Fatalf("got %v", err)
		}
		if len(r.store.calls) != 2 {
			t.Fatalf("%d calls stored", len(r.store.calls))
		}
	})
}

// ringing puts a call from caller to callee, started a moment ago, in r's store.
func (r callRig) ringing(caller, callee profile.Profile) calls.Call {
	c := calls.Call{ID: uuid.New(), Caller: caller.AccountID, Callee: callee.AccountID, Kind: calls.Voice,
		State: calls.Ringing, StartedAt: callNow.Add(-5 * time.Second)}
	r.store.calls[c.ID] = c
	return c
}

func TestAnsweringAndDecliningAreTheCalleesWhileItRings(t *testing.T) {
	ctx := context.Background()
	groom, bride, outsider := member("MHGROOM311", "male"), member("MHBRIDE311", "female"), member("MHBRIDE312", "female")

	t.Run("the callee answers: accepted, answered now, seen as incoming from the caller", func(t *testing.T) {
		r := newCallRig(t, groom, bride)
		call := r.ringing(groom, bride)
		view, err := r.c.Commands.Answer.Handle(ctx, bride.AccountID, call.ID)
		if err != nil || view.State != calls.Accepted || !view.AnsweredAt.Equal(callNow) || view.Outgoing || view.OtherCode != groom.Code {
			t.Fatalf("%+v %v", view, err)
		}
	})
	t.Run("the callee declines: over now, for that reason", func(t *testing.T) {
		r := newCallRig(t, groom, bride)
		call := r.ringing(groom, bride)
		view, err := r.c.Commands.Decline.Handle(ctx, bride.AccountID, call.ID)
		if err != nil || view.State != calls.Declined || view.EndReason != calls.ReasonDeclined || !view.EndedAt.Equal(callNow) {
			t.Fatalf("%+v %v", view, err)
		}
	})
	for name, handle := range map[string]func(r callRig, me, id uuid.UUID) (app.CallView, error){
		"answer": func(r callRig, me, id uuid.UUID) (app.CallView, error) {
			return r.c.Commands.Answer.Handle(ctx, me, id)
		},
		"decline": func(r callRig, me, id uuid.UUID) (app.CallView, error) {
			return r.c.Commands.Decline.Handle(ctx, me, id)
		},
	} {
		t.Run("the caller cannot "+name+" their own call", func(t *testing.T) {
			r := newCallRig(t, groom, bride)
			call := r.ringing(groom, bride)
			if _, err := handle(r, groom.AccountID, call.ID); !errors.Is(err, calls.ErrNotCallee) {
				t.Fatalf("got %v", err)
			}
			if r.store.calls[call.ID] != call {
				t.Fatalf("changed to %+v", r.store.calls[call.ID])
			}
		})
		t.Run("no "+name+" once the call stopped ringing", func(t *testing.T) {
			r := newCallRig(t, groom, bride)
			call := r.ringing(groom, bride)
			call.State, call.AnsweredAt = calls.Accepted, callNow.Add(-time.Second)
			r.store.calls[call.ID] = call
			if _, err := handle(r, bride.AccountID, call.ID); !errors.Is(err, calls.ErrOver) {
				t.Fatalf("got %v", err)
			}
		})
		t.Run("a member not in the call cannot "+name+" it", func(t *testing.T) {
			r := newCallRig(t, groom, bride, outsider)
			call := r.ringing(groom, bride)
			if _, err := handle(r, outsider.AccountID, call.ID); !errors.Is(err, calls.ErrNotFound) {
				t.Fatalf("got %v", err)
			}
		})
	}
}

func TestHangingUpEndsTheCallTheWayItStands(t *testing.T) {
	ctx := context.Background()
	groom, bride := member("MHGROOM321", "male"), member("MHBRIDE321", "female")
	answered := func(c calls.Call) calls.Call {
		c.State, c.AnsweredAt = calls.Accepted, callNow.Add(-time.Minute)
		return c
	}
	ended := func(c calls.Call) calls.Call {
		c.State, c.EndedAt, c.EndReason = calls.Ended, callNow.Add(-time.Minute), calls.ReasonHangUp
		return c
	}
	for _, c := range []struct {
		name       string
		shape      func(calls.Call) calls.Call
		byCaller   bool
		wantState  calls.State
		wantReason calls.EndReason
		wantEnded  time.Time
	}{
		{"the caller giving up before an answer leaves a missed call", nil, true, calls.Missed, calls.ReasonCancelled, callNow},
		{"the callee hanging up a ringing call declines it", nil, false, calls.Declined, calls.ReasonDeclined, callNow},
		{"either hanging up an answered call ends it", answered, false, calls.Ended, calls.ReasonHangUp, callNow},
		{"a call already over is answered as it is", ended, true, calls.Ended, calls.ReasonHangUp, callNow.Add(-time.Minute)},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newCallRig(t, groom, bride)
			call := r.ringing(groom, bride)
			if c.shape != nil {
				call = c.shape(call)
				r.store.calls[call.ID] = call
			}
			me, other := bride, groom
			if c.byCaller {
				me, other = groom, bride
			}
			view, err := r.c.Commands.HangUp.Handle(ctx, me.AccountID, call.ID)
			if err != nil || view.State != c.wantState || view.EndReason != c.wantReason || !view.EndedAt.Equal(c.wantEnded) ||
				view.Outgoing != c.byCaller || view.OtherCode != other.Code {
				t.Fatalf("%+v %v", view, err)
			}
		})
	}
}

func TestCallSignalsAreCheckedAndRateLimited(t *testing.T) {
	ctx := context.Background()
	groom, bride := member("MHGROOM331", "male"), member("MHBRIDE331", "female")
	offer := calls.Signal{Type: calls.Offer, SDP: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n"}

	r := newCallRig(t, groom, bride)
	call := r.ringing(groom, bride)
	if err := r.c.Commands.Signal.Handle(ctx, groom.AccountID, call.ID, offer); err != nil || len(r.store.signals) != 1 ||
		r.store.signals[0].SDP != offer.SDP {
		t.Fatalf("%v, relayed %+v", err, r.store.signals)
	}
	for name, bad := range map[string]calls.Signal{
		"no type":                     {SDP: offer.SDP},
		"not a session description":   {Type: calls.Answer, SDP: "hello"},
		"a candidate that is not one": {Type: calls.Candidate, Candidate: "rm -rf /"},
	} {
		if err := r.c.Commands.Signal.Handle(ctx, groom.AccountID, call.ID, bad); !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("%s: got %v", name, err)
		}
	}
	if len(r.store.signals) != 1 {
		t.Fatalf("relayed %+v", r.store.signals)
	}

	r.limits.SetLimit(app.PolicyCallSignals, 2)
	if err := r.c.Commands.Signal.Handle(ctx, groom.AccountID, call.ID, offer); err != nil {
		t.Fatal(err)
	}
	var rl *errs.RateLimitedError
	if err := r.c.Commands.Signal.Handle(ctx, groom.AccountID, call.ID, offer); !errors.As(err, &rl) {
		t.Fatalf("got %v", err)
	}
	if len(r.store.signals) != 2 {
		t.Fatalf("relayed %d signals", len(r.store.signals))
	}
}

func TestTheSweepMissesCallsThatRangOutAndPrunesOnceAMinute(t *testing.T) {
	ctx := context.Background()
	groom, bride := member("MHGROOM341", "male"), member("MHBRIDE341", "female")
	r := newCallRig(t, groom, bride)
	rangOut := r.ringing(groom, bride)
	rangOut.StartedAt = callNow.Add(-calls.RingTimeout)
	r.store.calls[rangOut.ID] = rangOut
	stillRinging := r.ringing(bride, groom)

	missed, err := r.c.Commands.Sweep.Handle(ctx)
	if err != nil || missed != 1 || len(r.store.expired) != 1 || r.store.expired[0] != rangOut.ID {
		t.Fatalf("missed %d, expired %v, %v", missed, r.store.expired, err)
	}
	if got := r.store.calls[rangOut.ID]; got.State != calls.Missed || got.EndReason != calls.ReasonNoAnswer {
		t.Fatalf("%+v", got)
	}
	if r.store.calls[stillRinging.ID].State != calls.Ringing || !r.store.cutoffs[0].Equal(callNow.Add(-calls.RingTimeout)) {
		t.Fatalf("cutoff %v", r.store.cutoffs)
	}
	if len(r.store.pruned) != 1 || !r.store.pruned[0].Equal(callNow.Add(-time.Hour)) {
		t.Fatalf("pruned %v", r.store.pruned)
	}

	*r.clock = callNow.Add(30 * time.Second)
	if _, err := r.c.Commands.Sweep.Handle(ctx); err != nil || len(r.store.pruned) != 1 || len(r.store.cutoffs) != 2 {
		t.Fatalf("half a minute on: pruned %v, cutoffs %v, %v", r.store.pruned, r.store.cutoffs, err)
	}
	*r.clock = callNow.Add(time.Minute)
	if _, err := r.c.Commands.Sweep.Handle(ctx); err != nil || len(r.store.pruned) != 2 {
		t.Fatalf("a minute on: pruned %v, %v", r.store.pruned, err)
	}
}

func TestTheCallLogIsThePairsSeenByTheCaller(t *testing.T) {
	ctx := context.Background()
	groom, bride, otherBride := member("MHGROOM351", "male"), member("MHBRIDE351", "female"), member("MHBRIDE352", "female")
	r := newCallRig(t, groom, bride, otherBride)
	mine, theirs := r.ringing(groom, bride), r.ringing(bride, groom)
	r.ringing(groom, otherBride)

	log, err := r.c.Queries.Log.Handle(ctx, groom.AccountID, bride.Code)
	if err != nil || len(log) != 2 || r.store.logLimit != 20 {
		t.Fatalf("%+v %v (limit %d)", log, err, r.store.logLimit)
	}
	for _, v := range log {
		if v.OtherCode != bride.Code || v.Outgoing != (v.ID == mine.ID) || v.ID != mine.ID && v.ID != theirs.ID {
			t.Fatalf("%+v", v)
		}
	}
	if _, err := r.c.Queries.Log.Handle(ctx, groom.AccountID, groom.Code); !errors.Is(err, calls.ErrSelf) {
		t.Fatalf("own log: %v", err)
	}
}
