package app

import (
	"context"
	"time"
)

// Pinger checks that the database answers.
type Pinger interface {
	Ping(ctx context.Context) error
}

// Health answers the readiness probe.
type Health struct{ DB Pinger }

// NewHealth builds Health on the database it probes.
func NewHealth(db Pinger) (*Health, error) {
	r := required{useCase: "Health"}
	r.need("DB", db)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Health{DB: db}, nil
}

// readinessBudget keeps a probe fast when the database hangs rather than refuses.
const readinessBudget = 2 * time.Second

// Ready reports nil when the service can serve requests that need the database.
func (h *Health) Ready(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, readinessBudget)
	defer cancel()
	return h.DB.Ping(ctx)
}
