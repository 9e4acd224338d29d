package httpapi

import (
	"context"
	"time"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

func outcome(message string, v requests.View) api.RequestOutcome {
	return api.RequestOutcome{Message: message, RequestStatus: api.RequestStatus{
		Status: api.RequestState(v.State), Direction: api.RequestDirection(v.Direction)}}
}

func (s *server) SendRequest(ctx context.Context, req api.SendRequestRequestObject) (api.SendRequestResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	v, err := s.svc.Connections.Commands.Send.Handle(ctx, me.ID, req.UserId)
	if err != nil {
		return nil, err
	}
	return api.SendRequest200JSONResponse(outcome("Request Sent", v)), nil
}

func (s *server) WithdrawRequest(ctx context.Context, req api.WithdrawRequestRequestObject) (api.WithdrawRequestResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Connections.Commands.Withdraw.Handle(ctx, me.ID, req.UserId); err != nil {
		return nil, err
	}
	return api.WithdrawRequest200JSONResponse(outcome("Request Withdrawn", requests.NoRequest)), nil
}

func (s *server) AcceptRequest(ctx context.Context, req api.AcceptRequestRequestObject) (api.AcceptRequestResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	v, err := s.svc.Connections.Commands.Decide.Handle(ctx, me.ID, req.UserId, true)
	if err != nil {
		return nil, err
	}
	return api.AcceptRequest201JSONResponse(outcome("Request Accepted", v)), nil
}

func (s *server) RejectRequest(ctx context.Context, req api.RejectRequestRequestObject) (api.RejectRequestResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	v, err := s.svc.Connections.Commands.Decide.Handle(ctx, me.ID, req.UserId, false)
	if err != nil {
		return nil, err
	}
	return api.RejectRequest201JSONResponse(outcome("Request Rejected", v)), nil
}

func (s *server) ListInterests(ctx context.Context, req api.ListInterestsRequestObject) (api.ListInterestsResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	cards, pages, err := s.svc.Connections.Queries.Interests.Handle(ctx, me.ID, deref(req.Params.Page), deref(req.Params.Limit))
	if err != nil {
		return nil, err
	}
	var out api.ListInterests200JSONResponse
	out.GetAllRequests.Data, out.GetAllRequests.TotalPages = s.cards(cards, me.ID, time.Now()), pages
	return out, nil
}

func (s *server) ListConnections(ctx context.Context, req api.ListConnectionsRequestObject) (api.ListConnectionsResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	cards, pages, err := s.svc.Connections.Queries.Connected.Handle(ctx, me.ID, deref(req.Params.Page), deref(req.Params.Limit))
	if err != nil {
		return nil, err
	}
	var out api.ListConnections200JSONResponse
	out.UserList.UserProfiles, out.UserList.TotalPages = s.cards(cards, me.ID, time.Now()), pages
	return out, nil
}

func (s *server) ListSentRequests(ctx context.Context, req api.ListSentRequestsRequestObject) (api.ListSentRequestsResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	cards, pages, err := s.svc.Connections.Queries.Sent.Handle(ctx, me.ID, deref(req.Params.Page), deref(req.Params.Limit))
	if err != nil {
		return nil, err
	}
	var out api.ListSentRequests200JSONResponse
	out.SentRequests.Data, out.SentRequests.TotalPages = s.cards(cards, me.ID, time.Now()), pages
	return out, nil
}

func (s *server) GetMemberSummary(ctx context.Context, _ api.GetMemberSummaryRequestObject) (api.GetMemberSummaryResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	sum, err := s.svc.Connections.Queries.Summary.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	return api.GetMemberSummary200JSONResponse{InterestsWaiting: sum.InterestsWaiting, SentPending: sum.SentPending,
		Connections: sum.Connections, UnreadNotifications: sum.UnreadNotifications, UnreadMessages: sum.UnreadMessages,
		SavedSearches: sum.SavedSearches}, nil
}
