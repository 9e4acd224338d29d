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

// notCode are the folders the walk does not enter: the web app, fixtures, tools and the
// dependencies they hold.
var notCode = map[string]bool{"web": true, "node_modules": true, "testdata": true, "bin": true}

// goFolders lists, relative to the repository, every folder holding Go files: a package, or a
// folder of tests only (adapters/httpapi/fullstack, docs).
func goFolders(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if path != ".." && (notCode[d.Name()] || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		goFiles, _ := filepath.Glob(filepath.Join(path, "*.go"))
		if len(goFiles) > 0 && path != ".." {
			out = append(out, filepath.ToSlash(strings.TrimPrefix(path, ".."+string(filepath.Separator))))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// packageLine is a package's line in the map's "The packages" section (a nested package's line
// is indented under its parent's).
var packageLine = regexp.MustCompile("(?m)^ *- `([a-z0-9]+(?:/[a-z0-9]+)*)` — ")

// wholeLayers are described as a whole under a heading of their own ("**app/** — ..."): app is
// one package, and the domain folder itself holds only its architecture test.
var wholeLayers = []string{"app", "domain"}

// mappedPackages are the packages the map gives a line (or, for wholeLayers, a heading) of their own.
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
	for _, layer := range wholeLayers {
		if strings.Contains(string(b), "\n**"+layer+"/** — ") {
			named[layer] = true
		}
	}
	return named
}

func TestTheArchitectureMapNamesEveryPackage(t *testing.T) {
	named := mappedPackages(t)
	folders := goFolders(t)
	for _, p := range folders {
		if !named[p] {
			t.Errorf("docs/architecture.md does not name %s: add a line under \"The packages\" saying what it owns", p)
		}
	}
	if len(folders) < 60 {
		t.Fatalf("only %d Go folders found: the walk checks nothing", len(folders))
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
var testKitUsers = []string{"cmd/bench/", "cmd/chaos/", "cmd/soak/", "cmd/restoredrill/", "internal/testkit/"}

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
