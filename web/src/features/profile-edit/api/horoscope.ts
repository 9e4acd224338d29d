import { $api } from '../../../api/client'

/* The horoscope calculator's calls (docs/horoscope.md). */

/** The birth place picker's search is shared with the profile form (src/api/places.ts). */
export { useBirthPlaces } from '../../../api/places'

/** Computes the horoscope from date, time and place; stores nothing. */
export const useCalculateHoroscope = () => $api.useMutation('post', '/api/user/horoscope/calculate')
