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
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// DefaultSMTPTimeout bounds a whole SMTP transaction when the caller's
// context has no earlier deadline; a hung relay must not pin a request.
const DefaultSMTPTimeout = 30 * time.Second

// SMTP delivers each message over a fresh connection with emersion/go-smtp's
// client. That costs a handshake per mail but avoids pooled connections going
// stale between the rare sends.
type SMTP struct {
	addr        string // host:port
	host        string
	implicitTLS bool // smtps://
	startTLS    bool // smtp:// without ?starttls=off: STARTTLS is required, not merely tried
	user, pass  string
	insecure    bool // loopback only: skip certificate checks
	from        *mail.Address
	log         *slog.Logger
	timeout     time.Duration
	rootCAs     *x509.CertPool // nil = system roots; tests inject their own CA
	now         func() time.Time
}

var _ Sender = (*SMTP)(nil)

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
		s.startTLS = true
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
	if err := s.applyParams(u.Query(), u.Scheme); err != nil {
		return nil, err
	}
	if from == "" {
		return nil, errors.New("mail: a from address is required for SMTP")
	}
	if s.from, err = parseFrom(from); err != nil {
		return nil, err
	}
	return s, nil
}

// applyParams reads the two switches an operator may set, each refused where it would weaken
// a production setup without anyone noticing (docs/operations.md, "Mail").
func (s *SMTP) applyParams(q url.Values, scheme string) error {
	for k, v := range q {
		val := v[len(v)-1]
		switch k {
		case "insecure":
			on, err := parseSwitch(k, val, "1", "0")
			if err != nil {
				return err
			}
			s.insecure = on
		case "starttls":
			// Spelled out on purpose: leaving TLS out must be a visible decision in the URL.
			switch val {
			case "off":
				s.startTLS = false
			case "required":
			default:
				return errors.New("mail: starttls must be required (the default) or off")
			}
			if scheme != "smtp" {
				return errors.New("mail: starttls applies to smtp:// only; smtps:// is TLS from the first byte")
			}
		default:
			return fmt.Errorf("mail: unknown SMTP URL parameter %q", k)
		}
	}
	if s.insecure && !isLoopback(s.host) {
		return errors.New("mail: insecure=1 is only allowed for loopback SMTP hosts")
	}
	if !s.startTLS && !s.implicitTLS && s.user != "" && !isLoopback(s.host) {
		return errors.New("mail: starttls=off with a password would send it in the clear; only allowed for loopback SMTP hosts")
	}
	return nil
}

func parseSwitch(name, v, on, off string) (bool, error) {
	switch v {
	case on, "true":
		return true, nil
	case off, "false", "":
		return false, nil
	}
	return false, fmt.Errorf("mail: %s must be %s or %s", name, on, off)
}

// LogValue keeps the password out of logs if someone logs the sender itself.
func (s *SMTP) LogValue() slog.Value {
	return slog.GroupValue(slog.String("addr", s.addr), slog.Bool("tls", s.implicitTLS || s.startTLS))
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

func (s *SMTP) tlsConfig() *tls.Config {
	return &tls.Config{ServerName: s.host, MinVersion: tls.VersionTLS12, RootCAs: s.rootCAs, InsecureSkipVerify: s.insecure}
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
	// The client sets a deadline per command from its timeouts; the AfterFunc ends the
	// conversation when the caller gives up, whichever command it is in.
	stop := context.AfterFunc(ctx, func() { raw.Close() })
	defer stop()

	conn := raw
	if s.implicitTLS {
		tc := tls.Client(raw, s.tlsConfig())
		if err := tc.HandshakeContext(ctx); err != nil {
			return fmt.Errorf("mail: TLS handshake: %w", err)
		}
		conn = tc
	}
	var c *smtp.Client
	if s.startTLS {
		// Mandatory: a relay (or a man in the middle stripping the capability) that does not
		// offer STARTTLS gets nothing, neither the password nor the one-time codes in the mail.
		if c, err = smtp.NewClientStartTLS(conn, s.tlsConfig()); err != nil {
			return fmt.Errorf("mail: STARTTLS, which smtp:// requires (?starttls=off sends in the clear): %w", err)
		}
	} else {
		c = smtp.NewClient(conn)
	}
	defer c.Close()
	c.CommandTimeout = time.Until(deadline)
	c.SubmissionTimeout = time.Until(deadline)
	if s.user != "" {
		if err := s.authenticate(c); err != nil {
			return err
		}
	}
	if err := c.Mail(s.from.Address, nil); err != nil {
		return fmt.Errorf("mail: MAIL FROM: %w", err)
	}
	if err := c.Rcpt(rcpt, nil); err != nil {
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

// authenticate uses AUTH PLAIN, and only over TLS unless the URL allowed a cleartext loopback
// session: go-smtp's client sends whatever mechanism it is given on whatever connection it has.
func (s *SMTP) authenticate(c *smtp.Client) error {
	if _, tlsOn := c.TLSConnectionState(); !tlsOn && !isLoopback(s.host) {
		return errors.New("mail: refusing to send credentials over an unencrypted connection")
	}
	if !c.SupportsAuth(sasl.Plain) {
		return errors.New("mail: server does not offer AUTH PLAIN")
	}
	if err := c.Auth(sasl.NewPlainClient("", s.user, s.pass)); err != nil {
		return fmt.Errorf("mail: AUTH: %w", err)
	}
	return nil
}

func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
