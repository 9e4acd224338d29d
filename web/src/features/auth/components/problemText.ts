import type { TFunction } from '../../../lib/i18n'
import { NETWORK_ERROR_CODE, isProblem } from '../../../api/problem'

/**
 * What to tell the member about a failed call: a known code in their language, otherwise the
 * server's own message, otherwise the screen's fallback. A dropped connection gets `network`.
 */
export function problemText(t: TFunction, problem: unknown, fallback: string, network = fallback): string {
  if (!isProblem(problem)) return fallback
  if (problem.code === NETWORK_ERROR_CODE) return network
  const key = `codes.${problem.code}`
  if (t(key, { defaultValue: '' }) !== '') return t(key)
  return problem.message || fallback
}
