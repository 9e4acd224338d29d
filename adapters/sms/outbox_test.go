package sms

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestOutboxWritesPrivateFilesAndLogsNoSecrets(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "sms")
	var logs bytes.Buffer
	s, err := FromConfig("", dir, slog.New(slog.NewJSONHandler(&logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	if err := (Texter{Sender: s}).PhoneCode(context.Background(), "9876543210", "en", "482913"); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) != 1 {
		t.Fatalf("%d files", len(files))
	}
	b, _ := os.ReadFile(files[0])
	if !strings.Contains(string(b), "To: +919876543210") || !strings.Contains(string(b), "482913 is your Reshimgathi phone verification code") {
		t.Fatalf("%s", b)
	}
	for _, p := range []string{dir, files[0]} {
		st, _ := os.Stat(p)
		if st.Mode().Perm()&0o077 != 0 {
			t.Errorf("%s is readable by others: %v", p, st.Mode())
		}
	}
	if strings.Contains(logs.String(), "9876543210") || strings.Contains(logs.String(), "482913") {
		t.Fatalf("the log holds the number or the code: %s", logs.String())
	}
}
