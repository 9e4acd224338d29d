import type { components } from '../../api/schema.gen'

type SearchRequest = components['schemas']['SearchRequest']

export const MIN_AGE = 18
export const MAX_AGE = 100
export const SEARCH_PAGE_SIZE = 6
/** The server counts at most 1000 matches: 167 pages of 6. */
export const MAX_SEARCH_PAGE = 167

/** The filters as the form holds them (strings, '' = not set) and as the URL carries them. */
export interface SearchFilters {
  min_age: string
  max_age: string
  caste: string
  religion: string
  location: string
  motherTongue: string
}

export type FilterName = keyof SearchFilters
export const FILTER_NAMES: readonly FilterName[] = ['min_age', 'max_age', 'caste', 'religion', 'location', 'motherTongue']

export const EMPTY_FILTERS: SearchFilters = { min_age: '', max_age: '', caste: '', religion: '', location: '', motherTongue: '' }

/** The contract's length limits; a longer value from a hand-edited URL is dropped, not sent to fail. */
const MAX_LENGTH: Record<Exclude<FilterName, 'min_age' | 'max_age'>, number> = {
  caste: 40,
  religion: 20,
  location: 40,
  motherTongue: 20,
}

function parseAge(raw: string | null | undefined): number | undefined {
  const trimmed = (raw ?? '').trim()
  if (!/^\d{1,3}$/.test(trimmed)) return undefined
  const age = Number(trimmed)
  return age >= MIN_AGE && age <= MAX_AGE ? age : undefined
}

/** Reads the filters from a URL, keeping only values the API would accept. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  let min = parseAge(params.get('min_age'))
  let max = parseAge(params.get('max_age'))
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  const text = (name: keyof typeof MAX_LENGTH) => {
    const value = (params.get(name) ?? '').trim()
    return value.length <= MAX_LENGTH[name] ? value : ''
  }
  return {
    min_age: min === undefined ? '' : String(min),
    max_age: max === undefined ? '' : String(max),
    caste: text('caste'),
    religion: text('religion'),
    location: text('location'),
    motherTongue: text('motherTongue'),
  }
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_SEARCH_PAGE) : 1
}

export function activeFilterCount(filters: SearchFilters): number {
  return FILTER_NAMES.filter((name) => filters[name].trim() !== '').length
}

export function isEmpty(filters: SearchFilters): boolean {
  return activeFilterCount(filters) === 0
}

/**
 * The URL for a search: the filters that are set, the page when past the first, and the home
 * quick search's `lookingFor` passed through so a shared link reads the same.
 */
export function searchHref(filters: SearchFilters, page = 1, lookingFor?: string | null): string {
  const params = new URLSearchParams()
  if (lookingFor && !isEmpty(filters)) params.set('lookingFor', lookingFor)
  for (const name of FILTER_NAMES) {
    const value = filters[name].trim()
    if (value) params.set(name, value)
  }
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/search?${query}` : '/search'
}

/** The request body for a page of results; filters that are not set are left out. */
export function searchBody(filters: SearchFilters, page: number): SearchRequest {
  // The contract's default order, said out loud: the generated type requires a field with a default.
  const body: SearchRequest = { page, limit: SEARCH_PAGE_SIZE, sort: 'recent' }
  const min = parseAge(filters.min_age)
  const max = parseAge(filters.max_age)
  if (min !== undefined) body.min_age = min
  if (max !== undefined) body.max_age = max
  if (filters.caste) body.caste = filters.caste
  if (filters.religion) body.religion = filters.religion
  if (filters.location) body.location = filters.location
  if (filters.motherTongue) body.motherTongue = filters.motherTongue
  return body
}

export type AgeProblem = 'ageRange' | 'ageOrder'
export type FilterErrors = Partial<Record<'min_age' | 'max_age', AgeProblem>>

/** Ages are optional; one that is given must be 18–100, and the minimum not above the maximum. */
export function validateFilters(filters: SearchFilters): FilterErrors {
  const errors: FilterErrors = {}
  const min = parseAge(filters.min_age)
  const max = parseAge(filters.max_age)
  if (filters.min_age.trim() !== '' && min === undefined) errors.min_age = 'ageRange'
  if (filters.max_age.trim() !== '' && max === undefined) errors.max_age = 'ageRange'
  if (min !== undefined && max !== undefined && min > max) errors.max_age = 'ageOrder'
  return errors
}
