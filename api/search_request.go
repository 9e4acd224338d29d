package api

// SearchRequestBody is the searchMembers body (SearchRequest in api/openapi.yaml: allOf
// SearchFilters and the paging), written by hand through the contract's x-go-type so that its
// filters are one SearchFilters, read by the one function saved searches use too. On the wire it
// is one flat object: encoding/json reads and writes an embedded struct's fields in place.
type SearchRequestBody struct {
	SearchFilters
	// Page is 1 to 167 (default 1), Limit 1 to 24 (default 6).
	Page  *int        `json:"page,omitempty"`
	Limit *int        `json:"limit,omitempty"`
	Sort  *SearchSort `json:"sort,omitempty"`
}
