package pgcluster

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

const (
	readyTimeout = 60 * time.Second
	logRotateAt  = 16 << 20
)

var errPortTaken = errors.New("port already in use")

// server is a postgres process started by us, as our direct child.
type server struct {
	proc   *os.Process
	exited chan struct{}
	err    error // exit status; valid once exited is closed
}

// launch runs postgres itself rather than `pg_ctl start`: as our child it can get a
// parent-death signal, and its early exit is noticed at once instead of after a timeout.
func (c *Cluster) launch(ctx context.Context) error {
	port := c.opts.Port
	if port == 0 {
		var err error
		if port, err = freePort(); err != nil {
			return fmt.Errorf("pgcluster: find a free port: %w", err)
		}
	}
	c.port = port
	logPath := c.path("postgres.log")
	if fi, err := os.Stat(logPath); err == nil && fi.Size() > logRotateAt {
		os.Rename(logPath, logPath+".1")
	}
	logf, err := os.OpenFile(logPath, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return fmt.Errorf("pgcluster: open server log: %w", err)
	}
	defer logf.Close() // the child has its own descriptor
	if err := c.own(logPath, false); err != nil {
		return err
	}
	logStart, _ := logf.Seek(0, io.SeekEnd)

	data := c.path("data")
	args := []string{"-D", data, "-p", strconv.Itoa(port), "-c", "listen_addresses=127.0.0.1"}
	// TCP for replicas, backups and tools; a Unix socket for this machine's clients (URL): in
	// the directory Settings names, else in the cluster's own mode-700 area.
	if dirs, ok := c.opts.Settings["unix_socket_directories"]; ok {
		first, _, _ := strings.Cut(dirs, ",")
		c.socketDir = socketDirFor(strings.TrimSpace(first), port)
	} else {
		c.socketDir = socketDirFor(c.area, port)
		args = append(args, "-c", "unix_socket_directories="+c.socketDir, "-c", "unix_socket_permissions=0700")
	}
	if c.opts.Ephemeral {
		args = append(args, "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off")
	}
	for _, name := range slices.Sorted(maps.Keys(c.opts.Settings)) {
		args = append(args, "-c", name+"="+c.opts.Settings[name])
	}
	cmd := exec.Command(filepath.Join(c.bin, "postgres"), args...)
	cmd.Dir = data
	cmd.Env = childEnv()
	cmd.Stdout, cmd.Stderr = logf, logf
	// Own process group: a Ctrl-C in the terminal reaches us, and we stop the server when
	// the application is done with it, not while it is still draining requests.
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: c.as.credential(), Setpgid: true}
	setParentDeathSignal(cmd.SysProcAttr, syscall.SIGINT)

	srv := &server{exited: make(chan struct{})}
	started := make(chan error, 1)
	go srv.run(cmd, started)
	if err := <-started; err != nil {
		return fmt.Errorf("pgcluster: start %s: %w", cmd.Path, err)
	}
	if err := c.waitReady(ctx, srv); err != nil {
		srv.kill()
		tail := readFrom(logPath, logStart)
		if strings.Contains(tail, "could not bind") {
			err = fmt.Errorf("%w: %w", errPortTaken, err)
		}
		return fmt.Errorf("pgcluster: postgres in %s did not become ready: %w; server log %s ends with:\n%s", c.area, err, logPath, tail)
	}
	c.srv = srv
	return nil
}

func (s *server) run(cmd *exec.Cmd, started chan<- error) {
	// The parent-death signal fires when the *thread* that forked the child exits
	// (go.dev/issue/27505), so pin this goroutine to its thread for the server's lifetime.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if err := cmd.Start(); err != nil {
		started <- err
		return
	}
	s.proc = cmd.Process
	started <- nil
	s.err = cmd.Wait()
	close(s.exited)
}

// waitReady polls with real connections: they prove what callers need (the socket or TCP
// that URL names, auth, a database) and are cheap against a local server.
func (c *Cluster) waitReady(ctx context.Context, srv *server) error {
	ctx, cancel := context.WithTimeout(ctx, readyTimeout)
	defer cancel()
	url := c.URL("postgres")
	for {
		err := ping(ctx, url)
		if err == nil {
			return nil
		}
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code != "57P03" { // 57P03: still starting up
			return err // e.g. a password that does not match the cluster: waiting will not help
		}
		select {
		case <-srv.exited:
			return fmt.Errorf("postgres exited (%v)", srv.err)
		case <-ctx.Done():
			return fmt.Errorf("%w (last attempt: %v)", ctx.Err(), err)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

func ping(ctx context.Context, url string) error {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	return conn.Ping(ctx)
}

// stop requests a fast shutdown; if ctx ends first it falls back to an immediate one.
func (s *server) stop(ctx context.Context) error {
	if s == nil {
		return nil
	}
	s.proc.Signal(syscall.SIGINT)
	select {
	case <-s.exited:
		return nil
	case <-ctx.Done():
	}
	s.kill()
	return fmt.Errorf("pgcluster: fast shutdown did not finish (%w); did an immediate shutdown", ctx.Err())
}

// kill does an immediate shutdown (SIGQUIT), then SIGKILL if even that hangs.
func (s *server) kill() {
	s.proc.Signal(syscall.SIGQUIT)
	select {
	case <-s.exited:
	case <-time.After(5 * time.Second):
		s.proc.Kill()
		<-s.exited
	}
}

// clearStale deals with a postmaster.pid left behind by an earlier run, whose launcher
// is gone (we hold the area lock). postgres itself only copes with a dead pid; a pid that
// was reused by an unrelated process makes it refuse to start.
func (c *Cluster) clearStale(ctx context.Context) error {
	data := c.path("data")
	pidFile := filepath.Join(data, "postmaster.pid")
	b, err := os.ReadFile(pidFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("pgcluster: %w", err)
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(strings.SplitN(string(b), "\n", 2)[0]))
	procs, known := postgresProcsIn(data)
	if !known {
		return nil // cannot tell what runs where; leave it to postgres's own checks
	}
	if slices.Contains(procs, pid) {
		c.log.Warn("stopping postgres left running by an earlier run", "pid", pid, "dir", c.area)
		out, err := c.command(ctx, "pg_ctl", "stop", "-D", data, "-m", "fast", "-w", "-t", "60").CombinedOutput()
		if err != nil {
			return fmt.Errorf("pgcluster: stop postgres (pid %d) left running on %s: %w\n%s", pid, data, err, lastLines(string(out), 10))
		}
		return nil
	}
	// The postmaster is gone. Removing the pid file also removes postgres's check for
	// orphaned backends still using the data directory, so make sure there are none:
	// they exit by themselves moments after the postmaster dies.
	for i := 0; len(procs) > 0; i++ {
		if i == 50 {
			for _, p := range procs {
				syscall.Kill(p, syscall.SIGKILL)
			}
		}
		if i == 100 {
			return fmt.Errorf("pgcluster: postgres processes %v still use %s; stop them", procs, data)
		}
		time.Sleep(50 * time.Millisecond)
		procs, _ = postgresProcsIn(data)
	}
	c.log.Warn("removing stale postmaster.pid", "pid", pid, "dir", c.area)
	if err := os.Remove(pidFile); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("pgcluster: remove stale %s: %w", pidFile, err)
	}
	return nil
}

// socketPathMax is the longest Unix socket path Linux takes (sun_path is 108 bytes with its
// terminating zero).
const socketPathMax = 107

// socketDirFor is dir when the socket's path in it (dir/.s.PGSQL.<port>) fits socketPathMax,
// else "" (TCP only, as for a cluster in a deep temporary directory).
func socketDirFor(dir string, port int) string {
	if dir == "" || len(filepath.Join(dir, ".s.PGSQL."+strconv.Itoa(port))) > socketPathMax {
		return ""
	}
	return dir
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// readFrom returns the last lines written to path from offset on (this attempt's log).
func readFrom(path string, offset int64) string {
	f, err := os.Open(path)
	if err != nil {
		return "(no server log: " + err.Error() + ")"
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Size()-offset > 16<<10 {
		offset = fi.Size() - 16<<10
	}
	b, _ := io.ReadAll(io.NewSectionReader(f, offset, 16<<10))
	if len(b) == 0 {
		return "(empty)"
	}
	return lastLines(string(b), 30)
}
