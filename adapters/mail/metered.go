package mail

import (
	"context"

	"github.com/reshimgathi/reshimgathi/app"
)

// Metered counts every send through Sender as event "mail" with outcome "sent" or "failed".
type Metered struct {
	Sender Sender
	Meter  app.Meter
}

var _ Sender = Metered{}

func (m Metered) Send(ctx context.Context, msg Message) error {
	err := m.Sender.Send(ctx, msg)
	if err != nil {
		m.Meter.Count("mail", "failed")
	} else {
		m.Meter.Count("mail", "sent")
	}
	return err
}
