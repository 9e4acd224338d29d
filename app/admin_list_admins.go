package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// ListAdmins lists the admin accounts, for the audit log's filter.
type ListAdmins struct{ store AuditReader }

func NewListAdmins(store AuditReader) *ListAdmins { return mustHave(&ListAdmins{store: store}) }

func (q *ListAdmins) Handle(ctx context.Context) ([]identity.Account, error) {
	return q.store.Admins(ctx)
}
