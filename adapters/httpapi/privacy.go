package httpapi

import (
	"context"
	"time"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
)

func (s *server) ExportMyData(ctx context.Context, _ api.ExportMyDataRequestObject) (api.ExportMyDataResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	d, err := s.svc.Accounts.Queries.ExportData.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	body := api.MemberDataExport{
		ExportedAt: now,
		Account: api.ExportedAccount{UserId: d.Profile.Code, Email: d.Account.Email, Phone: d.Account.Phone,
			RegisteredAt: d.Profile.RegisteredAt},
		Profile:            s.ownProfileWith(d.Profile, d.Plan, now),
		ConnectionRequests: make([]api.ExportedRequest, 0, len(d.Requests)),
		Notifications:      make([]api.ExportedNotification, 0, len(d.Notifications)),
		Subscriptions:      make([]api.ExportedSubscription, 0, len(d.Subscriptions)),
		ContactReveals:     make([]api.ExportedReveal, 0, len(d.Reveals)),
		Messages:           make([]api.ExportedMessage, 0, len(d.Messages)),
		Payments:           make([]api.PaymentRecord, 0, len(d.Payments)),
	}
	for _, p := range d.Payments {
		body.Payments = append(body.Payments, paymentToAPI(p))
	}
	for _, sub := range d.Subscriptions {
		e := api.ExportedSubscription{Plan: api.PlanCode(sub.Plan), StartsAt: sub.StartsAt, EndsAt: sub.EndsAt, ContactsRevealed: sub.Used}
		if sub.Allowance > 0 {
			e.ContactAllowance = &sub.Allowance
		}
		body.Subscriptions = append(body.Subscriptions, e)
	}
	for _, r := range d.Requests {
		body.ConnectionRequests = append(body.ConnectionRequests, api.ExportedRequest{UserId: r.Other,
			Direction: exportedDirection(r), Status: api.ExportedRequestStatus(r.Status), CreatedAt: r.CreatedAt, DecidedAt: r.DecidedAt})
	}
	for _, n := range d.Notifications {
		body.Notifications = append(body.Notifications, api.ExportedNotification{Kind: api.NotificationKind(n.Kind),
			UserId: optionalString(n.Actor), CreatedAt: n.CreatedAt, ReadAt: n.ReadAt})
	}
	for _, r := range d.Reveals {
		body.ContactReveals = append(body.ContactReveals, api.ExportedReveal{UserId: r.Member, RevealedAt: r.RevealedAt})
	}
	for _, m := range d.Messages {
		direction := api.ExportedMessageDirectionReceived
		if m.Sent {
			direction = api.ExportedMessageDirectionSent
		}
		body.Messages = append(body.Messages, api.ExportedMessage{UserId: m.Other, Direction: direction, Text: m.Text,
			SentAt: m.SentAt, Read: m.Read})
	}
	saved := make([]api.ExportedSavedSearch, 0, len(d.SavedSearches))
	for _, ss := range d.SavedSearches {
		saved = append(saved, api.ExportedSavedSearch{Name: ss.Name, Filters: filtersToAPI(ss.Filters), Alert: ss.Alert,
			CreatedAt: ss.CreatedAt})
	}
	body.SavedSearches = &saved
	calls := make([]api.Call, 0, len(d.Calls))
	for _, c := range d.Calls {
		calls = append(calls, callOut(c))
	}
	body.Calls = &calls
	devices := make([]api.PushDevice, 0, len(d.PushDevices))
	for _, dev := range d.PushDevices {
		devices = append(devices, pushDeviceOut(dev))
	}
	body.PushDevices = &devices
	// The member code is [0-9A-Z] only, so it is safe inside the quoted file name.
	disposition := `attachment; filename="reshimgathi-` + d.Profile.Code + `.json"`
	return api.ExportMyData200JSONResponse{Body: body, Headers: api.ExportMyData200ResponseHeaders{ContentDisposition: &disposition}}, nil
}

func exportedDirection(r app.RequestRecord) api.ExportedRequestDirection {
	if r.Sent {
		return api.ExportedRequestDirectionSent
	}
	return api.ExportedRequestDirectionReceived
}

func (s *server) DeleteAccount(ctx context.Context, req api.DeleteAccountRequestObject) (api.DeleteAccountResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Accounts.Commands.DeleteAccount.Handle(ctx, ClientIP(ctx), me.ID, req.Body.Password); err != nil {
		return nil, err
	}
	return api.DeleteAccount200JSONResponse{Message: "Your account and everything stored about you have been deleted."}, nil
}
