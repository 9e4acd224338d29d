package sms

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"
)

// Outbox writes each text as a .txt file instead of sending it: the embedded default's "SMS
// provider", so a developer reads the code at once (DATA_DIR/sms/). The folder is 0700 and the
// files 0600: they hold live codes.
type Outbox struct {
	dir string
	log *slog.Logger
	now func() time.Time
}

var _ Sender = (*Outbox)(nil)

// NewOutbox creates dir if needed.
func NewOutbox(dir string, log *slog.Logger) (*Outbox, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("sms: create outbox: %w", err)
	}
	return &Outbox{dir: dir, log: orDiscard(log), now: time.Now}, nil
}

// Dir is the outbox directory.
func (o *Outbox) Dir() string { return o.dir }

// Send writes the text atomically (a temporary file renamed), so a watcher never reads half.
func (o *Outbox) Send(ctx context.Context, to, body string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	now := o.now().UTC()
	var b [4]byte
	_, _ = rand.Read(b[:])
	name := now.Format("20060102T150405.000000000Z") + "-" + hex.EncodeToString(b[:]) + ".txt"
	content := fmt.Sprintf("To: %s\nDate: %s\n\n%s\n", e164(to), now.Format(time.RFC1123Z), body)
	tmp, err := os.CreateTemp(o.dir, ".tmp-*.txt")
	if err != nil {
		return fmt.Errorf("sms: outbox: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	if _, err := tmp.WriteString(content); err != nil {
		tmp.Close()
		return fmt.Errorf("sms: outbox: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("sms: outbox: %w", err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(o.dir, name)); err != nil {
		return fmt.Errorf("sms: outbox: %w", err)
	}
	o.log.Info("sms written to outbox", slog.String("file", name))
	return nil
}
