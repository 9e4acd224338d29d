package paging_test

import (
	"testing"

	"github.com/reshimgathi/reshimgathi/domain/paging"
)

func TestPage(t *testing.T) {
	cases := []struct {
		name                          string
		number, limit                 int
		wantNumber, wantLimit, offset int
		total, pages                  int
	}{
		{"defaults", 0, 0, 1, 6, 0, 13, 3},
		{"second page", 2, 6, 2, 6, 6, 12, 2},
		{"limit capped", 3, 500, 3, 50, 100, 0, 0},
		{"exact fit", 1, 4, 1, 4, 0, 8, 2},
		{"one over", 1, 4, 1, 4, 0, 9, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := paging.New(c.number, c.limit, 6, 50)
			if p.Number != c.wantNumber || p.Limit != c.wantLimit || p.Offset() != c.offset {
				t.Fatalf("got %+v offset %d", p, p.Offset())
			}
			if got := p.TotalPages(c.total); got != c.pages {
				t.Fatalf("TotalPages(%d) = %d, want %d", c.total, got, c.pages)
			}
		})
	}
}
