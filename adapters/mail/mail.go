// Package mail sends the platform's transactional e-mail (welcome, password
// reset codes, security notices), either through an SMTP server or, when no
// server is configured, into an outbox directory of .eml files for
// development.
//
// Nothing in this package logs a recipient address, a message body or a
// credential: bodies carry one-time codes, and addresses are personal data.
package mail

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/mail"
	"regexp"
	"strings"
)

// Message is one outgoing e-mail. HTML is optional; when set the mail is sent
// as multipart/alternative with Text as the fallback.
type Message struct {
	To, Subject, Text, HTML string
}

// Sender delivers messages. Implementations are safe for concurrent use.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// ErrHeaderInjection is returned when To or Subject contains a line break,
// which would otherwise let a caller smuggle extra headers into the mail.
var ErrHeaderInjection = errors.New("mail: line break in header field")

// FromConfig returns an SMTP sender when smtpURL is set, otherwise an Outbox
// writing to outboxDir.
//
// smtpURL forms (docs/operations.md, "Mail"): smtp://user:pass@host:port
// (default port 587) requires STARTTLS and refuses a server that does not offer
// it; smtps://user:pass@host:port (default port 465) is TLS from the first
// byte. "?starttls=off" sends an smtp:// session in the clear, and is refused
// with a password unless the host is loopback; "?insecure=1" skips certificate
// checks and is accepted only for loopback hosts, so neither can leak into a
// production config unnoticed.
func FromConfig(smtpURL, from, outboxDir string, log *slog.Logger) (Sender, error) {
	if smtpURL != "" {
		return NewSMTP(smtpURL, from, log)
	}
	if outboxDir == "" {
		return nil, errors.New("mail: neither an SMTP URL nor an outbox directory is configured")
	}
	return NewOutbox(outboxDir, from, log)
}

func orDiscard(log *slog.Logger) *slog.Logger {
	if log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return log
}

func parseFrom(from string) (*mail.Address, error) {
	if strings.ContainsAny(from, "\r\n") {
		return nil, ErrHeaderInjection
	}
	a, err := mail.ParseAddress(from)
	if err != nil {
		return nil, fmt.Errorf("mail: invalid from address: %w", err)
	}
	return a, nil
}

// parseRecipient deliberately keeps the address out of its errors so that a
// caller logging the error does not log the recipient.
func parseRecipient(to string) (*mail.Address, error) {
	if strings.ContainsAny(to, "\r\n") {
		return nil, ErrHeaderInjection
	}
	if strings.TrimSpace(to) == "" {
		return nil, errors.New("mail: empty recipient")
	}
	a, err := mail.ParseAddress(to)
	if err != nil {
		return nil, errors.New("mail: invalid recipient address")
	}
	return a, nil
}

// redactedError hides secrets (the recipient) that SMTP servers like to echo
// back in rejections, while keeping the original error for errors.Is/As.
type redactedError struct {
	msg string
	err error
}

func (e *redactedError) Error() string { return e.msg }
func (e *redactedError) Unwrap() error { return e.err }

func redact(err error, secrets ...string) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	for _, s := range secrets {
		if s != "" {
			msg = regexp.MustCompile("(?i)"+regexp.QuoteMeta(s)).ReplaceAllLiteralString(msg, "[redacted]")
		}
	}
	return &redactedError{msg: msg, err: err}
}
