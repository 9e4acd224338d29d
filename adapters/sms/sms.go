// Package sms texts members their phone verification codes (docs/adr/0016-trust-and-safety.md):
// through Twilio's Messages API when SMS_URL names it, or into an outbox of .txt files under
// DATA_DIR/sms/ in the embedded default, like the mail outbox.
//
// Nothing in this package logs a phone number, a message body or a credential: bodies carry
// one-time codes, and numbers are personal data.
package sms

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// Sender delivers one text to an Indian mobile number (10 digits, without +91). Implementations
// are safe for concurrent use.
type Sender interface {
	Send(ctx context.Context, to, body string) error
}

// FromConfig answers the Twilio sender smsURL names (see ParseTwilioURL), or, when it is empty,
// an outbox writing to outboxDir.
func FromConfig(smsURL, outboxDir string, log *slog.Logger) (Sender, error) {
	switch {
	case smsURL != "" && strings.HasPrefix(smsURL, "twilio://"):
		c, err := ParseTwilioURL(smsURL)
		if err != nil {
			return nil, err
		}
		return NewTwilio(c, log), nil
	case smsURL != "":
		return nil, errors.New("sms: SMS_URL must be empty (an outbox of files) or twilio://…")
	case outboxDir == "":
		return nil, errors.New("sms: neither an SMS_URL nor an outbox directory is configured")
	}
	return NewOutbox(outboxDir, log)
}

// Texter implements app.PhoneTexter on any Sender with the texts below.
type Texter struct{ Sender Sender }

var _ app.PhoneTexter = Texter{}

// codeTexts are the verification texts; India's DLT rules want a registered template, so the
// words are fixed and only the code and the minutes vary. Short enough for one Unicode segment
// in Marathi (70 characters) is not possible with the warning; two segments it is.
var codeTexts = map[string]string{
	"en": "%s is your Reshimgathi phone verification code. It expires in %d minutes. Do not share it with anyone.",
	"mr": "%s हा तुमचा रेशीमगाठी फोन पडताळणी कोड आहे. तो %d मिनिटांत कालबाह्य होईल. तो कोणालाही सांगू नका.",
}

// CodeText is the text that carries code, in lang (English when unknown).
func CodeText(lang, code string, minutes int) string {
	t, ok := codeTexts[lang]
	if !ok {
		t = codeTexts["en"]
	}
	return fmt.Sprintf(t, code, minutes)
}

// PhoneCode texts a verification code, with how long it lives.
func (t Texter) PhoneCode(ctx context.Context, to, lang, code string) error {
	return t.Sender.Send(ctx, to, CodeText(lang, code, int(verification.CodeLifetime.Minutes())))
}

// e164 is an Indian mobile number in the international form providers want.
func e164(to string) string { return "+91" + to }

func orDiscard(log *slog.Logger) *slog.Logger {
	if log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return log
}
