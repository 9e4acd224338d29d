export const MIN_PARTNER_AGE = 18
export const MAX_PARTNER_AGE = 100

/** Bride = the visitor is looking for a woman, Groom = for a man (decisions §3). */
export type LookingFor = 'bride' | 'groom'

export interface QuickSearchValues {
  lookingFor: LookingFor
  ageFrom: string
  ageTo: string
  religion: string
  motherTongue: string
}

export type AgeField = 'ageFrom' | 'ageTo'
export type AgeProblem = 'ageRequired' | 'ageRange' | 'ageOrder'
export type QuickSearchErrors = Partial<Record<AgeField, AgeProblem>>

function parseAge(raw: string): number | undefined {
  const trimmed = raw.trim()
  if (!/^\d+$/.test(trimmed)) return undefined
  return Number(trimmed)
}

function checkAge(raw: string): AgeProblem | undefined {
  if (raw.trim() === '') return 'ageRequired'
  const age = parseAge(raw)
  if (age === undefined || age < MIN_PARTNER_AGE || age > MAX_PARTNER_AGE) return 'ageRange'
  return undefined
}

export function validateQuickSearch(values: QuickSearchValues): QuickSearchErrors {
  const errors: QuickSearchErrors = {}
  const fromProblem = checkAge(values.ageFrom)
  const toProblem = checkAge(values.ageTo)
  if (fromProblem) errors.ageFrom = fromProblem
  if (toProblem) errors.ageTo = toProblem
  if (!fromProblem && !toProblem && Number(values.ageFrom) > Number(values.ageTo)) errors.ageTo = 'ageOrder'
  return errors
}

/** The member search URL; empty optional filters are left out rather than sent blank. */
export function searchUrlFor(values: QuickSearchValues): string {
  const query = new URLSearchParams({
    lookingFor: values.lookingFor,
    min_age: String(parseAge(values.ageFrom)),
    max_age: String(parseAge(values.ageTo)),
  })
  if (values.religion) query.set('religion', values.religion)
  if (values.motherTongue) query.set('motherTongue', values.motherTongue)
  return `/search?${query.toString()}`
}

/** Search is for members; a visitor logs in first and is brought back to the same search. */
export function destinationFor(searchUrl: string, signedIn: boolean): string {
  return signedIn ? searchUrl : `/login?next=${encodeURIComponent(searchUrl)}`
}
