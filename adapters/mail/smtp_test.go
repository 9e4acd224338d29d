package mail

import (
	"context"
	"errors"
	"net"
	"strings"
	"testing"
	"time"
)

func newTestSMTP(t *testing.T, rawURL string) *SMTP {
	t.Helper()
	s, err := FromConfig(rawURL, "Reshimgathi <no-reply@reshimgathi.in>", "", nil)
	if err != nil {
		t.Fatalf("FromConfig: %v", err)
	}
	return s.(*SMTP)
}

func checkDelivered(t *testing.T, fs *fakeServer, m Message, wantTLS bool) {
	t.Helper()
	msgs := fs.messages()
	if len(msgs) != 1 {
		t.Fatalf("server got %d messages, want 1", len(msgs))
	}
	got := msgs[0]
	if got.authUser != "mailer" || got.authPass != "s3cret:pass" {
		t.Errorf("auth = %q/%q", got.authUser, got.authPass)
	}
	if got.from != "no-reply@reshimgathi.in" || got.to != "sai@example.com" {
		t.Errorf("envelope = %q -> %q", got.from, got.to)
	}
	if got.tls != wantTLS {
		t.Errorf("tls = %v, want %v", got.tls, wantTLS)
	}
	h, parts := parseEML(t, got.data)
	if h.Get("Subject") != m.Subject {
		t.Errorf("Subject = %q, want %q", h.Get("Subject"), m.Subject)
	}
	if to, _ := h.AddressList("To"); len(to) != 1 || to[0].Address != "sai@example.com" {
		t.Errorf("To header = %v", to)
	}
	if !strings.Contains(parts["text/plain"], "482913") || !strings.Contains(parts["text/html"], "482913") {
		t.Errorf("OTP missing from delivered parts")
	}
}

func resetMail() Message {
	m := PasswordResetOTP("en", "Sai Deshmukh", "482913", 10)
	m.To = "Sai Deshmukh <sai@example.com>"
	return m
}

func TestSMTPPlainAuthOnLoopback(t *testing.T) {
	fs := startServer(t, nil, false, true)
	s := newTestSMTP(t, "smtp://mailer:s3cret%3Apass@"+fs.addr+"?starttls=off")
	if err := s.Send(context.Background(), resetMail()); err != nil {
		t.Fatal(err)
	}
	checkDelivered(t, fs, resetMail(), false)
}

func TestSMTPStartTLSVerified(t *testing.T) {
	conf, pool := selfSigned(t)
	fs := startServer(t, conf, false, false)
	s := newTestSMTP(t, "smtp://mailer:s3cret%3Apass@"+fs.addr)
	s.rootCAs = pool
	if err := s.Send(context.Background(), resetMail()); err != nil {
		t.Fatal(err)
	}
	checkDelivered(t, fs, resetMail(), true)
}

func TestSMTPStartTLSUntrustedCertFails(t *testing.T) {
	conf, _ := selfSigned(t)
	fs := startServer(t, conf, false, false)
	s := newTestSMTP(t, "smtp://mailer:s3cret%3Apass@"+fs.addr)
	if err := s.Send(context.Background(), resetMail()); err == nil {
		t.Fatal("send over untrusted certificate succeeded")
	}
	if n := len(fs.messages()); n != 0 {
		t.Fatalf("server got %d messages", n)
	}
}

func TestSMTPImplicitTLS(t *testing.T) {
	conf, pool := selfSigned(t)
	fs := startServer(t, conf, true, false)
	s := newTestSMTP(t, "smtps://mailer:s3cret%3Apass@"+fs.addr)
	s.rootCAs = pool
	if err := s.Send(context.Background(), resetMail()); err != nil {
		t.Fatal(err)
	}
	checkDelivered(t, fs, resetMail(), true)
}

// TestSMTPRefusesServerWithoutStartTLS: smtp:// requires STARTTLS, so a relay that does not
// offer it (or a man in the middle who strips the capability) gets neither the password nor
// the mail, with or without credentials.
func TestSMTPRefusesServerWithoutStartTLS(t *testing.T) {
	fs := startServer(t, nil, false, true)
	for _, u := range []string{"smtp://mailer:s3cret%3Apass@" + fs.addr, "smtp://" + fs.addr, "smtp://" + fs.addr + "?starttls=required"} {
		s := newTestSMTP(t, u)
		err := s.Send(context.Background(), resetMail())
		if err == nil || !strings.Contains(err.Error(), "STARTTLS") {
			t.Fatalf("%s: err = %v, want a refusal for the missing STARTTLS", u, err)
		}
	}
	if n := len(fs.messages()); n != 0 {
		t.Fatalf("server got %d messages", n)
	}
}

// TestSMTPStartTLSOffIsExplicit: the URL may turn STARTTLS off, and then the mail goes in the
// clear even to a server that offers it.
func TestSMTPStartTLSOffIsExplicit(t *testing.T) {
	conf, _ := selfSigned(t)
	fs := startServer(t, conf, false, true)
	s := newTestSMTP(t, "smtp://"+fs.addr+"?starttls=off")
	if err := s.Send(context.Background(), resetMail()); err != nil {
		t.Fatal(err)
	}
	if msgs := fs.messages(); len(msgs) != 1 || msgs[0].tls {
		t.Fatalf("messages = %d, want one sent in the clear", len(msgs))
	}
}

func TestSMTPRejectionRedactsRecipient(t *testing.T) {
	fs := startServer(t, nil, false, true)
	s := newTestSMTP(t, "smtp://mailer:s3cret%3Apass@"+fs.addr+"?starttls=off")
	m := resetMail()
	m.To = "reject.me@example.com"
	err := s.Send(context.Background(), m)
	if err == nil {
		t.Fatal("rejected recipient reported success")
	}
	if strings.Contains(err.Error(), "reject.me") || !strings.Contains(err.Error(), "550") {
		t.Errorf("err = %q, want 550 with the address redacted", err)
	}
}

func TestSMTPHonoursContext(t *testing.T) {
	// A listener that accepts but never greets simulates a hung relay.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			defer c.Close()
		}
	}()
	s := newTestSMTP(t, "smtp://"+l.Addr().String())
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	err = s.Send(ctx, resetMail())
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err = %v, want deadline exceeded", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Errorf("Send took %v despite a 200ms deadline", time.Since(start))
	}

	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	if err := s.Send(ctx, resetMail()); !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context canceled", err)
	}
}

func TestSMTPConfigValidation(t *testing.T) {
	from := "no-reply@reshimgathi.in"
	for _, tc := range []struct{ url, from string }{
		{"smtp://user:pw@mail.example.com:587?insecure=1", from}, // insecure off-loopback
		{"http://mail.example.com", from},
		{"smtp://", from},
		{"smtp://mail.example.com?tls=off", from},
		{"smtp://user:pw@mail.example.com?starttls=off", from}, // a password in the clear
		{"smtps://mail.example.com?starttls=off", from},
		{"smtp://mail.example.com?starttls=maybe", from},
		{"smtp://mail.example.com?insecure=yes", from},
		{"smtp://mail.example.com", ""},
		{"smtp://mail.example.com", "bad\r\nBcc: x@example.com"},
	} {
		if _, err := FromConfig(tc.url, tc.from, "", nil); err == nil {
			t.Errorf("FromConfig(%q, %q) succeeded", tc.url, tc.from)
		}
	}
	// url.Parse errors quote the input; ours must not echo the password.
	_, err := FromConfig("smtp://user:hunter2@exa mple.com:bad", from, "", nil)
	if err == nil || strings.Contains(err.Error(), "hunter2") {
		t.Errorf("err = %v", err)
	}
	s := newTestSMTP(t, "smtps://user:hunter2@mail.example.com")
	if s.addr != "mail.example.com:465" || !s.implicitTLS {
		t.Errorf("smtps defaults: addr=%q tls=%v", s.addr, s.implicitTLS)
	}
	if s := newTestSMTP(t, "smtp://localhost?insecure=1"); s.addr != "localhost:587" || !s.insecure || !s.startTLS {
		t.Errorf("smtp defaults: addr=%q insecure=%v starttls=%v", s.addr, s.insecure, s.startTLS)
	}
	if s := newTestSMTP(t, "smtp://relay.internal:25?starttls=off"); s.startTLS || s.addr != "relay.internal:25" {
		t.Errorf("starttls=off: startTLS=%v addr=%q", s.startTLS, s.addr)
	}
}
