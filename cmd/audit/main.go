// Command audit fails when a known vulnerability reaches the product (docs/operations.md,
// "Known vulnerabilities"):
//
//   - govulncheck over the Go module, at symbol level: a vulnerable function the code can
//     call fails the run; one in a module we require but never call is reported only;
//   - npm audit over the SPA's production dependencies (--omit=dev): they ship in the bundle.
//
// govulncheck reads the Go vulnerability database built locally from the module that publishes
// it (vulndb.go; its version is pinned there), so the check runs wherever the module proxy
// answers. VULNDB names another database instead (an http(s):// service or a file:// folder in
// the same layout). npm audit needs the registry's advisory endpoint; where that cannot be
// reached the check is skipped with a loud banner saying why, and AUDIT_REQUIRED=1 turns the
// skip into a failure for places that must check.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

func main() {
	goDir := flag.String("go", ".", "the Go module to check")
	webDir := flag.String("web", "web", "the npm project to check (empty: skip)")
	cache := flag.String("cache", filepath.Join("var", "vulndb"), "where the local vulnerability database is built")
	flag.Parse()
	a := auditor{required: os.Getenv("AUDIT_REQUIRED") == "1", vulnDB: os.Getenv("VULNDB"), out: os.Stdout}
	if a.vulnDB == "" {
		db, err := localVulnDB(*cache)
		if err != nil {
			fmt.Fprintln(os.Stderr, "audit: the Go vulnerability database:", err)
			os.Exit(1)
		}
		a.vulnDB = db
	}
	failed := false
	for _, check := range []func() error{
		func() error { return a.goCheck(*goDir) },
		func() error {
			if *webDir == "" {
				return nil
			}
			return a.npmCheck(*webDir)
		},
	} {
		if err := check(); err != nil {
			fmt.Fprintln(os.Stderr, "audit:", err)
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}

type auditor struct {
	required bool
	vulnDB   string
	out      *os.File
	npm      string // npm binary ("npm")
	registry string // npm registry override (tests)
}

// errUnreachable marks a check that could not reach its database.
var errUnreachable = errors.New("database unreachable")

// skip reports an unreachable database: loudly, and as a failure when the audit is required.
func (a auditor) skip(check, reason string) error {
	banner := strings.Repeat("!", 78)
	fmt.Fprintf(a.out, "%s\n!! AUDIT SKIPPED: %s\n!! %s\n%s\n", banner, check, reason, banner)
	if a.required {
		return fmt.Errorf("%s: %w (AUDIT_REQUIRED=1)", check, errUnreachable)
	}
	return nil
}

// goCheck runs govulncheck against VULNDB when it answers.
func (a auditor) goCheck(dir string) error {
	if err := probeVulnDB(a.vulnDB); err != nil {
		return fmt.Errorf("govulncheck: the Go vulnerability database %s cannot be read (%v); "+
			"unset VULNDB to use the one built from %s, or point it at a reachable copy", a.vulnDB, err, vulnDBModule)
	}
	fmt.Fprintf(a.out, "govulncheck against %s\n", a.vulnDB)
	// The tool comes from this module's go.mod (go tool); -C points it at the module to check.
	cmd := exec.Command("go", "tool", "govulncheck", "-C", dir, "-db", a.vulnDB, "./...")
	cmd.Stdout, cmd.Stderr = a.out, a.out
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) && exit.ExitCode() == 3 {
		return errors.New("govulncheck: the code calls a function with a known vulnerability (above)")
	}
	if err != nil {
		return fmt.Errorf("govulncheck: %w", err)
	}
	return nil
}

// probeVulnDB reads the database's index/db.json, the first file govulncheck reads.
func probeVulnDB(db string) error {
	u, err := url.Parse(db)
	if err != nil {
		return err
	}
	switch u.Scheme {
	case "file":
		_, err := os.Stat(filepath.Join(u.Path, "index", "db.json"))
		return err
	case "http", "https":
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		req, _ := http.NewRequestWithContext(ctx, "GET", strings.TrimSuffix(db, "/")+"/index/db.json", nil)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return err
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return fmt.Errorf("index/db.json answered %s", res.Status)
		}
		return nil
	}
	return fmt.Errorf("VULNDB must be an http(s):// or file:// URL, not %q", db)
}

// npmReport is what `npm audit --json` prints: a report, or the registry's refusal.
type npmReport struct {
	AuditReportVersion int `json:"auditReportVersion"`
	Vulnerabilities    map[string]struct {
		Severity string `json:"severity"`
	} `json:"vulnerabilities"`
	Metadata struct {
		Vulnerabilities map[string]int `json:"vulnerabilities"`
	} `json:"metadata"`
	// An audit the registry did not answer.
	Message    string `json:"message"`
	StatusCode int    `json:"statusCode"`
	Code       string `json:"code"`
	Error      *struct {
		Code    string `json:"code"`
		Summary string `json:"summary"`
	} `json:"error"`
}

// npmCheck runs npm audit on the production dependencies; any advisory fails it.
func (a auditor) npmCheck(dir string) error {
	args := []string{"audit", "--omit=dev", "--json"}
	if a.registry != "" {
		args = append(args, "--registry", a.registry)
	}
	npm := a.npm
	if npm == "" {
		npm = "npm"
	}
	cmd := exec.Command(npm, args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run() // non-zero both for findings and for a refused audit: the report says which
	var r npmReport
	if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
		return fmt.Errorf("npm audit: no report (%v): %s %s", runErr, strings.TrimSpace(stdout.String()), lastLine(stderr.String()))
	}
	if r.AuditReportVersion == 0 {
		reason := r.Message
		if reason == "" && r.Error != nil {
			reason = r.Error.Code + " " + r.Error.Summary
		}
		return a.skip("npm audit", fmt.Sprintf("the registry's advisory endpoint did not answer: %s", strings.TrimSpace(reason)))
	}
	total := r.Metadata.Vulnerabilities["total"]
	fmt.Fprintf(a.out, "npm audit --omit=dev: %d known vulnerabilities in production dependencies\n", total)
	if total == 0 {
		return nil
	}
	var names []string
	for name, v := range r.Vulnerabilities {
		names = append(names, name+" ("+v.Severity+")")
	}
	return fmt.Errorf("npm audit: production dependencies with known vulnerabilities: %s (run `cd %s && npm audit --omit=dev` for the advisories)",
		strings.Join(names, ", "), dir)
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}
