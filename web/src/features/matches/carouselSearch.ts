import type { components } from '../../api/schema.gen'

type UserData = components['schemas']['UserData']
export type MatchCategory = 'caste' | 'age' | 'location' | 'new' | 'mutual' | 'near' | 'horoscope'

/**
 * The search that finds a carousel's members and more (search is not limited to mutual matches):
 * the member's preferred ages and religion, and what the carousel is about — the preferred caste
 * or city (the member's own when none is set), their district, a gun milan of 18 or more, or the
 * newest first. The search page reads these names from its URL (features/search/searchParams.ts).
 */
export function carouselSearchHref(category: MatchCategory, own: UserData | undefined): string {
  const params = new URLSearchParams()
  if (own) {
    const prefs = own.partnerPreferences
    const set = (name: string, value: string | number | undefined | null) => {
      if (value !== undefined && value !== null && value !== '') params.set(name, String(value))
    }
    set('min_age', prefs.age?.min)
    set('max_age', prefs.age?.max)
    set('religion', prefs.religion)
    switch (category) {
      case 'caste':
        set('caste', prefs.caste ?? own.caste)
        break
      case 'location':
        set('location', prefs.location?.city ?? own.city)
        break
      case 'near':
        set('district', own.district)
        break
      default:
        set('caste', prefs.caste)
        set('location', prefs.location?.city)
    }
  }
  if (category === 'horoscope') params.set('horoscopeMatch', '1')
  if (category === 'new') params.set('sort', 'newest')
  const query = params.toString()
  return query ? `/search?${query}` : '/search'
}
