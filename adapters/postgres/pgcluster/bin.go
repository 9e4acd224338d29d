package pgcluster

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

var serverBinaries = []string{"initdb", "pg_ctl", "postgres"}

// findBinaries returns a directory holding all server binaries. A data directory made by
// major version wantMajor is best served by that version, so Debian's directory for it
// comes first when it exists; otherwise PATH, pg_config, then the newest Debian install.
func findBinaries(override, wantMajor string) (string, error) {
	if override != "" {
		if !hasBinaries(override) {
			return "", fmt.Errorf("pgcluster: BinDir %s does not contain %s", override, strings.Join(serverBinaries, ", "))
		}
		return override, nil
	}
	var dirs []string
	if wantMajor != "" {
		dirs = append(dirs, filepath.Join("/usr/lib/postgresql", wantMajor, "bin"))
	}
	// PATH often holds symlinks (/usr/local/bin/initdb -> /usr/lib/postgresql/15/bin/initdb);
	// resolve them, because the siblings (pg_ctl, postgres, share/) live next to the target.
	if p, err := exec.LookPath("initdb"); err == nil {
		if r, err := filepath.EvalSymlinks(p); err == nil {
			dirs = append(dirs, filepath.Dir(r))
		}
	}
	if out, err := exec.Command("pg_config", "--bindir").Output(); err == nil {
		dirs = append(dirs, strings.TrimSpace(string(out)))
	}
	dirs = append(dirs, debianBinDirs()...)
	for _, d := range dirs {
		if hasBinaries(d) {
			return d, nil
		}
	}
	return "", ErrNoBinaries
}

// debianBinDirs lists /usr/lib/postgresql/*/bin, newest version first.
func debianBinDirs() []string {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	ver := func(d string) float64 {
		v, _ := strconv.ParseFloat(filepath.Base(filepath.Dir(d)), 64) // "9.6" and "15" both parse
		return v
	}
	sort.Slice(dirs, func(i, j int) bool { return ver(dirs[i]) > ver(dirs[j]) })
	return dirs
}

func hasBinaries(dir string) bool {
	for _, name := range serverBinaries {
		fi, err := os.Stat(filepath.Join(dir, name))
		if err != nil || !fi.Mode().IsRegular() || fi.Mode().Perm()&0o111 == 0 {
			return false
		}
	}
	return true
}

// pgVersion returns the major version recorded in a data directory, or "" if there is none.
func pgVersion(data string) string {
	b, err := os.ReadFile(filepath.Join(data, "PG_VERSION"))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}
