package mail

import (
	"context"
	"fmt"
	"log/slog"
	"net/mail"
	"os"
	"path/filepath"
	"time"
)

// DefaultFrom is used by the outbox when no sender address is configured, so
// local development works with an empty config.
const DefaultFrom = "Reshimgathi <no-reply@localhost>"

// Outbox writes each message as an .eml file instead of sending it. It is the
// development and test sender: open the file in any mail client to preview.
type Outbox struct {
	dir  string
	from *mail.Address
	log  *slog.Logger
	now  func() time.Time
}

var _ Sender = (*Outbox)(nil)

// NewOutbox creates dir (0700: the files contain live reset codes) if needed.
func NewOutbox(dir, from string, log *slog.Logger) (*Outbox, error) {
	if from == "" {
		from = DefaultFrom
	}
	addr, err := parseFrom(from)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("mail: create outbox: %w", err)
	}
	return &Outbox{dir: dir, from: addr, log: orDiscard(log), now: time.Now}, nil
}

// Dir returns the outbox directory.
func (o *Outbox) Dir() string { return o.dir }

// Send writes the message atomically (temp file + rename) so a watcher never
// sees a half-written .eml.
func (o *Outbox) Send(ctx context.Context, m Message) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	now := o.now()
	msg, _, err := compose(o.from, m, now)
	if err != nil {
		return err
	}
	name := now.UTC().Format("20060102T150405.000000000Z") + "-" + randomHex(4) + ".eml"

	tmp, err := os.CreateTemp(o.dir, ".tmp-*.eml") // CreateTemp uses 0600
	if err != nil {
		return fmt.Errorf("mail: outbox: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	if _, err := tmp.Write(msg); err != nil {
		tmp.Close()
		return fmt.Errorf("mail: outbox: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("mail: outbox: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("mail: outbox: %w", err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(o.dir, name)); err != nil {
		return fmt.Errorf("mail: outbox: %w", err)
	}
	o.log.Info("mail written to outbox", "subject", m.Subject, "file", name)
	return nil
}
