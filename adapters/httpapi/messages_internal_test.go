package httpapi

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// memberMessages finds, in the source, every fixed message a problem document can carry: the
// field messages of validators, coded sentinels, validation, rate-limit and password-policy
// errors, the problem table's defaults and the contract's x-message texts. Reading the source
// (not a list kept by hand) is what makes a new message without a Marathi text fail the build.
func memberMessages(t *testing.T) []string {
	t.Helper()
	root := filepath.Join("..", "..")
	found := map[string]bool{}
	add := func(e ast.Expr) {
		if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			if s, err := strconv.Unquote(lit.Value); err == nil && s != "" {
				found[s] = true
			}
		}
	}
	messageTypes := []string{"ValidationError", "FieldError", "RateLimitedError", "Problem", "PolicyError", "Policy", "BusyError"}
	for _, dir := range []string{"domain", "app", "adapters/httpapi", "adapters/postgres", "adapters/images", "adapters/storage"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == "seed" || d.Name() == "sqlcgen" || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			file, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(file, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					switch name := calleeName(n.Fun); {
					case (name == "Check" || name == "required") && len(n.Args) == 3:
						add(n.Args[2])
					case name == "Err" && len(n.Args) == 1:
						add(n.Args[0])
					case name == "New" && len(n.Args) == 3 && isErrsPackage(n.Fun):
						add(n.Args[2])
					}
				case *ast.CompositeLit:
					typeName := calleeName(n.Type)
					if array, ok := n.Type.(*ast.ArrayType); ok {
						// []T{{...}, {...}}: the elements leave their type out.
						for _, elt := range n.Elts {
							if inner, ok := elt.(*ast.CompositeLit); ok && inner.Type == nil {
								collectLiteral(inner, calleeName(array.Elt), messageTypes, add)
							}
						}
					}
					collectLiteral(n, typeName, messageTypes, add)
				case *ast.ValueSpec:
					// A message kept in a constant for several validators (site.go's formSummary) or
					// rate-limit policies (app/ratelimit_policies.go).
					for i, name := range n.Names {
						if (strings.HasSuffix(name.Name, "Summary") || strings.HasSuffix(name.Name, "Message")) && i < len(n.Values) {
							add(n.Values[i])
						}
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	contract, err := os.ReadFile(filepath.Join(root, "api", "openapi.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`x-message: ([^}\n]+?)\s*[}\n]`).FindAllStringSubmatch(string(contract), -1) {
		found[strings.Trim(strings.TrimSpace(m[1]), `"'`)] = true
	}
	messages := make([]string, 0, len(found))
	for m := range found {
		messages = append(messages, m)
	}
	slices.Sort(messages)
	return messages
}

// collectLiteral adds the message of one composite literal of the named type.
func collectLiteral(lit *ast.CompositeLit, typeName string, messageTypes []string, add func(ast.Expr)) {
	if typeName == "problemKind" && len(lit.Elts) == 4 {
		add(lit.Elts[3])
	}
	if !slices.Contains(messageTypes, typeName) {
		return
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if key := calleeName(kv.Key); key == "Message" || key == "msg" {
				add(kv.Value)
			}
		}
	}
}

func calleeName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return e.Sel.Name
	case *ast.StarExpr:
		return calleeName(e.X)
	}
	return ""
}

func isErrsPackage(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "errs"
}

func TestEveryMemberMessageHasMarathi(t *testing.T) {
	messages := memberMessages(t)
	if len(messages) < 50 {
		t.Fatalf("found only %d messages: the source scan is broken", len(messages))
	}
	for _, m := range messages {
		if marathi[m] == "" {
			t.Errorf("no Marathi for %q", m)
		}
	}
	for english := range marathi {
		if !slices.Contains(messages, english) {
			t.Errorf("Marathi kept for a message the code no longer has: %q", english)
		}
	}
}
