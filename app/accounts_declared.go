package app

import (
	"context"
	"time"

	"github.com/google/uuid"
)

// ReadDeclarations answers when the member made the declarations (nil when they have not).
type ReadDeclarations struct{ declarations DeclarationStore }

func NewReadDeclarations(declarations DeclarationStore) *ReadDeclarations {
	return mustHave(&ReadDeclarations{declarations: declarations})
}

func (q *ReadDeclarations) Handle(ctx context.Context, me uuid.UUID) (*time.Time, error) {
	return q.declarations.Declared(ctx, me)
}
