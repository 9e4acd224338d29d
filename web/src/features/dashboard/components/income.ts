import { formatRupees } from '../../../lib/format'

/** Income is stored in thousands of rupees a month; the dashboard shows it a year at a time (85 → ₹10,20,000). */
export function annualIncome(thousandsPerMonth: number, language = 'en'): string {
  return formatRupees(thousandsPerMonth * 1000 * 12, language)
}
