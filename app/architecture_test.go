package app_test

import (
	"go/parser"
	"go/token"
	"os"
	"strconv"
	"strings"
	"testing"
)

// appMayImport is the inside of the hexagon: the use cases know the domain, the standard library
// and two small libraries (uuid for identities, x/sync for singleflight), and reach everything else
// — PostgreSQL, HTTP, mail, storage, the contract's generated types — through the ports they
// declare (docs/architecture.md). An adapter, a command, the generated server or a
// database driver imported here would turn the dependency around.
func appMayImport(path string) bool {
	const module = "github.com/reshimgathi/reshimgathi/"
	first := strings.SplitN(path, "/", 2)[0]
	switch {
	case !strings.Contains(first, "."): // standard library, but not its HTTP server or SQL
		return path != "database/sql" && path != "net/http" && !strings.HasPrefix(path, "net/http/") &&
			!strings.HasPrefix(path, "database/sql/")
	case path == "github.com/google/uuid", path == "golang.org/x/sync/singleflight":
		return true
	case strings.HasPrefix(path, module+"domain/"):
		return true
	}
	return false // adapters/*, cmd/*, api/*, internal/*, pgx, chi, oapi-codegen's runtime, …
}

func TestAppImportsNoAdapter(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if !appMayImport(path) {
				t.Errorf("%s imports %s: use cases reach the outside through their ports", name, path)
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d files checked: the guard checks nothing", checked)
	}
}

func TestTheAppGuardRefusesWhatItMust(t *testing.T) {
	for _, path := range []string{
		"github.com/reshimgathi/reshimgathi/adapters/postgres",
		"github.com/reshimgathi/reshimgathi/adapters/httpapi",
		"github.com/reshimgathi/reshimgathi/cmd/server/wiring",
		"github.com/reshimgathi/reshimgathi/api",
		"github.com/reshimgathi/reshimgathi/internal/testkit/journey",
		"github.com/jackc/pgx/v5",
		"github.com/jackc/pgx/v5/pgxpool",
		"database/sql",
		"net/http",
	} {
		if appMayImport(path) {
			t.Errorf("%s would be allowed in app", path)
		}
	}
}
