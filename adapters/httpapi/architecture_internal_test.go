package httpapi

import (
	"go/parser"
	"go/token"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestHTTPAdapterImportsNoOtherAdapter keeps the adapters side by side: this one reaches
// pictures, storage and the database through ports (PhotoProcessor, PhotoReader, app's use
// cases) and maps error kinds only (problem.go), so it never imports another adapter.
func TestHTTPAdapterImportsNoOtherAdapter(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			const adapters = "github.com/reshimgathi/reshimgathi/adapters/"
			if strings.HasPrefix(path, adapters) && !strings.HasPrefix(path, adapters+"httpapi/") {
				t.Errorf("%s imports %s", name, path)
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d files checked", checked)
	}
}
