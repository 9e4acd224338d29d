package httpapi

import (
	"bytes"
	"context"
	"io"
	"time"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
)

// The admins' side of trust and safety (docs/adr/0016-trust-and-safety.md): the verification
// and moderation queues, the grievance officer's tickets, the harvesting alert, and what a
// member's details add (payments, declarations, reports).

// withMemberExtras adds a member's payments and trust to their details.
func (s *server) withMemberExtras(ctx context.Context, out *api.AdminMemberDetail, d app.MemberDetail) error {
	x, err := s.svc.Admin.Queries.MemberExtras.Handle(ctx, d.Profile.AccountID)
	if err != nil {
		return err
	}
	pays := make([]api.PaymentRecord, 0, len(x.Payments))
	for _, p := range x.Payments {
		pays = append(pays, paymentToAPI(p))
	}
	out.Payments = &pays
	out.DeclaredAt = x.Trust.DeclaredAt
	if x.Trust.DeclaredFrom.IsValid() {
		ip := x.Trust.DeclaredFrom.String()
		out.DeclaredFrom = &ip
	}
	out.Reports = &struct {
		Open  int `json:"open"`
		Total int `json:"total"`
	}{Open: x.Trust.ReportsOpen, Total: x.Trust.ReportsTotal}
	out.BlockedBy = &x.Trust.BlockedBy
	return nil
}

func (s *server) ListAdminVerifications(ctx context.Context, req api.ListAdminVerificationsRequestObject) (api.ListAdminVerificationsResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	page, err := s.svc.Admin.Queries.VerificationQueue.Handle(ctx, deref(req.Params.Page))
	if err != nil {
		return nil, err
	}
	now := time.Now()
	out := api.ListAdminVerifications200JSONResponse{Items: make([]api.VerificationQueueItem, 0, len(page.Items)),
		Page: page.Page, TotalPages: page.TotalPages, Total: page.Total}
	for _, it := range page.Items {
		item := api.VerificationQueueItem{Id: it.ID, Kind: api.VerificationKind(it.Kind), SubmittedAt: it.SubmittedAt,
			DueAt: it.SubmittedAt.Add(24 * time.Hour)}
		if it.DocumentType != "" {
			t := api.DocumentType(it.DocumentType)
			item.DocumentType = &t
		}
		item.Member.UserId, item.Member.FullName = it.MemberCode, it.MemberName
		if pic := s.media.picture(it.PhotoID, me.ID, now); pic.srcset != nil {
			item.Member.ProfilePicture, item.Member.ProfilePhotoSrcset = &pic.full, pic.srcset
		}
		out.Items = append(out.Items, item)
	}
	return out, nil
}

func (s *server) GetAdminVerificationImage(ctx context.Context, req api.GetAdminVerificationImageRequestObject) (api.GetAdminVerificationImageResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	rc, err := s.svc.Admin.Queries.VerificationDocument.Handle(ctx, me, req.Id)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, 8<<20))
	if err != nil {
		return nil, err
	}
	// The API's no-store (apiDefaults) keeps it out of every cache.
	return api.GetAdminVerificationImage200ImagejpegResponse{Body: bytes.NewReader(data), ContentLength: int64(len(data))}, nil
}

func (s *server) DecideAdminVerification(ctx context.Context, req api.DecideAdminVerificationRequestObject) (api.DecideAdminVerificationResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Admin.Commands.DecideVerification.Handle(ctx, me, req.Id, req.Body.Approve, deref(req.Body.Reason)); err != nil {
		return nil, err
	}
	if req.Body.Approve {
		return api.DecideAdminVerification200JSONResponse{Message: "Approved. The badge shows on the member's profile."}, nil
	}
	return api.DecideAdminVerification200JSONResponse{Message: "Rejected. The member has been told why."}, nil
}

func (s *server) ListAdminReports(ctx context.Context, req api.ListAdminReportsRequestObject) (api.ListAdminReportsResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	page, err := s.svc.Admin.Queries.ReportQueue.Handle(ctx, deref(req.Params.Page))
	if err != nil {
		return nil, err
	}
	now := time.Now()
	out := api.ListAdminReports200JSONResponse{Items: make([]api.ReportQueueItem, 0, len(page.Items)),
		Page: page.Page, TotalPages: page.TotalPages, Total: page.Total}
	for _, it := range page.Items {
		item := api.ReportQueueItem{Id: it.ID, Reason: api.ReportReason(it.Reason), Details: it.Details, CreatedAt: it.CreatedAt,
			Reporter: it.ReporterCode, OpenReports: it.OpenReports}
		item.Member.UserId, item.Member.FullName = it.ReportedCode, it.ReportedName
		item.Member.Status = memberStatus(it.ReportedSuspended)
		pic := s.media.picture(it.ReportedPhoto, me.ID, now)
		item.Member.ProfilePicture, item.Member.ProfilePhotoSrcset = pic.thumbnail(), pic.srcset
		out.Items = append(out.Items, item)
	}
	return out, nil
}

func (s *server) ActOnAdminReport(ctx context.Context, req api.ActOnAdminReportRequestObject) (api.ActOnAdminReportResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Admin.Commands.ActOnReport.Handle(ctx, me, req.Id, string(req.Body.Action), deref(req.Body.Note)); err != nil {
		return nil, err
	}
	return api.ActOnAdminReport200JSONResponse{Message: "Done. The reporters have been told the outcome."}, nil
}

func (s *server) ListAdminGrievances(ctx context.Context, req api.ListAdminGrievancesRequestObject) (api.ListAdminGrievancesResponseObject, error) {
	if _, err := adminCaller(ctx); err != nil {
		return nil, err
	}
	openOnly := req.Params.Status == nil || *req.Params.Status == api.ListAdminGrievancesParamsStatusOpen
	page, err := s.svc.Admin.Queries.GrievanceQueue.Handle(ctx, openOnly, deref(req.Params.Page))
	if err != nil {
		return nil, err
	}
	out := api.ListAdminGrievances200JSONResponse{Grievances: make([]api.AdminGrievance, 0, len(page.Items)),
		Page: page.Page, TotalPages: page.TotalPages, Total: page.Total}
	for _, c := range page.Items {
		out.Grievances = append(out.Grievances, grievanceToAdmin(c))
	}
	return out, nil
}

func (s *server) UpdateAdminGrievance(ctx context.Context, req api.UpdateAdminGrievanceRequestObject) (api.UpdateAdminGrievanceResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	c, err := s.svc.Admin.Commands.UpdateGrievance.Handle(ctx, me, req.Id, string(req.Body.Status), deref(req.Body.Resolution))
	if err != nil {
		return nil, err
	}
	return api.UpdateAdminGrievance200JSONResponse(grievanceToAdmin(c)), nil
}

func grievanceToAdmin(c grievance.Complaint) api.AdminGrievance {
	t := ticketToAPI(c)
	return api.AdminGrievance{Ticket: t.Ticket, Category: t.Category, Status: t.Status, CreatedAt: t.CreatedAt,
		AcknowledgedAt: t.AcknowledgedAt, AcknowledgeBy: t.AcknowledgeBy, ResolveBy: t.ResolveBy, ResolvedAt: t.ResolvedAt,
		Resolution: t.Resolution, Id: c.ID, Name: c.Name, Email: c.Email, Phone: optionalString(c.Phone),
		UserId: optionalString(c.MemberCode), AgainstUserId: optionalString(c.AgainstCode), Description: c.Description,
		UpdatedAt: c.UpdatedAt}
}

func (s *server) ListAdminHarvestAlerts(ctx context.Context, _ api.ListAdminHarvestAlertsRequestObject) (api.ListAdminHarvestAlertsResponseObject, error) {
	if _, err := adminCaller(ctx); err != nil {
		return nil, err
	}
	alerts, err := s.svc.Admin.Queries.HarvestAlerts.Handle(ctx)
	if err != nil {
		return nil, err
	}
	out := api.ListAdminHarvestAlerts200JSONResponse{Alerts: make([]api.HarvestAlert, 0, len(alerts))}
	for _, a := range alerts {
		limits := make([]api.HarvestAlertLimits, 0, len(a.Policies))
		for _, p := range a.Policies {
			switch p {
			case app.PolicyProfileViewsDaily.Name:
				limits = append(limits, api.HarvestAlertLimitsProfileViews)
			case app.PolicyContactRevealsDaily.Name:
				limits = append(limits, api.HarvestAlertLimitsContactReveals)
			}
		}
		out.Alerts = append(out.Alerts, api.HarvestAlert{UserId: a.Code, FullName: a.FullName, Status: memberStatus(a.Suspended),
			Days: a.Days, LastHitAt: a.LastAt, Limits: limits})
	}
	return out, nil
}
