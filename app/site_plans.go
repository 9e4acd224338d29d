package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// ListPlans answers the plans on sale, which are data rather than code.
type ListPlans struct{ plans PlanStore }

func NewListPlans(plans PlanStore) *ListPlans { return mustHave(&ListPlans{plans: plans}) }

func (q *ListPlans) Handle(ctx context.Context) ([]plans.Plan, error) { return q.plans.ListPlans(ctx) }
