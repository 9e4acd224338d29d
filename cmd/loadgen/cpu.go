package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// What one request cost each process, from the kernel's own accounting (/proc): the figure a
// shared machine keeps steady where latency is not (docs/performance.md, "CPU per request").

// clockTicks is the kernel's USER_HZ, the unit of /proc's CPU times: 100 on every Linux this
// runs on (the kernel fixes it for user space whatever its internal HZ).
const clockTicks = 100

// cpuSample is the CPU time used so far, in ticks, by each party of a measurement.
type cpuSample struct {
	at       time.Time
	server   int64 // the server process
	postgres int64 // the postmaster, its live children and the children it has reaped
	loadgen  int64 // this process
	machine  int64 // every core, busy (not idle or waiting for disk)
	ok       bool  // server and postgres were found
}

// cpuMeter reads the processes' CPU times. A zero serverPID or empty postgresData leaves that
// party unmeasured (reported as absent, never as zero cost).
type cpuMeter struct {
	serverPID    int
	postgresData string // the cluster's data directory: postmaster.pid names the postmaster
	proc         string // "/proc" (tests point it elsewhere)
}

func (m cpuMeter) enabled() bool { return m.serverPID > 0 && m.postgresData != "" }

func (m cpuMeter) sample() cpuSample {
	s := cpuSample{at: time.Now(), loadgen: m.procTicks("self", false), machine: m.machineBusy()}
	if !m.enabled() {
		return s
	}
	s.server = m.procTicks(strconv.Itoa(m.serverPID), false)
	pm, err := postmasterPID(m.postgresData)
	if err != nil || s.server < 0 {
		return s
	}
	s.postgres = m.procTicks(strconv.Itoa(pm), true)
	for _, child := range m.childrenOf(pm) {
		if t := m.procTicks(strconv.Itoa(child), false); t > 0 {
			s.postgres += t
		}
	}
	s.ok = s.postgres > 0
	return s
}

// postmasterPID is the first line of the data directory's postmaster.pid.
func postmasterPID(dataDir string) (int, error) {
	b, err := os.ReadFile(filepath.Join(dataDir, "postmaster.pid"))
	if err != nil {
		return 0, err
	}
	line, _, _ := strings.Cut(string(b), "\n")
	return strconv.Atoi(strings.TrimSpace(line))
}

// statFields is /proc/PID/stat after the command name (which may hold spaces and parentheses):
// field 3 of proc(5) is statFields[0].
func (m cpuMeter) statFields(pid string) []string {
	b, err := os.ReadFile(filepath.Join(m.proc, pid, "stat"))
	if err != nil {
		return nil
	}
	i := strings.LastIndexByte(string(b), ')')
	if i < 0 {
		return nil
	}
	return strings.Fields(string(b[i+1:]))
}

// procTicks is utime+stime of a process, plus cutime+cstime (its reaped children: the backends
// that have exited) when withChildren; -1 when it cannot be read.
func (m cpuMeter) procTicks(pid string, withChildren bool) int64 {
	f := m.statFields(pid)
	if len(f) < 15 {
		return -1
	}
	last := 13 // proc(5) fields 14 utime, 15 stime (16 cutime, 17 cstime)
	if withChildren {
		last = 15
	}
	var total int64
	for _, v := range f[11 : last+1] {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return -1
		}
		total += n
	}
	return total
}

// childrenOf lists the processes whose parent is pid (PostgreSQL's backends and workers).
func (m cpuMeter) childrenOf(pid int) []int {
	entries, err := os.ReadDir(m.proc)
	if err != nil {
		return nil
	}
	parent := strconv.Itoa(pid)
	var out []int
	for _, e := range entries {
		child, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if f := m.statFields(e.Name()); len(f) > 1 && f[1] == parent {
			out = append(out, child)
		}
	}
	return out
}

// machineBusy is the busy time of every core together from /proc/stat's first line: user,
// nice, system, irq, softirq and steal (not idle or iowait).
func (m cpuMeter) machineBusy() int64 {
	b, err := os.ReadFile(filepath.Join(m.proc, "stat"))
	if err != nil {
		return -1
	}
	line, _, _ := strings.Cut(string(b), "\n")
	f := strings.Fields(line)
	if len(f) < 9 || f[0] != "cpu" {
		return -1
	}
	var busy int64
	for _, i := range []int{1, 2, 3, 6, 7, 8} {
		n, err := strconv.ParseInt(f[i], 10, 64)
		if err != nil {
			return -1
		}
		busy += n
	}
	return busy
}

// cpuCost is what a measured window cost, per answered request and in all.
type cpuCost struct {
	ServerUsPerReq   float64 `json:"server_us_per_request"`
	PostgresUsPerReq float64 `json:"postgres_us_per_request"`
	LoadgenUsPerReq  float64 `json:"loadgen_us_per_request"`
	// OthersShare is the share of the whole machine (every core) that other processes used
	// during the window; above disturbedShare the window's figures are not counted.
	OthersShare float64 `json:"others_share"`
	Disturbed   bool    `json:"disturbed"`
	LoadAvg     string  `json:"loadavg"` // at the end of the window
}

// disturbedShare: past this share of the machine used by others, a run measures the neighbours.
const disturbedShare = 0.10

// costBetween divides the CPU used from a to b by the requests answered; nil when the server
// or PostgreSQL could not be measured, or nothing was answered.
func costBetween(a, b cpuSample, requests int64, cores int) *cpuCost {
	if !a.ok || !b.ok || requests <= 0 {
		return nil
	}
	us := func(ticks int64) float64 { return float64(ticks) * 1e6 / clockTicks / float64(requests) }
	c := &cpuCost{
		ServerUsPerReq:   us(b.server - a.server),
		PostgresUsPerReq: us(b.postgres - a.postgres),
		LoadgenUsPerReq:  us(b.loadgen - a.loadgen),
		LoadAvg:          loadAvg(),
	}
	ours := (b.server - a.server) + (b.postgres - a.postgres) + (b.loadgen - a.loadgen)
	if wall := b.at.Sub(a.at).Seconds() * clockTicks * float64(cores); wall > 0 && a.machine >= 0 && b.machine >= 0 {
		c.OthersShare = max(0, float64(b.machine-a.machine-ours)/wall)
	}
	c.Disturbed = c.OthersShare > disturbedShare
	return c
}

func (c *cpuCost) String() string {
	if c == nil {
		return "cpu not measured"
	}
	mark := ""
	if c.Disturbed {
		mark = " DISTURBED"
	}
	return fmt.Sprintf("cpu/request: server %.0f µs, postgres %.0f µs, loadgen %.0f µs; others %.0f%% of the machine, load %s%s",
		c.ServerUsPerReq, c.PostgresUsPerReq, c.LoadgenUsPerReq, 100*c.OthersShare, c.LoadAvg, mark)
}

func loadAvg() string {
	b, _ := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}
