// Package docs_test keeps docs/architecture.md the map of the code: a newcomer reads it first,
// so every package the product has is named there, and nothing it names is gone.
package docs_test

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// mappedLayers are the folders whose every package the map names one by one; app is one package
// and is described as a whole.
var mappedLayers = []string{"domain", "adapters", "cmd", "internal"}

// packagesUnder lists the first-level folders of layer that hold Go files.
func packagesUnder(t *testing.T, layer string) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join("..", layer))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		goFiles, _ := filepath.Glob(filepath.Join("..", layer, e.Name(), "*.go"))
		if len(goFiles) > 0 {
			out = append(out, layer+"/"+e.Name())
		}
	}
	return out
}

// packageLine is a package's line in the map's "The packages" section.
var packageLine = regexp.MustCompile("(?m)^- `((?:domain|adapters|cmd|internal)/[a-z0-9]+)` — ")

// mappedPackages are the packages the map gives a line of their own.
func mappedPackages(t *testing.T) map[string]bool {
	t.Helper()
	b, err := os.ReadFile("architecture.md")
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for _, m := range packageLine.FindAllStringSubmatch(string(b), -1) {
		named[m[1]] = true
	}
	if len(named) < 30 {
		t.Fatalf("only %d package lines found in docs/architecture.md", len(named))
	}
	return named
}

func TestTheArchitectureMapNamesEveryPackage(t *testing.T) {
	named := mappedPackages(t)
	total := 0
	for _, layer := range mappedLayers {
		pkgs := packagesUnder(t, layer)
		total += len(pkgs)
		for _, p := range pkgs {
			if !named[p] {
				t.Errorf("docs/architecture.md does not name %s: add a line under \"The packages\" saying what it owns", p)
			}
		}
	}
	if total < 30 {
		t.Fatalf("only %d packages found: the walk checks nothing", total)
	}
}

func TestTheArchitectureMapNamesNoPackageThatIsGone(t *testing.T) {
	for p := range mappedPackages(t) {
		if _, err := os.Stat(filepath.Join("..", p)); err != nil {
			t.Errorf("docs/architecture.md names %s, which is not in the tree", p)
		}
	}
}
