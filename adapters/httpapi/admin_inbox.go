package httpapi

import (
	"context"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/admin"
)

func (s *server) ListAdminInbox(ctx context.Context, req api.ListAdminInboxRequestObject) (api.ListAdminInboxResponseObject, error) {
	if _, err := adminCaller(ctx); err != nil {
		return nil, err
	}
	var open *bool
	switch deref(req.Params.Status) {
	case api.ListAdminInboxParamsStatusOpen:
		t := true
		open = &t
	case api.ListAdminInboxParamsStatusHandled:
		f := false
		open = &f
	}
	page, err := s.svc.Admin.Queries.Inbox.Handle(ctx, open, deref(req.Params.Page), deref(req.Params.Limit))
	if err != nil {
		return nil, err
	}
	out := api.InboxPage{Items: make([]api.InboxItem, 0, len(page.Items)), Page: page.Page, TotalPages: page.TotalPages, Total: page.Total}
	for _, it := range page.Items {
		out.Items = append(out.Items, inboxItemToAPI(it))
	}
	return api.ListAdminInbox200JSONResponse(out), nil
}

func inboxItemToAPI(it admin.InboxItem) api.InboxItem {
	out := api.InboxItem{Kind: api.InboxKind(it.Kind), Id: it.ID, Name: it.Name, Email: it.Email, Message: it.Message,
		CreatedAt: it.CreatedAt, Handled: it.HandledAt != nil, HandledAt: it.HandledAt}
	if it.Kind == admin.InboxContact {
		gender := api.ContactGender(it.Gender)
		out.Phone, out.Gender = &it.Phone, &gender
	} else {
		out.Rating = &it.Rating
	}
	if it.HandledBy != "" {
		out.HandledBy = &it.HandledBy
	}
	if it.Note != "" {
		out.Note = &it.Note
	}
	return out
}

func (s *server) UpdateAdminInboxItem(ctx context.Context, req api.UpdateAdminInboxItemRequestObject) (api.UpdateAdminInboxItemResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Admin.Commands.HandleInboxItem.Handle(ctx, me, admin.InboxKind(req.Kind), req.Id, req.Body.Handled, deref(req.Body.Note)); err != nil {
		return nil, err
	}
	return api.UpdateAdminInboxItem200JSONResponse{Message: "Saved."}, nil
}

func (s *server) ListAdminAudit(ctx context.Context, req api.ListAdminAuditRequestObject) (api.ListAdminAuditResponseObject, error) {
	if _, err := adminCaller(ctx); err != nil {
		return nil, err
	}
	q := req.Params
	f := admin.AuditFilter{Action: admin.Action(deref(q.Action)), MemberCode: deref(q.Member)}
	if q.Admin != nil {
		f.AdminID = *q.Admin
	}
	if q.From != nil {
		f.From = *q.From
	}
	if q.To != nil {
		f.To = *q.To
	}
	page, err := s.svc.Admin.Queries.AuditLog.Handle(ctx, f, deref(q.Page), deref(q.Limit))
	if err != nil {
		return nil, err
	}
	out := api.AuditPage{Entries: make([]api.AuditEntry, 0, len(page.Entries)), Page: page.Page, TotalPages: page.TotalPages, Total: page.Total}
	for _, e := range page.Entries {
		entry := api.AuditEntry{Id: e.ID, At: e.At, AdminId: e.AdminID, AdminEmail: e.AdminEmail,
			Action: api.AuditAction(e.Action), Fields: e.Fields}
		if entry.Fields == nil {
			entry.Fields = []string{}
		}
		if e.MemberCode != "" {
			entry.UserId = &e.MemberCode
		}
		out.Entries = append(out.Entries, entry)
	}
	return api.ListAdminAudit200JSONResponse(out), nil
}

func (s *server) ListAdmins(ctx context.Context, _ api.ListAdminsRequestObject) (api.ListAdminsResponseObject, error) {
	if _, err := adminCaller(ctx); err != nil {
		return nil, err
	}
	admins, err := s.svc.Admin.Queries.Admins.Handle(ctx)
	if err != nil {
		return nil, err
	}
	out := api.ListAdmins200JSONResponse{Admins: make([]api.AdminSummary, 0, len(admins))}
	for _, a := range admins {
		out.Admins = append(out.Admins, api.AdminSummary{Id: a.ID, Email: a.Email})
	}
	return out, nil
}
