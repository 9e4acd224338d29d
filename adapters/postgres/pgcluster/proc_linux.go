package pgcluster

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// setParentDeathSignal makes the kernel stop postgres (fast shutdown) if we die without
// calling Stop, so no server outlives the program or test binary that started it.
func setParentDeathSignal(a *syscall.SysProcAttr, sig syscall.Signal) { a.Pdeathsig = sig }

// postgresProcsIn lists the postgres processes whose working directory is dir: the
// postmaster and its backends chdir to the data directory.
func postgresProcsIn(dir string) (pids []int, known bool) {
	want, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return nil, false
	}
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil, false
	}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		comm, err := os.ReadFile("/proc/" + e.Name() + "/comm")
		if name := strings.TrimSpace(string(comm)); err != nil || (name != "postgres" && name != "postmaster") {
			continue
		}
		if cwd, err := os.Readlink("/proc/" + e.Name() + "/cwd"); err == nil && cwd == want {
			pids = append(pids, pid)
		}
	}
	return pids, true
}
