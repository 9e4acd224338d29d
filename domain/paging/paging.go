// Package paging is the 1-based page arithmetic every list in the product shares.
package paging

// Page is a validated 1-based page request.
type Page struct {
	Number int
	Limit  int
}

// New clamps a requested page into range: page ≥ 1, 1 ≤ limit ≤ maxLimit, falling back to
// defaultLimit when none was asked for.
func New(number, limit, defaultLimit, maxLimit int) Page {
	if number < 1 {
		number = 1
	}
	if limit < 1 {
		limit = defaultLimit
	}
	if limit > maxLimit {
		limit = maxLimit
	}
	return Page{Number: number, Limit: limit}
}

// Offset is how many items precede this page.
func (p Page) Offset() int { return (p.Number - 1) * p.Limit }

// TotalPages is how many pages of this size hold total items.
func (p Page) TotalPages(total int) int { return (total + p.Limit - 1) / p.Limit }
