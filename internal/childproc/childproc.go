// Package childproc runs the helper servers of the test and cluster harnesses (an S3 gateway,
// nginx, server instances) as child processes that cannot outlive the program that started
// them: each gets a parent-death signal on Linux, its own process group (so a terminal's
// Ctrl-C reaches the harness, which stops them in order), and a log file.
package childproc

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Proc is a running child.
type Proc struct {
	Name    string
	LogPath string
	cmd     *exec.Cmd
	exited  chan struct{}
	err     error
	stopped sync.Once
}

// Start runs cmd with its output appended to logPath. cmd.SysProcAttr is replaced.
func Start(name string, cmd *exec.Cmd, logPath string) (*Proc, error) {
	logf, err := os.OpenFile(logPath, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return nil, fmt.Errorf("%s: open log: %w", name, err)
	}
	defer logf.Close() // the child holds its own descriptor
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	setParentDeathSignal(cmd.SysProcAttr)
	p := &Proc{Name: name, LogPath: logPath, cmd: cmd, exited: make(chan struct{})}
	started := make(chan error, 1)
	go func() {
		// The parent-death signal fires when the *thread* that forked the child exits
		// (go.dev/issue/27505), so this goroutine keeps its thread while the child lives.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		if err := cmd.Start(); err != nil {
			started <- err
			return
		}
		started <- nil
		p.err = cmd.Wait()
		close(p.exited)
	}()
	if err := <-started; err != nil {
		return nil, fmt.Errorf("%s: start %s: %w", name, cmd.Path, err)
	}
	return p, nil
}

// Pid is the child's process id.
func (p *Proc) Pid() int { return p.cmd.Process.Pid }

// Exited is closed when the child has exited.
func (p *Proc) Exited() <-chan struct{} { return p.exited }

// Signal sends sig to the child.
func (p *Proc) Signal(sig os.Signal) error { return p.cmd.Process.Signal(sig) }

// Stop sends sig (SIGTERM when nil) and waits up to grace, then kills the child.
func (p *Proc) Stop(sig os.Signal, grace time.Duration) error {
	p.stopped.Do(func() {
		if sig == nil {
			sig = syscall.SIGTERM
		}
		_ = p.cmd.Process.Signal(sig)
		select {
		case <-p.exited:
		case <-time.After(grace):
			_ = p.cmd.Process.Kill()
			<-p.exited
		}
	})
	return p.err
}

// Wait waits for the child to exit by itself and returns its exit error.
func (p *Proc) Wait() error {
	<-p.exited
	return p.err
}

// LogTail is the end of the child's log, for error messages.
func (p *Proc) LogTail() string { return Tail(p.LogPath, 30) }

// WaitTCP waits until addr accepts connections, the child exits, or ctx ends.
func (p *Proc) WaitTCP(ctx context.Context, addr string) error {
	for {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err == nil {
			c.Close()
			return nil
		}
		select {
		case <-p.exited:
			return fmt.Errorf("%s exited (%v) before listening on %s; its log ends with:\n%s", p.Name, p.err, addr, p.LogTail())
		case <-ctx.Done():
			return fmt.Errorf("%s: not listening on %s: %w; its log ends with:\n%s", p.Name, addr, ctx.Err(), p.LogTail())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// FreeAddr returns a loopback address with a port free at the time of the call.
func FreeAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

// Tail returns the last n lines of the file at path (at most 64 KiB of it).
func Tail(path string, n int) string {
	f, err := os.Open(path)
	if err != nil {
		return "(no log: " + err.Error() + ")"
	}
	defer f.Close()
	var off int64
	if fi, err := f.Stat(); err == nil && fi.Size() > 64<<10 {
		off = fi.Size() - 64<<10
	}
	b, err := io.ReadAll(io.NewSectionReader(f, off, 64<<10))
	if err != nil && !errors.Is(err, io.EOF) {
		return "(log unreadable: " + err.Error() + ")"
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
