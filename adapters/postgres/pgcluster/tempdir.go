package pgcluster

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// MkdirTemp creates a directory in the system temp dir for an Ephemeral cluster, named
// prefix<pid>-<random>. Recording the pid lets each call delete the directories of
// processes that died without calling Stop (a panicking test binary, a SIGKILL): their
// server is gone too, stopped by its parent-death signal, but its data would stay.
func MkdirTemp(prefix string) (string, error) {
	removeAbandoned(prefix)
	dir, err := os.MkdirTemp("", prefix+strconv.Itoa(os.Getpid())+"-")
	if err != nil {
		return "", fmt.Errorf("pgcluster: %w", err)
	}
	return dir, nil
}

func removeAbandoned(prefix string) {
	matches, _ := filepath.Glob(filepath.Join(os.TempDir(), prefix+"*"))
	for _, dir := range matches {
		owner, _, ok := strings.Cut(strings.TrimPrefix(filepath.Base(dir), prefix), "-")
		pid, err := strconv.Atoi(owner)
		if !ok || err != nil || alive(pid) {
			continue
		}
		if b, err := os.ReadFile(filepath.Join(dir, "data", "postmaster.pid")); err == nil {
			pm, _ := strconv.Atoi(strings.TrimSpace(strings.SplitN(string(b), "\n", 2)[0]))
			if pm > 0 && alive(pm) {
				continue // still shutting down; a later call will get it
			}
		}
		os.RemoveAll(dir)
	}
}

func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
