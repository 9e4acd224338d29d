package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// osvReport writes one report in the database module's data/osv form (no modification time).
func osvReport(t *testing.T, dir, id, module, symbol string, events ...map[string]string) {
	t.Helper()
	report := map[string]any{
		"schema_version": "1.3.1", "id": id, "modified": "0001-01-01T00:00:00Z",
		"summary":           "Test vulnerability in " + symbol,
		"database_specific": map[string]any{"url": "https://pkg.go.dev/vuln/" + id},
		"affected": []any{map[string]any{
			"package": map[string]any{"name": module, "ecosystem": "Go"},
			"ranges":  []any{map[string]any{"type": "SEMVER", "events": events}},
			"ecosystem_specific": map[string]any{"imports": []any{map[string]any{
				"path": module, "symbols": []string{symbol}}}},
		}},
	}
	b, _ := json.Marshal(report)
	if err := os.WriteFile(filepath.Join(dir, id+".json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestBuiltDatabaseFindsACalledVulnerability: reports in the module's form, written into
// govulncheck's layout, make govulncheck fail on the function the code calls.
func TestBuiltDatabaseFindsACalledVulnerability(t *testing.T) {
	if testing.Short() {
		t.Skip("runs govulncheck")
	}
	t.Setenv("GOPROXY", "off")
	src := t.TempDir()
	osvReport(t, src, "GO-9999-0001", "github.com/google/uuid", "NewString", map[string]string{"introduced": "0"})
	osvReport(t, src, "GO-9999-0002", "github.com/google/uuid", "NewDCEGroup", map[string]string{"introduced": "0"})
	out := t.TempDir()
	if err := buildVulnDB(src, out, time.Date(2026, 11, 5, 0, 0, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	a := quietAuditor(t)
	a.vulnDB = "file://" + out
	err := a.goCheck(probeModule(t))
	if err == nil || !strings.Contains(output(a), "GO-9999-0001") {
		t.Fatalf("err = %v, want GO-9999-0001 found:\n%s", err, output(a))
	}
}

// TestModulesIndexNamesTheNewestFix: govulncheck skips a report whose indexed fix is older than
// the version in use, so the index must carry the newest fix, and none when the range is
// introduced again after it.
func TestModulesIndexNamesTheNewestFix(t *testing.T) {
	src := t.TempDir()
	osvReport(t, src, "GO-9999-0001", "stdlib", "Get",
		map[string]string{"introduced": "0"}, map[string]string{"fixed": "1.25.9"},
		map[string]string{"introduced": "1.26.0-0"}, map[string]string{"fixed": "1.26.9"})
	osvReport(t, src, "GO-9999-0002", "example.com/m", "F",
		map[string]string{"introduced": "0"}, map[string]string{"fixed": "1.2.0"},
		map[string]string{"introduced": "1.3.0"})
	out := t.TempDir()
	if err := buildVulnDB(src, out, time.Now()); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(out, "index", "modules.json"))
	if err != nil {
		t.Fatal(err)
	}
	var index []moduleIndex
	if err := json.Unmarshal(raw, &index); err != nil {
		t.Fatal(err)
	}
	fixes := map[string]string{}
	for _, m := range index {
		for _, v := range m.Vulns {
			fixes[m.Path+" "+v.ID] = v.Fixed
			if v.Modified.IsZero() {
				t.Errorf("%s: no modification time", v.ID)
			}
		}
	}
	if got := fixes["stdlib GO-9999-0001"]; got != "1.26.9" {
		t.Errorf("stdlib fix = %q, want 1.26.9", got)
	}
	if got, ok := fixes["example.com/m GO-9999-0002"]; !ok || got != "" {
		t.Errorf("re-introduced range: fix = %q (present %v), want none", got, ok)
	}
	for _, f := range []string{"index/db.json", "ID/GO-9999-0001.json", "ID/GO-9999-0002.json"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Error(err)
		}
	}
}

// TestThePinnedDatabaseBuilds: the pinned module downloads and holds the reports the toolchain
// upgrade answered (docs/operations.md), indexed for the standard library.
func TestThePinnedDatabaseBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("downloads the database module")
	}
	url, err := localVulnDB(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(strings.TrimPrefix(url, "file://"), "index", "modules.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"id":"GO-2026-6617"`) {
		t.Fatal("GO-2026-6617 (the HTTP/2 server crash) is not in the index")
	}
}
