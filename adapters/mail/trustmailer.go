package mail

import (
	"context"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
)

// TrustMailer implements app.TrustMailer: the e-mail verification link and the grievance
// officer's acknowledgement (docs/adr/0016-trust-and-safety.md).
type TrustMailer struct{ Sender Sender }

var _ app.TrustMailer = TrustMailer{}

// VerifyEmail carries the signed link that verifies the member's address. The link is in the
// body only; the subject (which is logged) says nothing of it.
func VerifyEmail(lang, fullName, link string) Message {
	return render(lang, kindVerifyEmail, templateData{Name: fullName, Link: link})
}

// GrievanceReceived acknowledges a complaint with its ticket number, the date it will be
// resolved by, and where to follow it. The ticket number is in the subject too: it is no secret
// (reading a ticket takes its e-mail address as well).
func GrievanceReceived(lang, fullName string, c grievance.Complaint, statusURL string) Message {
	l := lookupLang(lang)
	y, m, d := c.ResolveBy().In(ist).Date()
	by := l.date(y, int(m), d)
	if c.ResolveBy().Sub(c.CreatedAt) < 48*time.Hour {
		by += ", " + c.ResolveBy().In(ist).Format("15:04") + " IST"
	}
	msg := render(lang, kindGrievanceReceived, templateData{Name: fullName, Ticket: c.Ticket, ResolveBy: by,
		Link: statusURL + "?ticket=" + c.Ticket})
	msg.Subject += " (" + c.Ticket + ")"
	return msg
}

func (m TrustMailer) VerifyEmail(ctx context.Context, to, lang, fullName, link string) error {
	msg := VerifyEmail(lang, fullName, link)
	msg.To = to
	return m.Sender.Send(ctx, msg)
}

func (m TrustMailer) GrievanceReceived(ctx context.Context, to, lang, fullName string, c grievance.Complaint, statusURL string) error {
	msg := GrievanceReceived(lang, fullName, c, statusURL)
	msg.To = to
	return m.Sender.Send(ctx, msg)
}
