package mail

import (
	"strings"
	"testing"
)

// FuzzSMTPURL: any SMTP_URL is a relay configuration or an error that does not repeat its
// password; none gives plain-text authentication to a remote host.
func FuzzSMTPURL(f *testing.F) {
	for _, s := range []string{
		"smtp://user:pass@relay.example.in:587", "smtps://user:pass@relay.example.in", "smtp://127.0.0.1:25?starttls=off",
		"smtp://u:p@relay.example.in:25?starttls=off", "smtp://relay?insecure=1", "smtp://u:p@[::1]:2525?starttls=off&insecure=1",
		"smtp://%zz", "http://x", "", "smtp://u:p@h?timeout=-1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		s, err := NewSMTP(raw, "Reshimgathi <no-reply@reshimgathi.in>", nil)
		if err != nil {
			if _, rest, ok := strings.Cut(raw, "://"); ok {
				if userinfo, _, ok := strings.Cut(rest, "@"); ok {
					if _, pw, _ := strings.Cut(userinfo, ":"); len(pw) > 5 && strings.Contains(err.Error(), pw) {
						t.Fatalf("the error repeats the password: %v", err)
					}
				}
			}
			return
		}
		if s.user != "" && !s.startTLS && !s.implicitTLS && !isLoopback(s.host) {
			t.Fatalf("%q authenticates in the clear to %s", raw, s.host)
		}
	})
}

// FuzzRecipient: a recipient address never carries a line break into the headers.
func FuzzRecipient(f *testing.F) {
	for _, s := range []string{"asha@example.in", "Asha <asha@example.in>", "a@b\r\nBcc: x@y", "=?utf-8?q?x?= <a@b.in>", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, to string) {
		a, err := parseRecipient(to)
		if err == nil && strings.ContainsAny(a.String(), "\r\n") {
			t.Fatalf("%q gave a header with a line break: %q", to, a.String())
		}
	})
}
