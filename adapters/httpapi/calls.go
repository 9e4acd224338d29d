package httpapi

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/calls"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// Calls between connections (docs/calls.md). The use cases decide; this file only translates.
// Services.Calls is nil on a server built without them (tests of other features).
var errCallsOff = errs.New(errs.ErrUnavailable, "calls_unavailable", "Calls are not available on this server.")

func (s *server) callsApp() (*app.CallsApplication, error) {
	if s.svc.Calls == nil {
		return nil, errCallsOff
	}
	return s.svc.Calls, nil
}

func (s *server) GetCallIceServers(ctx context.Context, _ api.GetCallIceServersRequestObject) (api.GetCallIceServersResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	c, err := s.callsApp()
	if err != nil {
		return nil, err
	}
	servers, ttl := c.Queries.IceServers.Handle(me.ID)
	out := api.GetCallIceServers200JSONResponse{IceServers: make([]api.IceServer, 0, len(servers)), TtlSeconds: int(ttl.Seconds()),
		IceTransportPolicy: api.IceServerListIceTransportPolicyAll}
	if c.Queries.IceServers.RelayOnly() {
		out.IceTransportPolicy = api.IceServerListIceTransportPolicyRelay
	}
	for _, sv := range servers {
		e := api.IceServer{Urls: sv.URLs}
		if sv.Username != "" {
			e.Username, e.Credential = &sv.Username, &sv.Credential
		}
		out.IceServers = append(out.IceServers, e)
	}
	return out, nil
}

func (s *server) StartCall(ctx context.Context, req api.StartCallRequestObject) (api.StartCallResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	c, err := s.callsApp()
	if err != nil {
		return nil, err
	}
	v, err := c.Commands.Start.Handle(ctx, me.ID, req.UserId, string(req.Body.Kind))
	if err != nil {
		return nil, err
	}
	return api.StartCall201JSONResponse(callOut(v)), nil
}

func (s *server) GetCallLog(ctx context.Context, req api.GetCallLogRequestObject) (api.GetCallLogResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	c, err := s.callsApp()
	if err != nil {
		return nil, err
	}
	log, err := c.Queries.Log.Handle(ctx, me.ID, req.UserId)
	if err != nil {
		return nil, err
	}
	out := api.GetCallLog200JSONResponse{Calls: make([]api.Call, 0, len(log))}
	for _, v := range log {
		out.Calls = append(out.Calls, callOut(v))
	}
	return out, nil
}

func (s *server) AnswerCall(ctx context.Context, req api.AnswerCallRequestObject) (api.AnswerCallResponseObject, error) {
	v, err := s.changeCall(ctx, req.CallId, func(c *app.CallsApplication) func(context.Context, uuid.UUID, uuid.UUID) (app.CallView, error) {
		return c.Commands.Answer.Handle
	})
	if err != nil {
		return nil, err
	}
	return api.AnswerCall200JSONResponse(callOut(v)), nil
}

func (s *server) DeclineCall(ctx context.Context, req api.DeclineCallRequestObject) (api.DeclineCallResponseObject, error) {
	v, err := s.changeCall(ctx, req.CallId, func(c *app.CallsApplication) func(context.Context, uuid.UUID, uuid.UUID) (app.CallView, error) {
		return c.Commands.Decline.Handle
	})
	if err != nil {
		return nil, err
	}
	return api.DeclineCall200JSONResponse(callOut(v)), nil
}

func (s *server) HangUpCall(ctx context.Context, req api.HangUpCallRequestObject) (api.HangUpCallResponseObject, error) {
	v, err := s.changeCall(ctx, req.CallId, func(c *app.CallsApplication) func(context.Context, uuid.UUID, uuid.UUID) (app.CallView, error) {
		return c.Commands.HangUp.Handle
	})
	if err != nil {
		return nil, err
	}
	return api.HangUpCall200JSONResponse(callOut(v)), nil
}

func (s *server) changeCall(ctx context.Context, id uuid.UUID,
	pick func(*app.CallsApplication) func(context.Context, uuid.UUID, uuid.UUID) (app.CallView, error)) (app.CallView, error) {
	me, err := caller(ctx)
	if err != nil {
		return app.CallView{}, err
	}
	c, err := s.callsApp()
	if err != nil {
		return app.CallView{}, err
	}
	return pick(c)(ctx, me.ID, id)
}

func (s *server) SendCallSignal(ctx context.Context, req api.SendCallSignalRequestObject) (api.SendCallSignalResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	c, err := s.callsApp()
	if err != nil {
		return nil, err
	}
	if err := c.Commands.Signal.Handle(ctx, me.ID, req.CallId, signalIn(req.Body)); err != nil {
		return nil, err
	}
	return api.SendCallSignal204Response{}, nil
}

func signalIn(b *api.CallSignal) calls.Signal {
	return calls.Signal{Type: calls.SignalType(b.Type), SDP: deref(b.Sdp), Candidate: deref(b.Candidate), Mid: deref(b.SdpMid),
		MLineIndex: b.SdpMLineIndex, UsernameFragment: deref(b.UsernameFragment)}
}

func signalOut(s calls.Signal) api.CallSignal {
	out := api.CallSignal{Type: api.CallSignalType(s.Type), SdpMLineIndex: s.MLineIndex}
	if s.Type == calls.Candidate {
		out.Candidate, out.SdpMid = &s.Candidate, &s.Mid
		if s.UsernameFragment != "" {
			out.UsernameFragment = &s.UsernameFragment
		}
	} else {
		out.Sdp = &s.SDP
	}
	return out
}

func callOut(v app.CallView) api.Call {
	out := api.Call{Id: v.ID, UserId: v.OtherCode, Direction: api.CallDirectionIncoming, Kind: api.CallKind(v.Kind),
		State: api.CallState(v.State), StartedAt: v.StartedAt, RingsUntil: v.StartedAt.Add(calls.RingTimeout)}
	if v.Outgoing {
		out.Direction = api.CallDirectionOutgoing
	}
	if !v.AnsweredAt.IsZero() {
		out.AnsweredAt = &v.AnsweredAt
	}
	if !v.EndedAt.IsZero() {
		out.EndedAt = &v.EndedAt
	}
	if v.EndReason != "" {
		r := api.CallEndReason(v.EndReason)
		out.EndReason = &r
	}
	return out
}

// callEvent shapes a call event of me's stream: `call_signal` for a signal, `call` for a change.
func callEvent(me uuid.UUID, ev *app.CallEvent) (string, any) {
	v := app.CallView{Call: ev.Call, Outgoing: ev.Call.Caller == me, OtherCode: ev.CalleeCode}
	if !v.Outgoing {
		v.OtherCode = ev.CallerCode
	}
	if ev.Signal != nil {
		return "call_signal", api.StreamCallSignal{CallId: ev.Call.ID, UserId: v.OtherCode, Signal: signalOut(*ev.Signal)}
	}
	return "call", api.StreamCall{Call: callOut(v)}
}
