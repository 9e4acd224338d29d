import { $api } from '../../../api/client'

/* The horoscope calculator's calls (docs/horoscope.md). */

/** The birth place picker: places whose name begins with q; the list never changes, so a day fresh. */
export const useBirthPlaces = (q: string) =>
  $api.useQuery('get', '/api/places', { params: { query: { q } } }, { enabled: q.trim().length > 0, staleTime: 24 * 60 * 60 * 1000 })

/** Computes the horoscope from date, time and place; stores nothing. */
export const useCalculateHoroscope = () => $api.useMutation('post', '/api/user/horoscope/calculate')
