package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"
)

type server struct {
	cmd     *exec.Cmd
	log     *os.File
	done    chan error
	stopped sync.Once
}

// startServer runs the real binary as production would, on its own port, against the scratch
// database. TRUSTED_PROXIES lets the load generator give each login its own X-Forwarded-For
// address, so logging in a few hundred members is not throttled as one client's guessing.
func startServer(ctx context.Context, bin, dbURL, dataDir, logPath string, env ...string) (*server, string, error) {
	port, err := freePort()
	if err != nil {
		return nil, "", err
	}
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	logFile, err := os.Create(logPath)
	if err != nil {
		return nil, "", err
	}
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "HTTP_ADDR="+addr, "DATABASE_URL="+dbURL, "DATA_DIR="+dataDir,
		"DEMO_DATA=off", "TRUSTED_PROXIES=127.0.0.1/32", "PUBLIC_BASE_URL=http://"+addr, "SMTP_URL=")
	cmd.Env = append(cmd.Env, env...)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		logFile.Close()
		return nil, "", err
	}
	s := &server{cmd: cmd, log: logFile, done: make(chan error, 1)}
	go func() { s.done <- cmd.Wait() }()
	base := "http://" + addr
	if err := s.waitReady(ctx, base+"/api/ready", time.Minute); err != nil {
		s.stop()
		return nil, "", fmt.Errorf("server: %w (log: %s)", err, logPath)
	}
	fmt.Printf("server ready at %s (log: %s)\n", base, logPath)
	return s, base, nil
}

func (s *server) waitReady(ctx context.Context, url string, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		select {
		case err := <-s.done:
			s.done <- err
			return fmt.Errorf("exited before it was ready: %v", err)
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
		resp, err := http.Get(url)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
	}
	return fmt.Errorf("not ready after %v", limit)
}

// stop asks for a graceful shutdown and insists after 20 s.
func (s *server) stop() {
	s.stopped.Do(func() {
		defer s.log.Close()
		_ = s.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-s.done:
		case <-time.After(20 * time.Second):
			_ = s.cmd.Process.Kill()
			<-s.done
		}
	})
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func splitArgs(s string) []string { return strings.Fields(s) }
