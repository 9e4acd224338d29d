package httpapi

import (
	"context"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/push"
)

// Web Push (docs/push.md): the key browsers subscribe with and the caller's devices. The use
// cases decide; this file only translates. Services.Push is nil on a server that sends no
// pushes: these answer 503 then.

var errPushOff = errs.New(errs.ErrUnavailable, "push_unavailable", "Notifications are not available on this server.")

func (s *server) pushApp() (*app.PushApplication, error) {
	if s.svc.Push == nil {
		return nil, errPushOff
	}
	return s.svc.Push, nil
}

func (s *server) GetPushKey(context.Context, api.GetPushKeyRequestObject) (api.GetPushKeyResponseObject, error) {
	p, err := s.pushApp()
	if err != nil {
		return nil, err
	}
	return api.GetPushKey200JSONResponse{PublicKey: p.Queries.Key.Handle()}, nil
}

func (s *server) ListPushDevices(ctx context.Context, _ api.ListPushDevicesRequestObject) (api.ListPushDevicesResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	p, err := s.pushApp()
	if err != nil {
		return nil, err
	}
	devices, err := p.Queries.Devices.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	out := api.ListPushDevices200JSONResponse{Devices: make([]api.PushDevice, 0, len(devices))}
	for _, d := range devices {
		out.Devices = append(out.Devices, pushDeviceOut(d))
	}
	return out, nil
}

func (s *server) SubscribePushDevice(ctx context.Context, req api.SubscribePushDeviceRequestObject) (api.SubscribePushDeviceResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	p, err := s.pushApp()
	if err != nil {
		return nil, err
	}
	in, err := pushDeviceIn(req.Body)
	if err != nil {
		return nil, err
	}
	saved, err := p.Commands.Subscribe.Handle(ctx, me.ID, in)
	if err != nil {
		return nil, err
	}
	return api.SubscribePushDevice200JSONResponse(pushDeviceOut(saved)), nil
}

func (s *server) UnsubscribePushDevice(ctx context.Context, req api.UnsubscribePushDeviceRequestObject) (api.UnsubscribePushDeviceResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	p, err := s.pushApp()
	if err != nil {
		return nil, err
	}
	if err := p.Commands.Unsubscribe.Handle(ctx, me.ID, req.Body.Endpoint); err != nil {
		return nil, err
	}
	return api.UnsubscribePushDevice200JSONResponse{Message: "Notifications are off on this device."}, nil
}

// pushDeviceIn reads the browser's subscription and the member's choices; what is left out
// keeps its default (push.DefaultPreferences).
func pushDeviceIn(b *api.PushSubscriptionChange) (app.PushDeviceRequest, error) {
	in := app.PushDeviceRequest{Endpoint: b.Endpoint, P256dh: b.Keys.P256dh, Auth: b.Keys.Auth, Prefs: push.DefaultPreferences()}
	if b.DeviceLabel != nil {
		in.Label = *b.DeviceLabel
	}
	if b.ShowSenderName != nil {
		in.Prefs.ShowSenderName = *b.ShowSenderName
	}
	if e := b.Events; e != nil {
		for _, f := range []struct {
			from *bool
			to   *bool
		}{{e.InterestReceived, &in.Prefs.Events.InterestReceived}, {e.InterestAccepted, &in.Prefs.Events.InterestAccepted},
			{e.NewMessage, &in.Prefs.Events.NewMessage}, {e.SearchAlert, &in.Prefs.Events.SearchAlert}} {
			if f.from != nil {
				*f.to = *f.from
			}
		}
	}
	if q := b.QuietHours; q != nil {
		for _, f := range []struct {
			from  *string
			to    *int
			field string
		}{{q.Start, &in.Prefs.Quiet.Start, "quietHours.start"}, {q.End, &in.Prefs.Quiet.End, "quietHours.end"}} {
			if f.from == nil {
				continue
			}
			minutes, ok := push.ParseClock(*f.from)
			if !ok {
				return app.PushDeviceRequest{}, &errs.ValidationError{Message: "Please fix the errors in the form.",
					Fields: []errs.FieldError{{Field: f.field, Message: "Quiet hours are times like 22:00."}}}
			}
			*f.to = minutes
		}
		if q.TimeZone != nil {
			in.Prefs.Quiet.Zone = *q.TimeZone
		}
	}
	return in, nil
}

func pushDeviceOut(d push.Subscription) api.PushDevice {
	out := api.PushDevice{Endpoint: d.Endpoint, DeviceLabel: d.Label, ShowSenderName: d.Prefs.ShowSenderName, CreatedAt: d.CreatedAt}
	e := d.Prefs.Events
	out.Events.InterestReceived, out.Events.InterestAccepted = e.InterestReceived, e.InterestAccepted
	out.Events.NewMessage, out.Events.SearchAlert = e.NewMessage, e.SearchAlert
	out.QuietHours.Start, out.QuietHours.End = push.FormatClock(d.Prefs.Quiet.Start), push.FormatClock(d.Prefs.Quiet.End)
	out.QuietHours.TimeZone = d.Prefs.Quiet.Zone
	return out
}
