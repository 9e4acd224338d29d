package mail

import (
	"context"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// parseEML parses raw message bytes and returns the header plus each body
// part, decoded, keyed by media type.
func parseEML(t *testing.T, raw []byte) (mail.Header, map[string]string) {
	t.Helper()
	msg, err := mail.ReadMessage(strings.NewReader(string(raw)))
	if err != nil {
		t.Fatalf("parse message: %v", err)
	}
	parts := map[string]string{}
	mt, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		t.Fatalf("content-type: %v", err)
	}
	if !strings.HasPrefix(mt, "multipart/") {
		parts[mt] = decodeQP(t, msg.Header.Get("Content-Transfer-Encoding"), msg.Body)
		return msg.Header, parts
	}
	if mt != "multipart/alternative" {
		t.Fatalf("content type = %q", mt)
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		p, err := mr.NextRawPart() // raw: we want to check the CTE ourselves
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("next part: %v", err)
		}
		pmt, pparams, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		if pparams["charset"] != "utf-8" {
			t.Errorf("part %s charset = %q", pmt, pparams["charset"])
		}
		parts[pmt] = decodeQP(t, p.Header.Get("Content-Transfer-Encoding"), p)
	}
	return msg.Header, parts
}

func decodeQP(t *testing.T, cte string, r io.Reader) string {
	t.Helper()
	if cte != "quoted-printable" {
		t.Fatalf("Content-Transfer-Encoding = %q", cte)
	}
	b, err := io.ReadAll(quotedprintable.NewReader(r))
	if err != nil {
		t.Fatalf("decode qp: %v", err)
	}
	return string(b)
}

func onlyEML(t *testing.T, dir string) (string, []byte) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		t.Fatalf("outbox has %d entries, want 1", len(entries))
	}
	name := entries[0].Name()
	raw, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return name, raw
}

func TestOutboxWritesParseableMultipartEML(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "outbox")
	ob, err := NewOutbox(dir, "Reshimgathi <no-reply@reshimgathi.in>", nil)
	if err != nil {
		t.Fatal(err)
	}
	m := PasswordResetOTP("mr", "सई देशमुख", "482913", 10)
	m.To = "सई देशमुख <sai@example.com>"
	if err := ob.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}

	name, raw := onlyEML(t, dir)
	if !regexp.MustCompile(`^\d{8}T\d{6}\.\d{9}Z-[0-9a-f]{8}\.eml$`).MatchString(name) {
		t.Errorf("file name %q does not look like <timestamp>-<random>.eml", name)
	}
	for _, line := range strings.SplitAfter(string(raw), "\n") {
		if line != "" && !strings.HasSuffix(line, "\r\n") {
			t.Fatalf("line without CRLF: %q", line)
		}
		if len(line) > 998 {
			t.Fatalf("line longer than 998 octets")
		}
	}
	if fi, _ := os.Stat(dir); fi.Mode().Perm() != 0o700 {
		t.Errorf("dir mode = %v, want 0700", fi.Mode().Perm())
	}
	if fi, _ := os.Stat(filepath.Join(dir, name)); fi.Mode().Perm() != 0o600 {
		t.Errorf("file mode = %v, want 0600", fi.Mode().Perm())
	}

	h, parts := parseEML(t, raw)
	var dec mime.WordDecoder
	subj, err := dec.DecodeHeader(h.Get("Subject"))
	if err != nil || subj != m.Subject {
		t.Errorf("subject = %q, %v; want %q", subj, err, m.Subject)
	}
	if strings.Contains(h.Get("Subject"), "रेशीम") {
		t.Errorf("subject header is not RFC 2047 encoded: %q", h.Get("Subject"))
	}
	to, err := h.AddressList("To")
	if err != nil || len(to) != 1 || to[0].Address != "sai@example.com" || to[0].Name != "सई देशमुख" {
		t.Errorf("To = %v, %v", to, err)
	}
	from, err := h.AddressList("From")
	if err != nil || from[0].Address != "no-reply@reshimgathi.in" {
		t.Errorf("From = %v, %v", from, err)
	}
	if _, err := h.Date(); err != nil {
		t.Errorf("Date: %v", err)
	}
	if !regexp.MustCompile(`^<[^<>@\s]+@reshimgathi\.in>$`).MatchString(h.Get("Message-ID")) {
		t.Errorf("Message-ID = %q", h.Get("Message-ID"))
	}
	if h.Get("MIME-Version") != "1.0" {
		t.Errorf("MIME-Version = %q", h.Get("MIME-Version"))
	}
	if parts["text/plain"] != strings.ReplaceAll(m.Text, "\n", "\r\n") {
		t.Errorf("text part = %q, want %q", parts["text/plain"], m.Text)
	}
	if !strings.Contains(parts["text/html"], "482913") || !strings.Contains(parts["text/html"], "कालबाह्य") {
		t.Errorf("html part lacks OTP or Marathi text: %q", parts["text/html"])
	}
}

func TestOutboxPlainTextOnlyAndDefaultFrom(t *testing.T) {
	dir := t.TempDir()
	s, err := FromConfig("", "", dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.(*Outbox); !ok {
		t.Fatalf("FromConfig without SMTP URL returned %T", s)
	}
	m := Message{To: "a@example.com", Subject: "Plain", Text: "line one\nline two"}
	if err := s.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	_, raw := onlyEML(t, dir)
	h, parts := parseEML(t, raw)
	if got := parts["text/plain"]; got != "line one\r\nline two\r\n" {
		t.Errorf("body = %q", got)
	}
	if h.Get("Subject") != "Plain" || !strings.Contains(h.Get("From"), "no-reply@localhost") {
		t.Errorf("headers: %v", h)
	}
}

func TestHeaderInjectionRejected(t *testing.T) {
	dir := t.TempDir()
	ob, err := NewOutbox(dir, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	bad := []Message{
		{To: "a@example.com\r\nBcc: victim@example.com", Subject: "x", Text: "x"},
		{To: "a@example.com\nBcc: victim@example.com", Subject: "x", Text: "x"},
		{To: "a@example.com", Subject: "hi\r\nBcc: victim@example.com", Text: "x"},
		{To: "a@example.com", Subject: "hi\rX-Evil: 1", Text: "x"},
	}
	for _, m := range bad {
		if err := ob.Send(context.Background(), m); !errors.Is(err, ErrHeaderInjection) {
			t.Errorf("Send(%q, %q) = %v, want ErrHeaderInjection", m.To, m.Subject, err)
		}
	}
	for _, m := range []Message{{To: "", Subject: "x"}, {To: "not an address", Subject: "x"}} {
		if err := ob.Send(context.Background(), m); err == nil {
			t.Errorf("Send(To=%q) succeeded", m.To)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("rejected messages left %d files", len(entries))
	}
	if _, err := NewOutbox(dir, "x@example.com\r\nBcc: y@example.com", nil); err == nil {
		t.Error("from with CRLF accepted")
	}
}

func TestFromConfigNeedsDestination(t *testing.T) {
	if _, err := FromConfig("", "", "", nil); err == nil {
		t.Error("FromConfig with nothing configured succeeded")
	}
}
