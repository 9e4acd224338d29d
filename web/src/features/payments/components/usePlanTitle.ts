import type { components } from '../../../api/schema.gen'
import { useLocalized } from '../../../lib/localized'
import { usePlans } from '../../../api/plans'

type PlanCode = components['schemas']['PlanCode']

/** A plan's title in the reader's language, from the plan list (public, cached); the code meanwhile. */
export function usePlanTitle(): (code: PlanCode) => string {
  const plans = usePlans()
  const localized = useLocalized()
  return (code) => {
    const plan = plans.data?.plans.find((p) => p.code === code)
    return plan ? localized(plan.title) : code
  }
}
