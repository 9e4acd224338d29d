import type { components } from '../../api/schema.gen'

type SearchRequest = components['schemas']['SearchRequest']
type SavedFilters = components['schemas']['SearchFilters']

export const MIN_AGE = 18
export const MAX_AGE = 100
export const MIN_HEIGHT = 100
export const MAX_HEIGHT = 250
export const MAX_ACTIVE_DAYS = 365
/** Six results a page on a phone (docs/product.md §5), twelve where a desktop shows three columns. */
export const SEARCH_PAGE_SIZE = 6
export const WIDE_SEARCH_PAGE_SIZE = 12
/** The server counts at most 1000 matches: 167 pages of 6. */
export const MAX_SEARCH_PAGE = 167

/**
 * Every filter of the contract's SearchRequest, as the form holds it and the URL carries it: a
 * string, '' when not set. Lists (marital status, education, profession) are comma-separated;
 * yes/no filters are '1' or ''.
 */
export interface SearchFilters {
  min_age: string
  max_age: string
  caste: string
  religion: string
  location: string
  motherTongue: string
  district: string
  nativeDistrict: string
  heightMin: string
  heightMax: string
  subCaste: string
  maritalStatus: string
  education: string
  profession: string
  minIncome: string
  manglik: string
  withPhoto: string
  activeWithinDays: string
  horoscopeMatch: string
  verified: string
}

export type FilterName = keyof SearchFilters

type Kind =
  | { type: 'number'; min: number; max: number }
  | { type: 'text'; maxLength: number }
  | { type: 'list'; maxItems: number; maxLength: number }
  | { type: 'flag' }

/** The contract's limits for each filter (api/openapi.yaml, SearchRequest); a value outside them from a hand-edited URL is dropped. */
const FILTERS: Record<FilterName, Kind> = {
  min_age: { type: 'number', min: MIN_AGE, max: MAX_AGE },
  max_age: { type: 'number', min: MIN_AGE, max: MAX_AGE },
  caste: { type: 'text', maxLength: 40 },
  religion: { type: 'text', maxLength: 20 },
  location: { type: 'text', maxLength: 40 },
  motherTongue: { type: 'text', maxLength: 20 },
  district: { type: 'text', maxLength: 40 },
  nativeDistrict: { type: 'text', maxLength: 40 },
  heightMin: { type: 'number', min: MIN_HEIGHT, max: MAX_HEIGHT },
  heightMax: { type: 'number', min: MIN_HEIGHT, max: MAX_HEIGHT },
  subCaste: { type: 'text', maxLength: 60 },
  maritalStatus: { type: 'list', maxItems: 4, maxLength: 20 },
  education: { type: 'list', maxItems: 30, maxLength: 40 },
  profession: { type: 'list', maxItems: 30, maxLength: 40 },
  minIncome: { type: 'text', maxLength: 10 },
  manglik: { type: 'text', maxLength: 5 },
  withPhoto: { type: 'flag' },
  activeWithinDays: { type: 'number', min: 1, max: MAX_ACTIVE_DAYS },
  horoscopeMatch: { type: 'flag' },
  verified: { type: 'flag' },
}

export const FILTER_NAMES = Object.keys(FILTERS) as readonly FilterName[]

export const EMPTY_FILTERS: SearchFilters = Object.fromEntries(FILTER_NAMES.map((name) => [name, ''])) as unknown as SearchFilters

export const SORTS = ['recent', 'newest', 'best'] as const
export type SearchSort = (typeof SORTS)[number]

function parseNumber(raw: string | null | undefined, min: number, max: number): number | undefined {
  const trimmed = (raw ?? '').trim()
  if (!/^\d{1,3}$/.test(trimmed)) return undefined
  const value = Number(trimmed)
  return value >= min && value <= max ? value : undefined
}

export function listValues(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/** One filter's raw text as the contract would accept it, or '' (the filter is not set). */
function clean(name: FilterName, raw: string | null | undefined): string {
  const kind = FILTERS[name]
  const value = (raw ?? '').trim()
  switch (kind.type) {
    case 'number': {
      const parsed = parseNumber(value, kind.min, kind.max)
      return parsed === undefined ? '' : String(parsed)
    }
    case 'text':
      return value.length <= kind.maxLength ? value : ''
    case 'list': {
      const items = listValues(value)
      return items.length <= kind.maxItems && items.every((item) => item.length <= kind.maxLength) ? items.join(',') : ''
    }
    case 'flag':
      return value === '1' || value === 'true' ? '1' : ''
  }
}

function ordered(filters: SearchFilters, low: 'min_age' | 'heightMin', high: 'max_age' | 'heightMax'): void {
  if (filters[low] !== '' && filters[high] !== '' && Number(filters[low]) > Number(filters[high])) {
    ;[filters[low], filters[high]] = [filters[high], filters[low]]
  }
}

/** Reads the filters from a URL, keeping only values the API would accept. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const filters = { ...EMPTY_FILTERS }
  for (const name of FILTER_NAMES) filters[name] = clean(name, params.get(name))
  ordered(filters, 'min_age', 'max_age')
  ordered(filters, 'heightMin', 'heightMax')
  return filters
}

/** A saved search's filters (the contract's SearchFilters) as the form holds them. */
export function filtersFromSaved(saved: SavedFilters): SearchFilters {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined || value === null) continue
    params.set(name, Array.isArray(value) ? value.join(',') : value === true ? '1' : value === false ? '' : String(value))
  }
  return filtersFromParams(params)
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_SEARCH_PAGE) : 1
}

export function sortFromParams(params: URLSearchParams): SearchSort {
  const sort = params.get('sort')
  return SORTS.find((known) => known === sort) ?? 'recent'
}

export function activeFilterCount(filters: SearchFilters): number {
  return FILTER_NAMES.filter((name) => filters[name].trim() !== '').length
}

export function isEmpty(filters: SearchFilters): boolean {
  return activeFilterCount(filters) === 0
}

/**
 * The URL for a search: the filters that are set, the order and page when not the defaults, and
 * the home quick search's `lookingFor` passed through so a shared link reads the same.
 */
export function searchHref(filters: SearchFilters, page = 1, lookingFor?: string | null, sort: SearchSort = 'recent'): string {
  const params = new URLSearchParams()
  if (lookingFor && !isEmpty(filters)) params.set('lookingFor', lookingFor)
  for (const name of FILTER_NAMES) {
    const value = filters[name].trim()
    if (value) params.set(name, value)
  }
  if (sort !== 'recent') params.set('sort', sort)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/search?${query}` : '/search'
}

/** The filters that are set, typed as the contract's SearchFilters (a saved search, a request body). */
export function filtersBody(filters: SearchFilters): SavedFilters {
  const body: Record<string, unknown> = {}
  for (const name of FILTER_NAMES) {
    const value = clean(name, filters[name])
    if (value === '') continue
    const kind = FILTERS[name]
    body[name] = kind.type === 'number' ? Number(value) : kind.type === 'list' ? listValues(value) : kind.type === 'flag' ? true : value
  }
  return body as SavedFilters
}

/** The request body for a page of results; filters that are not set are left out. */
export function searchBody(filters: SearchFilters, page: number, sort: SearchSort = 'recent', limit = SEARCH_PAGE_SIZE): SearchRequest {
  return { ...filtersBody(filters), page, limit, sort }
}

export type RangeProblem = 'ageRange' | 'ageOrder' | 'heightRange' | 'heightOrder' | 'daysRange'
export type FilterErrors = Partial<Record<'min_age' | 'max_age' | 'heightMin' | 'heightMax' | 'activeWithinDays', RangeProblem>>
export const CHECKED_FIELDS = ['min_age', 'max_age', 'heightMin', 'heightMax', 'activeWithinDays'] as const

/** Numbers are optional; one that is given must be in the contract's range, and a minimum not above its maximum. */
export function validateFilters(filters: SearchFilters): FilterErrors {
  const errors: FilterErrors = {}
  const check = (name: (typeof CHECKED_FIELDS)[number], problem: RangeProblem) => {
    if (filters[name].trim() !== '' && clean(name, filters[name]) === '') errors[name] = problem
  }
  check('min_age', 'ageRange')
  check('max_age', 'ageRange')
  check('heightMin', 'heightRange')
  check('heightMax', 'heightRange')
  check('activeWithinDays', 'daysRange')
  const above = (low: FilterName, high: FilterName) =>
    !errors[low as keyof FilterErrors] &&
    !errors[high as keyof FilterErrors] &&
    filters[low].trim() !== '' &&
    filters[high].trim() !== '' &&
    Number(filters[low]) > Number(filters[high])
  if (above('min_age', 'max_age')) errors.max_age = 'ageOrder'
  if (above('heightMin', 'heightMax')) errors.heightMax = 'heightOrder'
  return errors
}
