package mail

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/mail"
	"net/smtp"
	"net/url"
	"os"
	"strings"
	"time"
)

// DefaultSMTPTimeout bounds a whole SMTP transaction when the caller's
// context has no earlier deadline; a hung relay must not pin a request.
const DefaultSMTPTimeout = 30 * time.Second

// SMTP delivers each message over a fresh connection. That costs a handshake
// per mail but avoids pooled connections going stale between the rare sends.
type SMTP struct {
	addr        string // host:port
	host        string
	implicitTLS bool
	user, pass  string
	insecure    bool
	from        *mail.Address
	log         *slog.Logger
	timeout     time.Duration
	rootCAs     *x509.CertPool // nil = system roots; tests inject their own CA
	now         func() time.Time
}

// NewSMTP parses smtpURL (see FromConfig). from is required.
func NewSMTP(smtpURL, from string, log *slog.Logger) (*SMTP, error) {
	u, err := url.Parse(smtpURL)
	if err != nil {
		// url.Error quotes the whole URL, password included.
		return nil, errors.New("mail: invalid SMTP URL")
	}
	s := &SMTP{host: u.Hostname(), log: orDiscard(log), timeout: DefaultSMTPTimeout, now: time.Now}
	port := u.Port()
	switch u.Scheme {
	case "smtp":
		if port == "" {
			port = "587"
		}
	case "smtps":
		s.implicitTLS = true
		if port == "" {
			port = "465"
		}
	default:
		return nil, fmt.Errorf("mail: SMTP URL scheme must be smtp or smtps, got %q", u.Scheme)
	}
	if s.host == "" {
		return nil, errors.New("mail: SMTP URL has no host")
	}
	s.addr = net.JoinHostPort(s.host, port)
	if u.User != nil {
		s.user = u.User.Username()
		s.pass, _ = u.User.Password()
	}
	for k, v := range u.Query() {
		if k != "insecure" {
			return nil, fmt.Errorf("mail: unknown SMTP URL parameter %q", k)
		}
		switch v[len(v)-1] {
		case "1", "true":
			s.insecure = true
		case "0", "false", "":
		default:
			return nil, errors.New("mail: insecure must be 1 or 0")
		}
	}
	if s.insecure && !isLoopback(s.host) {
		return nil, errors.New("mail: insecure=1 is only allowed for loopback SMTP hosts")
	}
	if from == "" {
		return nil, errors.New("mail: a from address is required for SMTP")
	}
	if s.from, err = parseFrom(from); err != nil {
		return nil, err
	}
	return s, nil
}

// LogValue keeps the password out of logs if someone logs the sender itself.
func (s *SMTP) LogValue() slog.Value {
	return slog.GroupValue(slog.String("addr", s.addr), slog.Bool("tls", s.implicitTLS))
}

// Send delivers m. Server rejections are returned with the recipient address
// redacted because SMTP servers commonly echo it.
func (s *SMTP) Send(ctx context.Context, m Message) error {
	msg, rcpt, err := compose(s.from, m, s.now())
	if err != nil {
		return err
	}
	if err := s.deliver(ctx, rcpt.Address, msg); err != nil {
		return redact(err, rcpt.Address)
	}
	s.log.Info("mail sent", "subject", m.Subject)
	return nil
}

func (s *SMTP) deliver(ctx context.Context, rcpt string, msg []byte) (err error) {
	deadline := time.Now().Add(s.timeout)
	if d, ok := ctx.Deadline(); ok && d.Before(deadline) {
		deadline = d
	}
	ctx, cancel := context.WithDeadline(ctx, deadline)
	defer cancel()
	// Cancellation surfaces as "use of closed connection" and the deadline
	// as an i/o timeout, whichever of socket and context fires first; callers
	// should see the context error either way.
	defer func() {
		if err == nil {
			return
		}
		if ctx.Err() != nil {
			err = fmt.Errorf("mail: send: %w", ctx.Err())
		} else if errors.Is(err, os.ErrDeadlineExceeded) {
			err = fmt.Errorf("mail: send: %w", context.DeadlineExceeded)
		}
	}()

	var d net.Dialer
	raw, err := d.DialContext(ctx, "tcp", s.addr)
	if err != nil {
		return fmt.Errorf("mail: dial: %w", err)
	}
	defer raw.Close()
	// net/smtp has no context support: the deadline covers slow servers, the
	// AfterFunc covers cancellation.
	_ = raw.SetDeadline(deadline)
	stop := context.AfterFunc(ctx, func() { raw.Close() })
	defer stop()

	conn := raw
	tlsConf := &tls.Config{ServerName: s.host, MinVersion: tls.VersionTLS12, RootCAs: s.rootCAs, InsecureSkipVerify: s.insecure}
	if s.implicitTLS {
		tc := tls.Client(raw, tlsConf)
		if err := tc.HandshakeContext(ctx); err != nil {
			return fmt.Errorf("mail: TLS handshake: %w", err)
		}
		conn = tc
	}
	c, err := smtp.NewClient(conn, s.host)
	if err != nil {
		return fmt.Errorf("mail: greeting: %w", err)
	}
	defer c.Close()

	if !s.implicitTLS {
		if ok, _ := c.Extension("STARTTLS"); ok {
			if err := c.StartTLS(tlsConf); err != nil {
				return fmt.Errorf("mail: STARTTLS: %w", err)
			}
		}
	}
	if s.user != "" {
		ok, mechs := c.Extension("AUTH")
		if !ok || !hasFold(strings.Fields(mechs), "PLAIN") {
			return errors.New("mail: server does not offer AUTH PLAIN")
		}
		if err := c.Auth(&plainAuth{user: s.user, pass: s.pass, allowCleartext: s.insecure}); err != nil {
			return fmt.Errorf("mail: AUTH: %w", err)
		}
	}
	if err := c.Mail(s.from.Address); err != nil {
		return fmt.Errorf("mail: MAIL FROM: %w", err)
	}
	if err := c.Rcpt(rcpt); err != nil {
		return fmt.Errorf("mail: RCPT TO: %w", err)
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("mail: DATA: %w", err)
	}
	if _, err := w.Write(msg); err != nil {
		return fmt.Errorf("mail: DATA: %w", err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("mail: DATA: %w", err)
	}
	// The server has accepted the message; a failed QUIT must not be reported
	// as a failed send, or callers retrying would deliver duplicates.
	_ = c.Quit()
	return nil
}

// plainAuth is AUTH PLAIN that refuses to send credentials in the clear
// unless explicitly allowed. net/smtp.PlainAuth would silently allow it for
// any host named "localhost", which we do not want to depend on.
type plainAuth struct {
	user, pass     string
	allowCleartext bool
}

func (a *plainAuth) Start(server *smtp.ServerInfo) (string, []byte, error) {
	if !server.TLS && !a.allowCleartext {
		return "", nil, errors.New("mail: refusing to send credentials over an unencrypted connection")
	}
	return "PLAIN", []byte("\x00" + a.user + "\x00" + a.pass), nil
}

func (a *plainAuth) Next(_ []byte, more bool) ([]byte, error) {
	if more {
		return nil, errors.New("mail: unexpected AUTH PLAIN challenge")
	}
	return nil, nil
}

func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func hasFold(list []string, s string) bool {
	for _, v := range list {
		if strings.EqualFold(v, s) {
			return true
		}
	}
	return false
}
