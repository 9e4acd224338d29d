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

// TestTheReadmeLayoutNamesEveryPackage keeps the README's layout a true summary of the tree:
// every package one level under domain/, adapters/, cmd/ and internal/ (and every test kit under
// internal/testkit/) is named by its folder's name in the layer's entry.
func TestTheReadmeLayoutNamesEveryPackage(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, layout, ok := strings.Cut(string(readme), "## Layout")
	if !ok {
		t.Fatal("README.md has no Layout section")
	}
	layout, _, _ = strings.Cut(layout, "\n## ")
	entries := layerEntries(layout)
	checked := 0
	for _, layer := range []string{"domain", "adapters", "cmd", "internal", "internal/testkit"} {
		entry, ok := entries[strings.SplitN(layer, "/", 2)[0]]
		if !ok {
			t.Fatalf("the README's layout has no %s/ entry", layer)
		}
		dirs, err := os.ReadDir(filepath.Join("..", layer))
		if err != nil {
			t.Fatal(err)
		}
		words := map[string]bool{}
		for _, w := range strings.FieldsFunc(entry, func(r rune) bool { return !('a' <= r && r <= 'z' || '0' <= r && r <= '9') }) {
			words[w] = true
		}
		for _, d := range dirs {
			if !d.IsDir() || d.Name() == "testkit" && layer == "internal" {
				continue
			}
			checked++
			if !words[d.Name()] {
				t.Errorf("the README's layout does not name %s/%s", layer, d.Name())
			}
		}
	}
	if checked < 40 {
		t.Fatalf("only %d packages checked", checked)
	}
}

// layerEntries splits the layout's block into its entries by the folder that starts each
// ("domain/     bounded contexts ..." and the lines indented under it).
func layerEntries(layout string) map[string]string {
	entries := map[string]string{}
	current := ""
	for _, line := range strings.Split(layout, "\n") {
		if name, _, ok := strings.Cut(line, "/ "); ok && line != "" && line[0] != ' ' && !strings.Contains(name, " ") {
			current = name
		}
		if current != "" {
			entries[current] += line + "\n"
		}
	}
	return entries
}
