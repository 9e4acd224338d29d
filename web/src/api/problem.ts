import type { components } from './schema.gen'

export type Problem = components['schemas']['Problem']
export type FieldError = components['schemas']['FieldError']

/** Code the client uses when the server could not be reached at all (the spec's "Request Failed"). */
export const NETWORK_ERROR_CODE = 'network_error'

export function isProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return (
    typeof candidate.status === 'number' &&
    typeof candidate.code === 'string' &&
    typeof candidate.message === 'string'
  )
}

/** Field errors keyed by field name, first message wins. */
export function fieldErrorsOf(problem: unknown): Record<string, string> {
  if (!isProblem(problem) || !problem.errors) return {}
  const byField: Record<string, string> = {}
  for (const { field, message } of problem.errors) {
    byField[field] ??= message
  }
  return byField
}

export function problemStatus(error: unknown): number | undefined {
  return isProblem(error) ? error.status : undefined
}
