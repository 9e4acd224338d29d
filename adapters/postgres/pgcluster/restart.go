package pgcluster

import (
	"context"
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"
)

// Outages on purpose, for fault-injection runs (cmd/chaos, docs/operations.md "make chaos"):
// the server can be killed or stopped and started again in the same area, on the same port,
// with the same password, while the Cluster value (and every URL taken from it) stays valid.

// Kill ends the postmaster with SIGKILL, the way a crashed machine or the OOM killer does: no
// shutdown checkpoint, clients cut mid-transaction. Its backends notice and exit by themselves;
// Restart waits for them (clearStale) and PostgreSQL replays its WAL (crash recovery).
func (c *Cluster) Kill() error {
	if c.srv == nil {
		return errors.New("pgcluster: not running")
	}
	if err := c.srv.proc.Signal(syscall.SIGKILL); err != nil && !errors.Is(err, os.ErrProcessDone) {
		return fmt.Errorf("pgcluster: kill: %w", err)
	}
	<-c.srv.exited
	return nil
}

// Halt stops the server the way Stop does (fast shutdown) but keeps the cluster for Restart.
func (c *Cluster) Halt(ctx context.Context) error {
	if c.srv == nil {
		return errors.New("pgcluster: not running")
	}
	return c.srv.stop(ctx)
}

// Running reports whether the server process is alive.
func (c *Cluster) Running() bool {
	if c.srv == nil {
		return false
	}
	select {
	case <-c.srv.exited:
		return false
	default:
		return true
	}
}

// Restart starts the server again after Kill or Halt (or a crash), on the port it had, and
// waits until it accepts connections.
func (c *Cluster) Restart(ctx context.Context) error {
	if c.Running() {
		return errors.New("pgcluster: still running")
	}
	began := time.Now()
	c.opts.Port = c.port // the URLs already handed out name it
	if err := c.start(ctx); err != nil {
		return err
	}
	c.log.Info("postgres restarted", "addr", c.addr(), "took", time.Since(began).Round(time.Millisecond))
	return nil
}
