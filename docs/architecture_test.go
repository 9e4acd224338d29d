// Package docs_test keeps docs/architecture.md the map of the code: a newcomer reads it first,
// so every package the product has is named there, and nothing it names is gone.
package docs_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// mappedLayers are the folders whose every package the map names one by one; app is one package
// and is described as a whole.
var mappedLayers = []string{"domain", "adapters", "cmd", "internal"}

// packagesUnder lists the first-level folders of layer that hold Go files; a folder without Go
// files of its own only groups packages (internal/testkit), so its first-level folders are listed.
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
		} else if !strings.Contains(layer, "/") {
			out = append(out, packagesUnder(t, layer+"/"+e.Name())...)
		}
	}
	return out
}

// packageLine is a package's line in the map's "The packages" section.
var packageLine = regexp.MustCompile("(?m)^- `((?:domain|adapters|cmd|internal)(?:/[a-z0-9]+)+)` — ")

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

// testKitUsers are the packages besides tests that may import internal/testkit: the load
// commands, which are test tooling themselves, and the kit's own packages.
var testKitUsers = []string{"cmd/chaos/", "cmd/soak/", "cmd/restoredrill/", "internal/testkit/"}

// TestOnlyTestsImportTheTestKit holds the map's promise that the product never carries test
// tooling: no non-test Go file outside testKitUsers imports internal/testkit.
func TestOnlyTestsImportTheTestKit(t *testing.T) {
	const kit = "github.com/reshimgathi/reshimgathi/internal/testkit"
	checked := 0
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(path, ".."+string(filepath.Separator)))
		if d.IsDir() {
			if rel == "web" || strings.HasPrefix(d.Name(), ".") && rel != ".." {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		for _, user := range testKitUsers {
			if strings.HasPrefix(rel, user) {
				return nil
			}
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		checked++
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p == kit || strings.HasPrefix(p, kit+"/") {
				t.Errorf("%s imports %s: test tooling stays out of the product (docs/architecture.md, internal/testkit)", rel, p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 100 {
		t.Fatalf("only %d files checked: the guard checks nothing", checked)
	}
}
