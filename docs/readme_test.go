package docs_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTheIndexListsEveryADR keeps docs/README.md's list of decision records whole: a record
// written but not listed is one a newcomer never finds.
func TestTheIndexListsEveryADR(t *testing.T) {
	index, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	records, err := filepath.Glob(filepath.Join("adr", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	if len(records) < 16 {
		t.Fatalf("only %d ADRs found", len(records))
	}
	for _, r := range records {
		if !strings.Contains(string(index), "]("+filepath.ToSlash(r)+")") {
			t.Errorf("docs/README.md does not list %s", r)
		}
	}
}
