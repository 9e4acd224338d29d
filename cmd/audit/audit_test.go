package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// vulnDB writes a Go vulnerability database in govulncheck's v1 layout with one entry per
// symbol: GO-9999-0001 says every version of github.com/google/uuid is vulnerable in the first
// symbol, GO-9999-0002 in the second, and so on.
func vulnDB(t *testing.T, symbols ...string) string {
	t.Helper()
	dir := t.TempDir()
	modified := time.Now().UTC().Format(time.RFC3339)
	var index, vulns []any
	files := map[string]any{"index/db.json": map[string]any{"modified": modified}}
	for i, symbol := range symbols {
		id := fmt.Sprintf("GO-9999-%04d", i+1)
		files["ID/"+id+".json"] = map[string]any{
			"schema_version": "1.3.1", "id": id, "modified": modified, "published": modified,
			"summary": "Test vulnerability in " + symbol,
			// govulncheck's report prints this link and expects it (a real entry always has it).
			"database_specific": map[string]any{"url": "https://pkg.go.dev/vuln/" + id},
			"affected": []any{map[string]any{
				"package": map[string]any{"name": "github.com/google/uuid", "ecosystem": "Go"},
				"ranges":  []any{map[string]any{"type": "SEMVER", "events": []any{map[string]any{"introduced": "0"}}}},
				"ecosystem_specific": map[string]any{"imports": []any{map[string]any{
					"path": "github.com/google/uuid", "symbols": []string{symbol}}}},
			}},
		}
		index = append(index, map[string]any{"id": id, "modified": modified})
		vulns = append(vulns, map[string]any{"id": id, "modified": modified})
	}
	files["index/modules.json"] = []any{map[string]any{"path": "github.com/google/uuid", "vulns": index}}
	files["index/vulns.json"] = vulns
	for name, v := range files {
		b, _ := json.Marshal(v)
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return "file://" + dir
}

// probeModule is a module that calls uuid.NewString, with uuid at the version this
// repository uses (so it is in the module cache and its checksum in our go.sum).
func probeModule(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	sums, err := os.ReadFile("../../go.sum")
	if err != nil {
		t.Fatal(err)
	}
	var uuidSums []string
	version := ""
	sc := bufio.NewScanner(strings.NewReader(string(sums)))
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) == 3 && f[0] == "github.com/google/uuid" {
			uuidSums = append(uuidSums, sc.Text())
			version = strings.TrimSuffix(f[1], "/go.mod")
		}
	}
	write := func(name, content string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/probe\n\ngo 1.26\n\nrequire github.com/google/uuid "+version+"\n")
	write("go.sum", strings.Join(uuidSums, "\n")+"\n")
	write("main.go", "package main\n\nimport \"github.com/google/uuid\"\n\nfunc main() { println(uuid.NewString()) }\n")
	return dir
}

func quietAuditor(t *testing.T) auditor {
	t.Helper()
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return auditor{out: f}
}

func output(a auditor) string {
	b, _ := os.ReadFile(a.out.Name())
	return string(b)
}

// TestGovulncheckFailsOnlyOnReachableVulnerabilities: a vulnerable function the code calls
// fails the audit; one in the same module that it never calls is not counted against it.
func TestGovulncheckFailsOnlyOnReachableVulnerabilities(t *testing.T) {
	if testing.Short() {
		t.Skip("runs govulncheck")
	}
	t.Setenv("GOPROXY", "off") // everything the probe needs is in the module cache
	a := quietAuditor(t)
	a.vulnDB = vulnDB(t, "NewString", "NewDCEGroup") // the probe calls the first only
	err := a.goCheck(probeModule(t))
	if err == nil || !strings.Contains(err.Error(), "calls a function with a known vulnerability") {
		t.Fatalf("a called vulnerable function: err = %v\n%s", err, output(a))
	}
	out := output(a)
	symbols, _, _ := strings.Cut(out, "=== Package Results ===")
	if !strings.Contains(symbols, "GO-9999-0001") || strings.Contains(symbols, "GO-9999-0002") ||
		!strings.Contains(out, "affected by 1 vulnerability") {
		t.Fatalf("want GO-9999-0001 (called) and not GO-9999-0002 (never called) against the code:\n%s", out)
	}
}

// TestUnreadableDatabaseFails: a database that cannot be read fails the Go check; only npm's
// audit, whose service this machine cannot reach, is ever skipped.
func TestUnreadableDatabaseFails(t *testing.T) {
	a := quietAuditor(t)
	a.vulnDB = "file://" + t.TempDir() // no index/db.json
	if err := a.goCheck("."); err == nil || !strings.Contains(err.Error(), "cannot be read") {
		t.Fatalf("err = %v, want a failure", err)
	}
	if out := output(a); strings.Contains(out, "SKIPPED") {
		t.Fatalf("the Go check skipped:\n%s", out)
	}
	for _, bad := range []string{"ftp://x", "https://127.0.0.1:1"} {
		if probeVulnDB(bad) == nil {
			t.Errorf("probeVulnDB(%q) succeeded", bad)
		}
	}
}

// fakeRegistry speaks the npm registry's bulk advisory endpoint (POST
// /-/npm/v1/security/advisories/bulk, documented by npm): advisories answers it, or status
// refuses it as this machine's registry mirror does (405).
func fakeRegistry(t *testing.T, status int, advisories string) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/-/npm/v1/security/advisories/bulk" {
			http.NotFound(w, r) // packuments: npm audit manages without them
			return
		}
		if status != 200 {
			w.WriteHeader(status)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, advisories)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}

func TestNpmAudit(t *testing.T) {
	if _, err := exec.LookPath("npm"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("npm is not installed")
		}
		t.Skip("SKIPPING: npm is not installed")
	}
	web := filepath.Join("..", "..", "web")
	t.Run("an advisory on a production dependency fails", func(t *testing.T) {
		a := quietAuditor(t)
		a.registry = fakeRegistry(t, 200, `{"react":[{"id":1099999,"url":"https://example.invalid/1099999",
			"title":"Test advisory","severity":"high","vulnerable_versions":"<100.0.0","cwe":["CWE-79"],
			"cvss":{"score":7.5,"vectorString":null}}]}`)
		err := a.npmCheck(web)
		if err == nil || !strings.Contains(err.Error(), "react (high)") {
			t.Fatalf("err = %v\n%s", err, output(a))
		}
	})
	t.Run("no advisories passes", func(t *testing.T) {
		a := quietAuditor(t)
		a.registry = fakeRegistry(t, 200, `{}`)
		if err := a.npmCheck(web); err != nil {
			t.Fatalf("err = %v\n%s", err, output(a))
		}
	})
	t.Run("a refused audit skips loudly unless required", func(t *testing.T) {
		a := quietAuditor(t)
		a.registry = fakeRegistry(t, 405, "")
		if err := a.npmCheck(web); err != nil {
			t.Fatalf("err = %v", err)
		}
		if !strings.Contains(output(a), "AUDIT SKIPPED: npm audit") {
			t.Fatalf("no loud banner:\n%s", output(a))
		}
		a.required = true
		if err := a.npmCheck(web); !errors.Is(err, errUnreachable) {
			t.Fatalf("AUDIT_REQUIRED=1: err = %v", err)
		}
	})
}
