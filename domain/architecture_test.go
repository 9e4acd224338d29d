// Package domain_test guards the hexagon: the domain packages may import only the standard
// library, github.com/google/uuid and each other — never HTTP, SQL, JSON codecs or adapters.
package domain_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/reshimgathi/reshimgathi/"

func allowed(path string) bool {
	first := strings.SplitN(path, "/", 2)[0]
	switch {
	case !strings.Contains(first, "."): // standard library
		return path != "net/http" && path != "database/sql" && !strings.HasPrefix(path, "net/http/")
	case path == "github.com/google/uuid":
		return true
	case strings.HasPrefix(path, module+"domain/"):
		return true
	}
	return false
}

func TestDomainImportsNoInfrastructure(t *testing.T) {
	fset := token.NewFileSet()
	checked := 0
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if !allowed(path) {
				t.Errorf("%s imports %s: the domain must stay free of infrastructure", p, path)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked == 0 {
		t.Fatal("no domain files found: the guard checks nothing")
	}
}
