import type { TFunction } from '../../../lib/i18n'
import { NETWORK_ERROR_CODE, isProblem } from '../../../api/problem'

/**
 * What to tell the admin about a failed call: the server's own message (it follows the admin's
 * language, ADR 3) when it sent one, a dropped connection as such, otherwise the screen's fallback.
 */
export function adminProblemText(t: TFunction, problem: unknown, fallback: string): string {
  if (!isProblem(problem)) return fallback
  if (problem.code === NETWORK_ERROR_CODE) return t('login.network')
  if (problem.status >= 500 || problem.code.startsWith('http_')) return fallback
  return problem.message || fallback
}
