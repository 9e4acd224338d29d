package main

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// fakeProc writes the files of /proc that cpuMeter reads.
type fakeProc struct {
	t   *testing.T
	dir string
}

// stat writes /proc/PID/stat with the given parent and utime, stime, cutime, cstime (ticks); the
// command name holds a space and a parenthesis, as a process may name itself.
func (p fakeProc) stat(pid string, ppid int, utime, stime, cutime, cstime int64) {
	p.t.Helper()
	dir := filepath.Join(p.dir, pid)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		p.t.Fatal(err)
	}
	line := fmt.Sprintf("%s (postgres: x) y) S %d 1 1 0 -1 4194304 100 0 0 0 %d %d %d %d 20 0 1 0 100 1000 10\n",
		pid, ppid, utime, stime, cutime, cstime)
	if err := os.WriteFile(filepath.Join(dir, "stat"), []byte(line), 0o644); err != nil {
		p.t.Fatal(err)
	}
}

func (p fakeProc) machine(user, nice, system, idle, iowait, irq, softirq, steal int64) {
	p.t.Helper()
	line := fmt.Sprintf("cpu  %d %d %d %d %d %d %d %d 0 0\ncpu0 0 0 0 0 0 0 0 0 0 0\n", user, nice, system, idle, iowait, irq, softirq, steal)
	if err := os.WriteFile(filepath.Join(p.dir, "stat"), []byte(line), 0o644); err != nil {
		p.t.Fatal(err)
	}
}

func TestCPUPerRequest(t *testing.T) {
	p := fakeProc{t, t.TempDir()}
	data := t.TempDir()
	if err := os.WriteFile(filepath.Join(data, "postmaster.pid"), []byte("500\n/data\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	m := cpuMeter{serverPID: 400, postgresData: data, proc: p.dir}

	p.stat("self", 1, 10, 0, 0, 0)
	p.stat("400", 1, 100, 50, 0, 0)
	p.stat("500", 1, 5, 5, 20, 10) // the postmaster and the backends it has reaped
	p.stat("501", 500, 30, 10, 0, 0)
	p.stat("502", 500, 0, 0, 0, 0)
	p.stat("600", 1, 999, 999, 0, 0) // not ours
	p.machine(1000, 0, 500, 9000, 40, 0, 0, 0)
	a := m.sample()
	a.at = time.Unix(0, 0)

	// 10 s on 2 cores = 2,000 ticks of machine. Backend 501 exits (its time moves to the
	// postmaster's reaped total), 503 starts.
	p.stat("self", 1, 110, 0, 0, 0)
	p.stat("400", 1, 300, 150, 0, 0)
	p.stat("500", 1, 10, 10, 70, 10)
	p.stat("502", 500, 60, 20, 0, 0)
	p.stat("503", 500, 15, 15, 0, 0)
	os.RemoveAll(filepath.Join(p.dir, "501"))
	// Others: 300 ticks = 15 % of the machine.
	p.machine(1900, 0, 500, 9900, 40, 0, 0, 0)
	b := m.sample()
	b.at = time.Unix(10, 0)

	c := costBetween(a, b, 1000, 2)
	if c == nil {
		t.Fatal("not measured")
	}
	// ticks × 10 ms / 1,000 requests: the server's 300 ticks → 3,000 µs.
	check := func(name string, got, want float64) {
		if got < want-0.001 || got > want+0.001 {
			t.Errorf("%s = %v, want %v", name, got, want)
		}
	}
	check("server", c.ServerUsPerReq, 3000)
	// PostgreSQL: before 40 (postmaster, reaped included) + 40 (501, live) + 0 = 80; after 100
	// (501's 40 ticks, and 10 more before it exited, now in the reaped total) + 80 + 30 = 210.
	check("postgres", c.PostgresUsPerReq, 1300)
	check("loadgen", c.LoadgenUsPerReq, 1000)
	// Machine busy 900 ticks − ours (300+130+100) = 370 of 2,000.
	check("others", c.OthersShare, 0.185)
	if !c.Disturbed {
		t.Error("18.5 % of the machine used by others: not marked disturbed")
	}
}

func TestCPUNotMeasuredWithoutTheProcesses(t *testing.T) {
	p := fakeProc{t, t.TempDir()}
	p.stat("self", 1, 1, 1, 0, 0)
	p.machine(1, 0, 1, 1, 0, 0, 0, 0)
	for name, m := range map[string]cpuMeter{
		"no flags":          {proc: p.dir},
		"server gone":       {serverPID: 400, postgresData: t.TempDir(), proc: p.dir},
		"no postmaster.pid": {serverPID: 1, postgresData: t.TempDir(), proc: p.dir},
	} {
		if c := costBetween(m.sample(), m.sample(), 10, 2); c != nil {
			t.Errorf("%s: measured %v", name, c)
		}
	}
}

// TestCPUOfThisProcess reads the real /proc: the generator's own time grows with work done.
func TestCPUOfThisProcess(t *testing.T) {
	m := cpuMeter{proc: "/proc"}
	before := m.sample()
	// Burn CPU until the kernel's accounting (10 ms ticks) shows it, within a bound: on a machine
	// busy with other tests, 60 ms of wall time once gave this process less than a tick
	// ("self 6 → 6 ticks") and the check failed with the meter working.
	deadline := time.Now().Add(5 * time.Second)
	after := before
	for n := 0; (after.loadgen <= before.loadgen || after.machine <= before.machine) && time.Now().Before(deadline); n++ {
		for i := range 1000 {
			_ = fmt.Sprint(n + i)
		}
		after = m.sample()
	}
	if before.loadgen < 0 || after.loadgen <= before.loadgen || after.machine <= before.machine {
		t.Fatalf("self %d → %d ticks, machine %d → %d", before.loadgen, after.loadgen, before.machine, after.machine)
	}
}
