package mail

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"sync"
	"testing"
)

// syncBuffer lets the SMTP server goroutines and the test share one buffer.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

const (
	plantedAddr = "planted.victim+secret@example.org"
	plantedOTP  = "917364"
	plantedPass = "s3cret:pass"
)

func plantedMessage() Message {
	m := PasswordResetOTP("en", "Planted Person", plantedOTP, 10)
	m.To = "Planted Person <" + plantedAddr + ">"
	m.Text += "\nReply to " + plantedAddr + " with code " + plantedOTP + "\n"
	return m
}

func assertClean(t *testing.T, logs string, wantMsg string) {
	t.Helper()
	for _, secret := range []string{plantedAddr, "planted.victim", plantedOTP, plantedPass, "Planted Person", "Do not share"} {
		if strings.Contains(logs, secret) {
			t.Errorf("log output contains %q:\n%s", secret, logs)
		}
	}
	lines := strings.Split(strings.TrimSpace(logs), "\n")
	if len(lines) != 1 {
		t.Fatalf("want exactly one log line, got %d:\n%s", len(lines), logs)
	}
	var rec map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &rec); err != nil {
		t.Fatal(err)
	}
	if rec["msg"] != wantMsg || rec["subject"] != plantedMessage().Subject {
		t.Errorf("log record = %v", rec)
	}
}

func TestOutboxLogsNoSecrets(t *testing.T) {
	var buf syncBuffer
	log := slog.New(slog.NewJSONHandler(&buf, nil))
	ob, err := NewOutbox(t.TempDir(), "", log)
	if err != nil {
		t.Fatal(err)
	}
	if err := ob.Send(context.Background(), plantedMessage()); err != nil {
		t.Fatal(err)
	}
	assertClean(t, buf.String(), "mail written to outbox")
	if !strings.Contains(buf.String(), `"file":"`) {
		t.Errorf("outbox log lacks the file name: %s", buf.String())
	}
}

func TestSMTPLogsNoSecrets(t *testing.T) {
	var buf syncBuffer
	log := slog.New(slog.NewJSONHandler(&buf, nil))
	fs := startServer(t, nil, false, true)
	s, err := FromConfig("smtp://mailer:s3cret%3Apass@"+fs.addr+"?starttls=off", "no-reply@reshimgathi.in", "", log)
	if err != nil {
		t.Fatal(err)
	}
	log.Info("configured mailer", "sender", s) // LogValue must hide the password
	if err := s.Send(context.Background(), plantedMessage()); err != nil {
		t.Fatal(err)
	}
	if len(fs.messages()) != 1 {
		t.Fatal("message not delivered")
	}
	logs := buf.String()
	first, rest, _ := strings.Cut(logs, "\n")
	if strings.Contains(first, plantedPass) || strings.Contains(first, "mailer:") {
		t.Errorf("sender log leaks credentials: %s", first)
	}
	assertClean(t, rest, "mail sent")
}
