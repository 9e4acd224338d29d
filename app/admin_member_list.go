package app

import (
	"context"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// The admin's member table shows ten a page (docs/product.md §2); the count stops at memberCountCap, so a
// one-letter search of a million members costs a bounded walk.
const (
	membersPerPage = 10
	memberCountCap = 10_000
)

// MemberPage is one page of the member table.
type MemberPage struct {
	Rows       []MemberRow
	Page       int
	TotalPages int
	Counted    int
	More       bool // more than Counted match
}

// ListMembers searches members by a prefix of their e-mail or phone (admin.ParseMemberQuery),
// or lists every member newest first.
type ListMembers struct {
	members MemberAdminStore
	now     func() time.Time
}

func NewListMembers(members MemberAdminStore, now func() time.Time) *ListMembers {
	return mustHave(&ListMembers{members: members, now: clockOr(now)})
}

func (q *ListMembers) Handle(ctx context.Context, query string, page int) (MemberPage, error) {
	p := paging.New(page, membersPerPage, membersPerPage, membersPerPage)
	rows, counted, err := q.members.Members(ctx, admin.ParseMemberQuery(query), p, memberCountCap+1, q.now())
	if err != nil {
		return MemberPage{}, err
	}
	more := counted > memberCountCap
	counted = min(counted, memberCountCap)
	return MemberPage{Rows: rows, Page: p.Number, TotalPages: p.TotalPages(counted), Counted: counted, More: more}, nil
}
