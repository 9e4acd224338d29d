package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

type machineInfo struct {
	CPUs       int    `json:"cpus"`
	CPU        string `json:"cpu"`
	MemoryGiB  string `json:"memory_gib"`
	Kernel     string `json:"kernel"`
	Go         string `json:"go"`
	Postgres   string `json:"postgres"`
	LoadBefore string `json:"loadavg_before"` // a busy machine makes the figures smoke only
	LoadAfter  string `json:"loadavg_after"`
}

func (m machineInfo) String() string {
	return fmt.Sprintf("%d CPUs (%s), %s GiB, Linux %s, %s, load %s", m.CPUs, m.CPU, m.MemoryGiB, m.Kernel, m.Go, m.LoadBefore)
}

func machine() machineInfo {
	m := machineInfo{CPUs: runtime.NumCPU(), Go: runtime.Version(), LoadBefore: loadAvg(), Kernel: firstLine("/proc/sys/kernel/osrelease")}
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
				m.CPU = strings.TrimSpace(v)
				break
			}
		}
	}
	if b, err := os.ReadFile("/proc/meminfo"); err == nil {
		var kb float64
		if _, err := fmt.Sscanf(string(b), "MemTotal: %f kB", &kb); err == nil {
			m.MemoryGiB = fmt.Sprintf("%.1f", kb/(1<<20))
		}
	}
	return m
}

func loadAvg() string {
	f := strings.Fields(firstLine("/proc/loadavg"))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

func firstLine(path string) string {
	b, _ := os.ReadFile(path)
	l, _, _ := strings.Cut(string(b), "\n")
	return strings.TrimSpace(l)
}

// loadRun is the part of cmd/loadgen's JSON the table needs.
type loadRun struct {
	Scenario     string  `json:"scenario"`
	Rate         float64 `json:"rate"`
	TargetP99Ms  float64 `json:"target_p99_ms"`
	Completed    int64   `json:"completed"`
	Errors       int64   `json:"errors"`
	Dropped      int64   `json:"dropped"`
	AchievedRate float64 `json:"achieved_rate"`
	P50Ms        float64 `json:"p50_ms"`
	P90Ms        float64 `json:"p90_ms"`
	P99Ms        float64 `json:"p99_ms"`
	P999Ms       float64 `json:"p999_ms"`
	MaxMs        float64 `json:"max_ms"`
	SendLagP99Ms float64 `json:"send_lag_p99_ms"`
	Met          bool    `json:"met"`
	CPU          *cpuUse `json:"cpu"`
	// Prime is the scenario's first loads before it (matches: each member's first visit).
	Prime *struct {
		Requests int     `json:"requests"`
		Errors   int     `json:"errors"`
		Seconds  float64 `json:"seconds"`
		P50Ms    float64 `json:"p50_ms"`
		P99Ms    float64 `json:"p99_ms"`
		MaxMs    float64 `json:"max_ms"`
		CPU      *cpuUse `json:"cpu"`
	} `json:"prime,omitempty"`
}

// cpuUse is cmd/loadgen's cpuCost: what one answered request cost each process.
type cpuUse struct {
	ServerUs    float64 `json:"server_us_per_request"`
	PostgresUs  float64 `json:"postgres_us_per_request"`
	LoadgenUs   float64 `json:"loadgen_us_per_request"`
	OthersShare float64 `json:"others_share"`
	Disturbed   bool    `json:"disturbed"`
	LoadAvg     string  `json:"loadavg"`
}

// cells are the table's CPU columns: server, PostgreSQL, generator, others' share.
func (c *cpuUse) cells() string {
	if c == nil {
		return " | | | "
	}
	mark := ""
	if c.Disturbed {
		mark = " **disturbed**"
	}
	return fmt.Sprintf("%.0f | %.0f | %.0f | %.0f %%%s", c.ServerUs, c.PostgresUs, c.LoadgenUs, 100*c.OthersShare, mark)
}

type loadReport struct {
	Runs  []loadRun `json:"runs"`
	Peaks []struct {
		Scenario    string    `json:"scenario"`
		TargetP99Ms float64   `json:"target_p99_ms"`
		PeakRate    float64   `json:"peak_rate"`
		TargetPeak  float64   `json:"target_peak"`
		Met         bool      `json:"met"`
		StopReason  string    `json:"stop_reason"`
		Steps       []loadRun `json:"steps"`
	} `json:"peaks"`
}

type results struct {
	Started     time.Time       `json:"started"`
	Quick       bool            `json:"quick"`
	Members     int             `json:"members"`
	Replica     bool            `json:"replica"` // read-only use cases read a streaming replica (--replica)
	Machine     machineInfo     `json:"machine"`
	SeedSeconds float64         `json:"seed_seconds"`
	DrawnAhead  drawnAhead      `json:"drawn_ahead"` // the matches drawn before the load (draws.go)
	Explain     []planCheck     `json:"-"`           // in explain.json: the plans are large
	SeqScans    []string        `json:"seq_scans"`
	Load        json.RawMessage `json:"load,omitempty"` // cmd/loadgen's report, histograms included
	load        loadReport
}

func (r *results) addLoad(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	r.Load = b
	return json.Unmarshal(b, &r.load)
}

// Finish writes results.json and prints the figures as the markdown table of docs/performance.md.
func (r *results) Finish(outDir string) {
	r.SeqScans = []string{}
	for _, c := range r.Explain {
		if c.SeqScan {
			where := fmt.Sprintf("%s filters=%s values=%s", c.Query, c.Filters, c.Values)
			if c.Page > 0 {
				where += fmt.Sprintf(" page=%d", c.Page)
			}
			r.SeqScans = append(r.SeqScans, where)
		}
	}
	path := filepath.Join(outDir, "results.json")
	if err := writeJSON(path, r); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
	}
	if len(r.load.Runs) == 0 && len(r.load.Peaks) == 0 {
		return
	}
	fmt.Printf("\n%s members (seeded in %.0f s), %s\n\n", thousands(r.Members), r.SeedSeconds, r.Machine)
	if d := r.DrawnAhead; d.Members > 0 {
		fmt.Printf("Matches drawn ahead for the first loads: %d members, %.1f ms each (server and database, one after another)\n\n", d.Members, d.MsEach)
	}
	fmt.Println("| Scenario | Rate (req/s) | Achieved (req/s) | p50 (ms) | p90 (ms) | p99 (ms) | p99.9 (ms) | max (ms) | Errors | p99 target | Result | server µs/req | PostgreSQL µs/req | loadgen µs/req | others |")
	fmt.Println("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|--:|--:|--:|--:|")
	for _, run := range r.load.Runs {
		verdict := "met"
		if !run.Met {
			verdict = "**MISSED**"
		}
		if p := run.Prime; p != nil {
			fmt.Printf("| %s, first loads | %d, two at a time | %.0f | %.2f | | %.2f | | %.2f | %d | | measured apart | %s |\n", run.Scenario,
				p.Requests, float64(p.Requests)/p.Seconds, p.P50Ms, p.P99Ms, p.MaxMs, p.Errors, p.CPU.cells())
		}
		fmt.Printf("| %s | %.0f | %.0f | %.2f | %.2f | %.2f | %.2f | %.2f | %d | ≤ %.0f ms | %s | %s |\n", run.Scenario, run.Rate,
			run.AchievedRate, run.P50Ms, run.P90Ms, run.P99Ms, run.P999Ms, run.MaxMs, run.Errors, run.TargetP99Ms, verdict, run.CPU.cells())
	}
	for _, p := range r.load.Peaks {
		verdict := "highest step within target"
		switch {
		case p.TargetPeak > 0 && p.Met:
			verdict = fmt.Sprintf("met (target above %.0f req/s)", p.TargetPeak)
		case p.TargetPeak > 0:
			verdict = fmt.Sprintf("**MISSED** (target above %.0f req/s)", p.TargetPeak)
		}
		fmt.Printf("| %s, peak | **%.0f** | | | | | | | | ≤ %.0f ms | %s; stopped %s | | | | |\n",
			p.Scenario, p.PeakRate, p.TargetP99Ms, verdict, p.StopReason)
	}
	fmt.Printf("\nresults: %s (plans: %s)\n", path, filepath.Join(outDir, "explain.json"))
	for _, run := range r.load.Runs {
		if run.CPU != nil && run.CPU.Disturbed {
			fmt.Printf("DISTURBED: %s: other processes used %.0f %% of the machine (load %s); its figures do not count\n",
				run.Scenario, 100*run.CPU.OthersShare, run.CPU.LoadAvg)
		}
		if !run.Met {
			fmt.Printf("MISSED: %s p99 %.2f ms at %.0f req/s (target %.0f ms), %d errors\n", run.Scenario, run.P99Ms, run.Rate, run.TargetP99Ms, run.Errors)
		}
	}
	for _, p := range r.load.Peaks {
		if p.TargetPeak > 0 && !p.Met {
			fmt.Printf("MISSED: %s peak %.0f req/s within %.0f ms (target above %.0f req/s)\n", p.Scenario, p.PeakRate, p.TargetP99Ms, p.TargetPeak)
		}
	}
}

func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func writeJSON(path string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
