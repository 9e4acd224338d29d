package mail

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/notifications"

	"github.com/reshimgathi/reshimgathi/app"
)

// AccountMailer implements app.AccountMailer on any Sender with the package's templates.
type AccountMailer struct {
	Sender       Sender
	LoginURL     string // where the welcome mail sends members, e.g. PUBLIC_BASE_URL + "/login"
	SupportEmail string
}

var _ app.AccountMailer = AccountMailer{}

func (m AccountMailer) send(ctx context.Context, to string, msg Message) error {
	msg.To = to
	return m.Sender.Send(ctx, msg)
}

func (m AccountMailer) Welcome(ctx context.Context, to, lang, fullName, memberCode string) error {
	return m.send(ctx, to, Welcome(lang, fullName, memberCode, m.LoginURL))
}

func (m AccountMailer) ResetCode(ctx context.Context, to, lang, fullName, code string) error {
	return m.send(ctx, to, PasswordResetOTP(lang, fullName, code, int(identity.OTPLifetime.Minutes())))
}

func (m AccountMailer) PasswordChanged(ctx context.Context, to, lang, fullName string) error {
	return m.send(ctx, to, PasswordChanged(lang, fullName, m.SupportEmail))
}

func (m AccountMailer) TwoFactorLocked(ctx context.Context, to, lang string, wrongCodes, minutes int) error {
	return m.send(ctx, to, TwoFactorLocked(lang, wrongCodes, minutes))
}

// AlertMailer implements app.SearchAlertMailer.
type AlertMailer struct{ Sender Sender }

var _ app.SearchAlertMailer = AlertMailer{}

func (m AlertMailer) SearchAlert(ctx context.Context, to, lang, fullName, searchName, newestName string, count int, link string) error {
	msg := SearchAlert(lang, fullName, notifications.AlertText(lang, newestName, count, searchName), link)
	msg.To = to
	return m.Sender.Send(ctx, msg)
}
