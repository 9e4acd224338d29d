package httpapi

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi/formdecode"
	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

func (s *server) GetAdminStats(ctx context.Context, _ api.GetAdminStatsRequestObject) (api.GetAdminStatsResponseObject, error) {
	if _, err := adminCaller(ctx); err != nil {
		return nil, err
	}
	counts, err := s.svc.Admin.Queries.Dashboard.Handle(ctx)
	if err != nil {
		return nil, err
	}
	st, trust := counts.Members, counts.Trust
	return api.GetAdminStats200JSONResponse{Total: st.Total, Male: st.Male, Female: st.Female, Subscribed: st.Subscribed,
		NewThisWeek: st.NewThisWeek, Suspended: st.Suspended, OpenInbox: st.OpenInbox,
		RevenueThisMonthPaise: trust.RevenueMonthPaise, PaymentsThisMonth: trust.PaymentsMonth,
		PendingVerifications: trust.PendingVerifications, OldestVerificationAt: trust.OldestVerification,
		OpenReports: trust.OpenReports, OpenGrievances: trust.OpenGrievances, HarvestAlerts: trust.HarvestAlerts}, nil
}

func (s *server) ListAdminMembers(ctx context.Context, req api.ListAdminMembersRequestObject) (api.ListAdminMembersResponseObject, error) {
	if _, err := adminCaller(ctx); err != nil {
		return nil, err
	}
	page, err := s.svc.Admin.Queries.ListMembers.Handle(ctx, deref(req.Params.Q), deref(req.Params.Page))
	if err != nil {
		return nil, err
	}
	out := api.AdminMemberPage{Members: make([]api.AdminMemberRow, 0, len(page.Rows)), Page: page.Page,
		TotalPages: page.TotalPages, Total: page.Counted, MoreResults: page.More}
	first := (page.Page-1)*10 + 1
	for i, r := range page.Rows {
		row := api.AdminMemberRow{SrNo: first + i, UserId: r.Code, FullName: r.FullName, Email: r.Email, Phone: r.Phone,
			Status: memberStatus(r.Suspended), RegisteredAt: r.RegisteredAt}
		if r.Plan != "" {
			plan := api.PlanCode(r.Plan)
			row.Plan = &plan
		}
		out.Members = append(out.Members, row)
	}
	return api.ListAdminMembers200JSONResponse(out), nil
}

func memberStatus(suspended bool) api.MemberStatus {
	if suspended {
		return api.MemberStatusSuspended
	}
	return api.MemberStatusActive
}

// adminMemberForm decodes the add-user form: registration's fields plus the subscribe choice.
var adminMemberForm = func() formdecode.Options {
	o := profileForm
	o.Booleans = map[string]bool{"isSubscribe": true}
	return o
}()

type adminMemberDoc struct {
	registrationDoc
	IsSubscribe *bool `json:"isSubscribe,omitempty"`
}

func (s *server) CreateAdminMember(ctx context.Context, req api.CreateAdminMemberRequestObject) (api.CreateAdminMemberResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	var doc adminMemberDoc
	photo, err := s.decodeForm(ctx, req.Body, adminMemberForm, &doc)
	if err != nil {
		return nil, err
	}
	p, err := s.svc.Admin.Commands.CreateMember.Handle(ctx, me, app.NewMember{Subscribe: deref(doc.IsSubscribe), Registration: app.Registration{
		Fields: fieldsFromAPI(doc.ProfileChanges), Password: deref(doc.Password), Photo: photo}})
	if err != nil {
		return nil, err
	}
	return api.CreateAdminMember201JSONResponse{Message: "Member added successfully.", UserId: p.Code}, nil
}

func (s *server) GetAdminMember(ctx context.Context, req api.GetAdminMemberRequestObject) (api.GetAdminMemberResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	d, err := s.svc.Admin.Queries.ViewMember.Handle(ctx, me, req.UserId)
	if err != nil {
		return nil, err
	}
	out := s.memberDetail(d, me.ID, time.Now())
	if err := s.withMemberExtras(ctx, &out, d); err != nil {
		return nil, err
	}
	return api.GetAdminMember200JSONResponse(out), nil
}

func (s *server) UpdateAdminMember(ctx context.Context, req api.UpdateAdminMemberRequestObject) (api.UpdateAdminMemberResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	var changes api.ProfileChanges
	photo, err := s.decodeProfileForm(ctx, req.Body, &changes)
	if err != nil {
		return nil, err
	}
	d, err := s.svc.Admin.Commands.EditMember.Handle(ctx, me, req.UserId, fieldsFromAPI(changes), photo)
	if err != nil {
		return nil, err
	}
	out := s.memberDetail(d, me.ID, time.Now())
	if err := s.withMemberExtras(ctx, &out, d); err != nil {
		return nil, err
	}
	return api.UpdateAdminMember200JSONResponse(out), nil
}

func (s *server) DeleteAdminMember(ctx context.Context, req api.DeleteAdminMemberRequestObject) (api.DeleteAdminMemberResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Admin.Commands.DeleteMember.Handle(ctx, me, req.UserId); err != nil {
		return nil, err
	}
	return api.DeleteAdminMember200JSONResponse{Message: "Member deleted successfully!"}, nil
}

func (s *server) SuspendAdminMember(ctx context.Context, req api.SuspendAdminMemberRequestObject) (api.SuspendAdminMemberResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	if _, err := s.svc.Admin.Commands.ChangeMemberStatus.Handle(ctx, me, req.UserId, true, req.Body.Reason); err != nil {
		return nil, err
	}
	return api.SuspendAdminMember200JSONResponse{Message: "Member suspended."}, nil
}

func (s *server) ReinstateAdminMember(ctx context.Context, req api.ReinstateAdminMemberRequestObject) (api.ReinstateAdminMemberResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	if _, err := s.svc.Admin.Commands.ChangeMemberStatus.Handle(ctx, me, req.UserId, false, req.Body.Reason); err != nil {
		return nil, err
	}
	return api.ReinstateAdminMember200JSONResponse{Message: "Member reinstated."}, nil
}

func (s *server) GrantAdminSubscription(ctx context.Context, req api.GrantAdminSubscriptionRequestObject) (api.GrantAdminSubscriptionResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	sub, err := s.svc.Admin.Commands.GrantSubscription.Handle(ctx, me, req.UserId, plans.Code(req.Body.Plan), req.Body.Reason)
	if err != nil {
		return nil, err
	}
	return api.GrantAdminSubscription201JSONResponse{Message: "Subscription granted.",
		Subscription: subscriptionToAPI(app.GrantedSubscription{Subscription: sub, GrantedBy: me.Email,
			GrantReason: req.Body.Reason, CreatedAt: time.Now()})}, nil
}

// memberDetail is everything an admin sees of a member, contact details included.
func (s *server) memberDetail(d app.MemberDetail, viewer uuid.UUID, now time.Time) api.AdminMemberDetail {
	u := s.wholeUserData(d.Profile, viewer, now)
	if d.Profile.PreferredPlan != "" {
		// The edit form shows the member's preference; the plan they have is in subscription.
		preferred := api.PlanCode(d.Profile.PreferredPlan)
		u.PreferredPlan = &preferred
	}
	active := d.Subscription.Active(now)
	u.IsSubscribe = active
	out := api.AdminMemberDetail{Member: u, Status: memberStatus(d.Profile.Suspended), StatusChangedAt: d.StatusChangedAt,
		RegisteredAt: d.Profile.RegisteredAt, IsSubscribe: active,
		Subscriptions: make([]api.AdminSubscription, 0, len(d.Subscriptions))}
	if d.StatusReason != "" {
		out.StatusReason = &d.StatusReason
	}
	if d.RegisteredFrom.IsValid() {
		ip := d.RegisteredFrom.String()
		out.RegistrationIp = &ip
	}
	out.Requests.PendingSent, out.Requests.PendingReceived, out.Requests.Connections = d.PendingSent, d.PendingReceived, d.Connections
	for _, sub := range d.Subscriptions {
		out.Subscriptions = append(out.Subscriptions, subscriptionToAPI(sub))
		if active && sub.ID == d.Subscription.ID {
			current := subscriptionToAPI(sub)
			out.Subscription = &current
		}
	}
	if !d.SubscribedUntil.IsZero() {
		out.SubscribedUntil = &d.SubscribedUntil
	}
	return out
}

func subscriptionToAPI(g app.GrantedSubscription) api.AdminSubscription {
	out := api.AdminSubscription{Plan: api.PlanCode(g.Plan), StartsAt: g.StartsAt, EndsAt: g.EndsAt,
		ContactsRevealed: g.Used, CreatedAt: g.CreatedAt}
	if g.Allowance > 0 {
		out.ContactAllowance = &g.Allowance
	}
	if g.GrantedBy != "" {
		out.GrantedBy = &g.GrantedBy
	}
	if g.GrantReason != "" {
		out.GrantReason = &g.GrantReason
	}
	return out
}
