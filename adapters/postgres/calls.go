package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/calls"
	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
)

// CallStore implements app.CallStore (docs/calls.md).
type CallStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewCallStore(pool *pgxpool.Pool) *CallStore { return &CallStore{pool: pool, q: sqlcgen.New(pool)} }

func (s *CallStore) Start(ctx context.Context, caller, callee uuid.UUID, kind calls.Kind, now time.Time,
	decide func(messages.Pair) error) (calls.Call, error) {
	c := calls.Call{ID: uuid.New(), Caller: caller, Callee: callee, Kind: kind, State: calls.Ringing, StartedAt: now}
	var refusal error
	err := inTx(ctx, s.pool, "StartCall", func(q *sqlcgen.Queries) error {
		if err := lockStreams(ctx, q, caller, callee); err != nil {
			return err
		}
		blocked, err := q.Blocked(ctx, sqlcgen.BlockedParams{A: caller, B: callee})
		if err != nil {
			return err
		}
		if blocked {
			return messages.ErrNotConnected
		}
		live, err := q.LiveCallsOf(ctx, sqlcgen.LiveCallsOfParams{A: caller, B: callee})
		if err != nil {
			return err
		}
		busy := false
		for _, r := range live {
			other := callOf(r)
			if other.RangOut(now) {
				if err := moveCall(ctx, q, other, missed(other, now)); err != nil {
					return err
				}
				continue
			}
			busy = true
		}
		var pair messages.Pair
		if pair.Connected, err = q.Connected(ctx, sqlcgen.ConnectedParams{A: caller, B: callee}); err != nil {
			return err
		}
		conv, err := q.ConversationBetween(ctx, sqlcgen.ConversationBetweenParams{A: caller, B: callee})
		switch {
		case err == nil:
			pair.Conversation = messages.Conversation{ID: conv.ID, StartedBy: conv.StartedBy, StartedAt: conv.StartedAt}
		case !errors.Is(err, pgx.ErrNoRows):
			return err
		}
		// The refusals keep what was missed above.
		if refusal = decide(pair); refusal != nil {
			return nil
		}
		if busy {
			refusal = calls.ErrBusy
			return nil
		}
		if err := q.InsertCall(ctx, sqlcgen.InsertCallParams{ID: c.ID, CallerID: caller, CalleeID: callee, Kind: string(kind),
			StartedAt: now}); err != nil {
			return err
		}
		return stateEvents(ctx, q, c, now)
	})
	if err != nil {
		return calls.Call{}, wrap("StartCall", err, nil)
	}
	if refusal != nil {
		return calls.Call{}, refusal
	}
	return c, nil
}

func (s *CallStore) Change(ctx context.Context, me, id uuid.UUID, now time.Time,
	change func(calls.Call) (calls.Call, error)) (calls.Call, error) {
	var out calls.Call
	var refusal error
	err := s.locked(ctx, "ChangeCall", me, id, func(q *sqlcgen.Queries, c calls.Call) error {
		if c.RangOut(now) {
			next := missed(c, now)
			if err := moveCall(ctx, q, c, next); err != nil {
				return err
			}
			c = next
		}
		next, err := change(c)
		if err != nil {
			refusal, out = err, c
			return nil
		}
		out = next
		if next == c {
			return nil
		}
		return moveCall(ctx, q, c, next)
	})
	if err != nil {
		return calls.Call{}, err
	}
	return out, refusal
}

func (s *CallStore) Signal(ctx context.Context, me, id uuid.UUID, sig calls.Signal, now time.Time) error {
	body, err := json.Marshal(signalJSON(sig))
	if err != nil {
		return err
	}
	return s.locked(ctx, "CallSignal", me, id, func(q *sqlcgen.Queries, c calls.Call) error {
		if !c.State.Live() || c.RangOut(now) {
			return calls.ErrOver
		}
		other := c.Other(me)
		if err := q.InsertCallEvent(ctx, sqlcgen.InsertCallEventParams{CallID: c.ID, RecipientID: other, Kind: "signal",
			State: string(c.State), Signal: body, CreatedAt: now}); err != nil {
			return err
		}
		return wakeStreams(ctx, q, other)
	})
}

// locked runs fn on the caller's call id, read again under the two members' stream locks.
func (s *CallStore) locked(ctx context.Context, op string, me, id uuid.UUID, fn func(q *sqlcgen.Queries, c calls.Call) error) error {
	first, err := s.q.CallByID(ctx, id)
	if err != nil {
		return wrap(op, err, calls.ErrNotFound)
	}
	if c := callOf(sqlcgen.Call(first)); !c.Party(me) {
		return calls.ErrNotFound
	}
	return inTx(ctx, s.pool, op, func(q *sqlcgen.Queries) error {
		if err := lockStreams(ctx, q, first.CallerID, first.CalleeID); err != nil {
			return err
		}
		r, err := q.CallForUpdate(ctx, id)
		if err != nil {
			return wrap(op, err, calls.ErrNotFound)
		}
		return fn(q, callOf(sqlcgen.Call(r)))
	})
}

func (s *CallStore) RingingSince(ctx context.Context, cutoff time.Time, limit int) ([]uuid.UUID, error) {
	ids, err := s.q.RingingSince(ctx, sqlcgen.RingingSinceParams{Cutoff: cutoff, PageLimit: int32(limit)})
	return ids, wrap("RingingSince", err, nil)
}

func (s *CallStore) Expire(ctx context.Context, id uuid.UUID, now time.Time) error {
	first, err := s.q.CallByID(ctx, id)
	if err != nil {
		return wrap("ExpireCall", err, calls.ErrNotFound)
	}
	_, err = s.Change(ctx, first.CallerID, id, now, func(c calls.Call) (calls.Call, error) { return c, nil })
	return err
}

func (s *CallStore) PruneEvents(ctx context.Context, cutoff time.Time) (int64, error) {
	n, err := s.q.PruneCallEvents(ctx, &cutoff)
	return n, wrap("PruneCallEvents", err, nil)
}

func (s *CallStore) Log(ctx context.Context, a, b uuid.UUID, limit int) ([]calls.Call, error) {
	rows, err := s.q.CallLog(ctx, sqlcgen.CallLogParams{A: a, B: b, PageLimit: int32(limit)})
	if err != nil {
		return nil, wrap("CallLog", err, nil)
	}
	out := make([]calls.Call, 0, len(rows))
	for _, r := range rows {
		out = append(out, callOf(sqlcgen.Call(r)))
	}
	return out, nil
}

// moveCall stores the call's next state and tells both members' streams.
func moveCall(ctx context.Context, q *sqlcgen.Queries, from, to calls.Call) error {
	p := sqlcgen.SetCallStateParams{ID: to.ID, State: string(to.State), AnsweredAt: timeOrNil(to.AnsweredAt),
		EndedAt: timeOrNil(to.EndedAt)}
	if to.EndReason != "" {
		p.EndReason = new(string(to.EndReason))
	}
	if err := q.SetCallState(ctx, p); err != nil {
		return err
	}
	if from.State == to.State {
		return nil
	}
	if to.State == calls.Missed {
		// The member called is told (and pushed, by the trigger of 00054), in this transaction.
		// The callers hold both members' stream locks, or, for another call found rung out while
		// starting one, the lock of the member they share (as for its state events below).
		if err := q.InsertNotice(ctx, sqlcgen.InsertNoticeParams{ID: uuid.New(), RecipientID: to.Callee,
			ActorID: nullUUID(to.Caller), Kind: string(notifications.MissedCall), CreatedAt: to.EndedAt}); err != nil {
			return err
		}
	}
	at := to.EndedAt
	if at.IsZero() {
		at = to.AnsweredAt
	}
	return stateEvents(ctx, q, to, at)
}

func stateEvents(ctx context.Context, q *sqlcgen.Queries, c calls.Call, at time.Time) error {
	for _, m := range []uuid.UUID{c.Caller, c.Callee} {
		if err := q.InsertCallEvent(ctx, sqlcgen.InsertCallEventParams{CallID: c.ID, RecipientID: m, Kind: "state",
			State: string(c.State), CreatedAt: at}); err != nil {
			return err
		}
	}
	return wakeStreams(ctx, q, c.Caller, c.Callee)
}

func missed(c calls.Call, now time.Time) calls.Call {
	c.State, c.EndedAt, c.EndReason = calls.Missed, now, calls.ReasonNoAnswer
	return c
}

func callOf(r sqlcgen.Call) calls.Call {
	return calls.Call{ID: r.ID, Caller: r.CallerID, Callee: r.CalleeID, Kind: calls.Kind(r.Kind), State: calls.State(r.State),
		StartedAt: r.StartedAt, AnsweredAt: value(r.AnsweredAt), EndedAt: value(r.EndedAt), EndReason: calls.EndReason(value(r.EndReason))}
}

func timeOrNil(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

// signalWire is a signal as call_events.signal keeps it (the browser's own names).
type signalWire struct {
	Type             string `json:"type"`
	SDP              string `json:"sdp,omitempty"`
	Candidate        string `json:"candidate,omitempty"`
	Mid              string `json:"sdpMid,omitempty"`
	MLineIndex       *int   `json:"sdpMLineIndex,omitempty"`
	UsernameFragment string `json:"usernameFragment,omitempty"`
}

func signalJSON(s calls.Signal) signalWire {
	return signalWire{Type: string(s.Type), SDP: s.SDP, Candidate: s.Candidate, Mid: s.Mid, MLineIndex: s.MLineIndex,
		UsernameFragment: s.UsernameFragment}
}

func signalOf(b []byte) (*calls.Signal, error) {
	var w signalWire
	if err := json.Unmarshal(b, &w); err != nil {
		return nil, err
	}
	return &calls.Signal{Type: calls.SignalType(w.Type), SDP: w.SDP, Candidate: w.Candidate, Mid: w.Mid, MLineIndex: w.MLineIndex,
		UsernameFragment: w.UsernameFragment}, nil
}

// callEventsAfter reads what the member's stream carries about calls after a position.
func callEventsAfter(ctx context.Context, q *sqlcgen.Queries, me uuid.UUID, after int64, limit int) ([]app.CallEvent, error) {
	rows, err := q.CallEventsAfter(ctx, sqlcgen.CallEventsAfterParams{Me: me, AfterSeq: after, PageLimit: int32(limit)})
	if err != nil {
		return nil, err
	}
	out := make([]app.CallEvent, 0, len(rows))
	for _, r := range rows {
		ev := app.CallEvent{Pos: r.Pos, CallerCode: r.CallerCode, CalleeCode: r.CalleeCode,
			Call: calls.Call{ID: r.ID, Caller: r.CallerID, Callee: r.CalleeID, Kind: calls.Kind(r.Kind), State: calls.State(r.EventState),
				StartedAt: r.StartedAt, AnsweredAt: value(r.AnsweredAt), EndedAt: value(r.EndedAt), EndReason: calls.EndReason(value(r.EndReason))}}
		if r.EventKind == "signal" {
			if ev.Signal, err = signalOf(r.Signal); err != nil {
				return nil, err
			}
		}
		out = append(out, ev)
	}
	return out, nil
}

// exportCalls is the member's calls for their copy of their data (adapters/postgres/privacy.go).
func exportCalls(ctx context.Context, q *sqlcgen.Queries, me uuid.UUID) ([]app.CallView, error) {
	rows, err := q.ExportCalls(ctx, me)
	if err != nil {
		return nil, err
	}
	out := make([]app.CallView, 0, len(rows))
	for _, r := range rows {
		c := callOf(sqlcgen.Call{ID: r.ID, CallerID: r.CallerID, CalleeID: r.CalleeID, Kind: r.Kind, State: r.State,
			StartedAt: r.StartedAt, AnsweredAt: r.AnsweredAt, EndedAt: r.EndedAt, EndReason: r.EndReason})
		out = append(out, app.CallView{Call: c, Outgoing: c.Caller == me, OtherCode: r.MemberCode})
	}
	return out, nil
}
