import { $api } from './queries'

/*
 * The birth place list (GET /api/places, docs/horoscope.md): the profile form's birth place field
 * and the horoscope calculator both pick from it. The list changes only with a deploy.
 */

const PLACES_STALE_MS = 24 * 60 * 60 * 1000

/** Places whose name begins with q (at most 20, best first); nothing is asked for an empty q. */
export const useBirthPlaces = (q: string) =>
  $api.useQuery('get', '/api/places', { params: { query: { q } } }, { enabled: q.trim().length > 0, staleTime: PLACES_STALE_MS })
