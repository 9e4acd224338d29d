package pgcluster

import (
	"context"
	"errors"
	"log/slog"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// start starts a cluster or skips the test when PostgreSQL is not installed (fails in CI).
func start(t *testing.T, o Options) *Cluster {
	t.Helper()
	o.Logger = slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug}))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	began := time.Now()
	c, err := Start(ctx, o)
	if errors.Is(err, ErrNoBinaries) && os.Getenv("CI") == "" {
		t.Skipf("SKIPPING: %v", err)
	}
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	t.Logf("Start took %v", time.Since(began).Round(time.Millisecond))
	t.Cleanup(func() {
		c.Stop(context.Background())
		os.RemoveAll(c.Dir()) // a shadow directory (root) is outside t.TempDir
	})
	return c
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

func exec1(t *testing.T, dbURL, sql string, args ...any) (out string) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	defer conn.Close(ctx)
	if strings.HasPrefix(sql, "SELECT") {
		err = conn.QueryRow(ctx, sql, args...).Scan(&out)
	} else {
		_, err = conn.Exec(ctx, sql, args...)
	}
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return out
}

func TestRestartKeepsData(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := start(t, Options{Dir: dir})
	ctx := context.Background()
	for range 2 { // the second call must see the database and do nothing
		if err := c.EnsureDatabase(ctx, "app-db"); err != nil {
			t.Fatal(err)
		}
	}
	exec1(t, c.URL("app-db"), "CREATE TABLE t (v text)")
	exec1(t, c.URL("app-db"), "INSERT INTO t VALUES ('kept')")

	if fi, err := os.Stat(filepath.Join(c.Dir(), "password")); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("password file: %v, mode %v", err, fi.Mode())
	}
	u, _ := url.Parse(c.URL("postgres"))
	u.User = url.UserPassword(Superuser, "wrong")
	if conn, err := pgx.Connect(ctx, u.String()); err == nil {
		conn.Close(ctx)
		t.Error("connected with a wrong password")
	}
	if _, err := Start(ctx, Options{Dir: dir}); err == nil || !strings.Contains(err.Error(), "in use") {
		t.Errorf("second launcher on a running cluster: got %v, want an 'in use' error", err)
	}
	if err := c.Stop(ctx); err != nil {
		t.Fatal(err)
	}

	c2 := start(t, Options{Dir: dir})
	if c2.Dir() != c.Dir() {
		t.Errorf("cluster moved from %s to %s", c.Dir(), c2.Dir())
	}
	if got := exec1(t, c2.URL("app-db"), "SELECT v FROM t"); got != "kept" {
		t.Errorf("got %q after restart", got)
	}
}

// TestRecoversFromEarlierRun covers the leftovers of runs that did not stop cleanly.
func TestRecoversFromEarlierRun(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := start(t, Options{Dir: dir, Ephemeral: true})
	exec1(t, c.URL("postgres"), "CREATE TABLE marker (v text)")
	check := func(c *Cluster) {
		t.Helper()
		exec1(t, c.URL("postgres"), "SELECT count(*)::text FROM marker")
	}

	t.Log("server still running, its launcher gone")
	c.lock.Close() // what the kernel does when the launcher dies
	c = start(t, Options{Dir: dir})
	check(c)

	t.Log("postmaster killed with SIGKILL, launcher gone")
	c.srv.proc.Kill()
	<-c.srv.exited
	c.lock.Close()
	c = start(t, Options{Dir: dir})
	check(c)

	t.Log("postmaster.pid naming a live process that is not postgres")
	if err := c.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	sleeper := exec.Command("sleep", "60")
	if err := sleeper.Start(); err != nil {
		t.Fatal(err)
	}
	defer sleeper.Process.Kill()
	pidFile := filepath.Join(c.Dir(), "data", "postmaster.pid")
	stale := strconv.Itoa(sleeper.Process.Pid) + "\n" + filepath.Join(c.Dir(), "data") + "\n1700000000\n5432\n\n127.0.0.1\n  5432001  0\nready\n"
	if err := os.WriteFile(pidFile, []byte(stale), 0o600); err != nil {
		t.Fatal(err)
	}
	c = start(t, Options{Dir: dir, Ephemeral: true})
	check(c)

	t.Log("an Ephemeral cluster is deleted by Stop")
	if err := c.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(c.Dir()); !os.IsNotExist(err) {
		t.Errorf("%s still exists after Stop (err=%v)", c.Dir(), err)
	}
}

func TestErrNoBinariesIsOneLine(t *testing.T) {
	if strings.Contains(ErrNoBinaries.Error(), "\n") {
		t.Error("ErrNoBinaries must be a single line")
	}
	if _, err := findBinaries(t.TempDir(), ""); err == nil {
		t.Error("an empty BinDir was accepted")
	}
}

func TestMkdirTempRemovesAbandoned(t *testing.T) {
	prefix := "pgcluster-test-" + randomHex(4) + "-"
	gone := exec.Command("true")
	if err := gone.Run(); err != nil {
		t.Fatal(err)
	}
	abandoned := filepath.Join(os.TempDir(), prefix+strconv.Itoa(gone.Process.Pid)+"-1")
	ours := filepath.Join(os.TempDir(), prefix+strconv.Itoa(os.Getpid())+"-1")
	for _, d := range []string{abandoned, ours} {
		if err := os.MkdirAll(filepath.Join(d, "data"), 0o700); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.RemoveAll(d) })
	}
	dir, err := MkdirTemp(prefix)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if _, err := os.Stat(abandoned); !os.IsNotExist(err) {
		t.Errorf("directory of a dead process survived: %v", err)
	}
	if _, err := os.Stat(ours); err != nil {
		t.Errorf("directory of a live process was removed: %v", err)
	}
}

// TestURLUsesTheSocket: this machine's clients reach the server over its Unix socket, with the
// same password check as over TCP, and TCP stays open for replicas and tools.
func TestURLUsesTheSocket(t *testing.T) {
	t.Parallel()
	c := start(t, Options{Dir: t.TempDir()})
	if got := exec1(t, c.URL("postgres"), "SELECT coalesce(inet_server_addr()::text, 'socket')"); got != "socket" {
		t.Errorf("URL %s connects over %s, want the Unix socket", c.URL("postgres"), got)
	}
	ctx := context.Background()
	u, _ := url.Parse(c.URL("postgres"))
	u.User = url.UserPassword(Superuser, "wrong")
	if conn, err := pgx.Connect(ctx, u.String()); err == nil {
		conn.Close(ctx)
		t.Error("connected over the socket with a wrong password")
	}
	password, _ := url.Parse(c.URL("postgres"))
	pw, _ := password.User.Password()
	tcp := "postgres://" + Superuser + ":" + url.QueryEscape(pw) + "@127.0.0.1:" + strconv.Itoa(c.Port()) + "/postgres?sslmode=disable"
	if got := exec1(t, tcp, "SELECT host(inet_server_addr())"); got != "127.0.0.1" {
		t.Errorf("over TCP the server answered from %q", got)
	}
}

func TestSocketDirFallsBackToTCPWhenThePathIsTooLong(t *testing.T) {
	if got := socketDirFor("/var/pg", 5432); got != "/var/pg" {
		t.Errorf("short dir: %q", got)
	}
	long := "/" + strings.Repeat("d", socketPathMax)
	if got := socketDirFor(long, 5432); got != "" {
		t.Errorf("a %d-byte dir: %q, want TCP only", len(long), got)
	}
}
