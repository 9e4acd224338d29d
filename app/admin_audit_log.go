package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// AuditPage is one page of the audit log.
type AuditPage struct {
	Entries    []admin.Entry
	Page       int
	TotalPages int
	Total      int
}

// ReadAuditLog lists what admins did, newest first, filtered. Nothing can edit or delete it.
type ReadAuditLog struct{ store AuditReader }

func NewReadAuditLog(store AuditReader) *ReadAuditLog { return mustHave(&ReadAuditLog{store: store}) }

func (q *ReadAuditLog) Handle(ctx context.Context, f admin.AuditFilter, page, limit int) (AuditPage, error) {
	p := paging.New(page, limit, listPerPage, maxListPerPage)
	entries, total, err := q.store.AuditLog(ctx, f, p)
	if err != nil {
		return AuditPage{}, err
	}
	return AuditPage{Entries: entries, Page: p.Number, TotalPages: p.TotalPages(total), Total: total}, nil
}
