package matching

// ShownOnPage is the count once a page of the search is known: a count that says "at least N"
// (More) becomes exact when the page shows where the matches end. A page's own walk is not
// bounded the way a refined count is (docs/adr/0007-search-index.md, "The count's cost"), so a
// page shorter than asked for, and not cut by ResultCap, is the last one: the matches are the
// pages before it and what it shows. An empty first page means none. An empty later page says nothing of where
// the matches end (the member asked past them), so the count stays as it was.
func (n Counted) ShownOnPage(c Criteria, shown int) Counted {
	offset := (c.Page - 1) * c.Limit
	if !n.More || n.N >= ResultCap || offset+c.Limit > ResultCap || shown >= c.Limit {
		return n
	}
	if shown > 0 || c.Page == 1 {
		return Counted{N: offset + shown}
	}
	return n
}
