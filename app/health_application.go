package app

import (
	"context"
	"time"
)

// Pinger checks that the database answers.
type Pinger interface {
	Ping(ctx context.Context) error
}

// HealthApplication is the readiness probe's index (laid out as admin_application.go).
type HealthApplication struct {
	Queries HealthQueries
}

// HealthQueries read.
type HealthQueries struct {
	Ready *CheckReadiness
}

// HealthPorts are what the probe uses.
type HealthPorts struct {
	DB Pinger
}

// NewHealthApplication builds the probe, naming every port missing.
func NewHealthApplication(p HealthPorts) (*HealthApplication, error) {
	if err := requireFields("HealthApplication", p); err != nil {
		return nil, err
	}
	return &HealthApplication{Queries: HealthQueries{Ready: NewCheckReadiness(p.DB)}}, nil
}

// CheckReadiness answers the readiness probe.
type CheckReadiness struct{ db Pinger }

func NewCheckReadiness(db Pinger) *CheckReadiness { return mustHave(&CheckReadiness{db: db}) }

// readinessBudget keeps a probe fast when the database hangs rather than refuses.
const readinessBudget = 2 * time.Second

// Handle reports nil when the service can serve requests that need the database.
func (h *CheckReadiness) Handle(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, readinessBudget)
	defer cancel()
	return h.db.Ping(ctx)
}
