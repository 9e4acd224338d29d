import type { components } from '../../../api/schema.gen'

type PlanCode = components['schemas']['PlanCode']

// Basic: a circle; standard: a star; premium: a gem; elite: a crown. Decorative: the badge text names the plan.
const PATHS: Record<PlanCode, string> = {
  basic: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16Z',
  standard: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z',
  premium: 'M7 4h10l4 5-9 11L3 9Zm-1.2 5h12.4M9 4l3 5 3-5',
  elite: 'M3 18h18v2H3Zm0-11 5 4 4-7 4 7 5-4-2 9H5Z',
}

export function PlanIcon({ plan }: { plan: PlanCode }) {
  return (
    <svg className="plan-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={PATHS[plan]} fill="currentColor" stroke="currentColor" strokeWidth="0.5" strokeLinejoin="round" />
    </svg>
  )
}
