package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"
)

// The Go vulnerability database, published as a Go module: its data/osv folder holds every
// report. The module proxy serves it where the database's own web address cannot be reached.
// This is the one place its version is pinned; docs/operations.md ("Known vulnerabilities")
// says how to move it forward.
const (
	vulnDBModule  = "golang.org/x/vulndb"
	vulnDBVersion = "v0.0.0-20261105234957-e22db6528018"
)

// localVulnDB brings the pinned database module into the module cache and writes it, once per
// version, into cacheDir in govulncheck's file layout. It returns the file:// URL to give -db.
func localVulnDB(cacheDir string) (string, error) {
	cacheDir, err := filepath.Abs(cacheDir)
	if err != nil {
		return "", err
	}
	out := filepath.Join(cacheDir, vulnDBVersion)
	if _, err := os.Stat(filepath.Join(out, "index", "db.json")); err == nil {
		return "file://" + out, nil
	}
	src, err := downloadModule(vulnDBModule, vulnDBVersion)
	if err != nil {
		return "", err
	}
	modified, err := module.PseudoVersionTime(vulnDBVersion)
	if err != nil {
		return "", fmt.Errorf("the pinned version %s: %w", vulnDBVersion, err)
	}
	// Built beside the final folder and renamed into place, so an interrupted build is never
	// taken for a database.
	tmp := out + ".building"
	if err := os.RemoveAll(tmp); err != nil {
		return "", err
	}
	if err := buildVulnDB(filepath.Join(src, "data", "osv"), tmp, modified); err != nil {
		return "", err
	}
	if err := os.RemoveAll(out); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, out); err != nil {
		return "", err
	}
	return "file://" + out, nil
}

// downloadModule runs `go mod download` and returns the module's folder in the cache.
func downloadModule(path, version string) (string, error) {
	cmd := exec.Command("go", "mod", "download", "-json", path+"@"+version)
	cmd.Dir = os.TempDir() // outside this module: the database is not one of its requirements
	var stderr strings.Builder
	cmd.Stderr = &stderr
	stdout, err := cmd.Output()
	var info struct{ Dir, Error string }
	if jsonErr := json.Unmarshal(stdout, &info); jsonErr == nil && info.Error != "" {
		return "", fmt.Errorf("go mod download %s@%s: %s", path, version, info.Error)
	}
	if err != nil {
		return "", fmt.Errorf("go mod download %s@%s: %v: %s", path, version, err, strings.TrimSpace(stderr.String()))
	}
	if info.Dir == "" {
		return "", fmt.Errorf("go mod download %s@%s: no folder in its answer", path, version)
	}
	return info.Dir, nil
}

// osvEntry is the part of an OSV report that the database's indexes are built from.
type osvEntry struct {
	ID       string    `json:"id"`
	Modified time.Time `json:"modified"`
	Affected []struct {
		Package struct {
			Name string `json:"name"` // the module path ("stdlib" and "toolchain" for Go itself)
		} `json:"package"`
		Ranges []struct {
			Type   string `json:"type"`
			Events []struct {
				Introduced string `json:"introduced"`
				Fixed      string `json:"fixed"`
			} `json:"events"`
		} `json:"ranges"`
	} `json:"affected"`
}

// moduleVuln and moduleIndex are govulncheck's index/modules.json: per module, the reports that
// name it and the newest version that fixes each (govulncheck fetches only the reports whose fix
// is newer than the version in use, or that have none).
type moduleVuln struct {
	ID       string    `json:"id"`
	Modified time.Time `json:"modified"`
	Fixed    string    `json:"fixed,omitempty"`
}

type moduleIndex struct {
	Path  string       `json:"path"`
	Vulns []moduleVuln `json:"vulns"`
}

// buildVulnDB writes every report in srcDir (GO-*.json) to outDir/ID and the two indexes
// govulncheck reads first: index/db.json and index/modules.json. The module's reports carry no
// modification time of their own (the database's server adds it), so modified stands in.
func buildVulnDB(srcDir, outDir string, modified time.Time) error {
	files, err := filepath.Glob(filepath.Join(srcDir, "GO-*.json"))
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return fmt.Errorf("no reports in %s", srcDir)
	}
	if err := os.MkdirAll(filepath.Join(outDir, "ID"), 0o755); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(outDir, "index"), 0o755); err != nil {
		return err
	}
	modules := map[string]*moduleIndex{}
	for _, file := range files {
		raw, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		var e osvEntry
		if err := json.Unmarshal(raw, &e); err != nil {
			return fmt.Errorf("%s: %w", filepath.Base(file), err)
		}
		if e.ID == "" || e.ID+".json" != filepath.Base(file) {
			return fmt.Errorf("%s: its id is %q", filepath.Base(file), e.ID)
		}
		if e.Modified.IsZero() {
			e.Modified = modified
		}
		for _, a := range e.Affected {
			m := modules[a.Package.Name]
			if m == nil {
				m = &moduleIndex{Path: a.Package.Name}
				modules[a.Package.Name] = m
			}
			v := moduleVuln{ID: e.ID, Modified: e.Modified}
			for _, r := range a.Ranges {
				if r.Type != "SEMVER" {
					continue
				}
				v.Fixed = newestFix(v.Fixed, r.Events)
			}
			m.Vulns = append(m.Vulns, v)
		}
		if err := os.WriteFile(filepath.Join(outDir, "ID", filepath.Base(file)), raw, 0o644); err != nil {
			return err
		}
	}
	index := make([]*moduleIndex, 0, len(modules))
	for _, m := range modules {
		sort.Slice(m.Vulns, func(i, j int) bool { return m.Vulns[i].ID < m.Vulns[j].ID })
		index = append(index, m)
	}
	sort.Slice(index, func(i, j int) bool { return index[i].Path < index[j].Path })
	if err := writeJSON(filepath.Join(outDir, "index", "modules.json"), index); err != nil {
		return err
	}
	return writeJSON(filepath.Join(outDir, "index", "db.json"), map[string]time.Time{"modified": modified})
}

// newestFix is the newest "fixed" event of a range, or "" when the range is introduced again
// after it (then no version fixes it), starting from the newest fix of the ranges before.
func newestFix(fixed string, events []struct {
	Introduced string `json:"introduced"`
	Fixed      string `json:"fixed"`
}) string {
	for _, e := range events {
		if e.Fixed != "" && less(fixed, e.Fixed) {
			fixed = e.Fixed
		}
	}
	for _, e := range events {
		if e.Introduced != "" && e.Introduced != "0" && less(fixed, e.Introduced) {
			return ""
		}
	}
	return fixed
}

// less compares the database's versions, written without semver's leading "v"; "" is oldest.
func less(a, b string) bool {
	if a == "" {
		return b != ""
	}
	return semver.Compare("v"+a, "v"+b) < 0
}

func writeJSON(path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}
