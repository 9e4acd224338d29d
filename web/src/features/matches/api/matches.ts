import { $api } from '../../../api/client'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

const matchesInit = (verifiedOnly: boolean) => (verifiedOnly ? { params: { query: { verified: true } } } : {})
/** A minute fresh: the server keeps each member's pools about as long. */
const MATCHES_STALE_MS = 60 * 1000

/** The carousels, as the member's home asks for them while its code downloads (app/prefetchHome.ts). */
export const matchesQuery = (verifiedOnly = false) =>
  $api.queryOptions('get', '/api/user/all/match-prefrences', matchesInit(verifiedOnly), { staleTime: MATCHES_STALE_MS })

export const useMatches = (verifiedOnly: boolean) =>
  $api.useQuery('get', '/api/user/all/match-prefrences', matchesInit(verifiedOnly), { staleTime: MATCHES_STALE_MS })
