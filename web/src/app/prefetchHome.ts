import type { QueryClient } from '@tanstack/react-query'
import { $api } from '../api/client'

/** The quick search's lists change rarely (features/home/components/QuickSearchForm.tsx). */
const OPTIONS_STALE_MS = 60 * 60 * 1000

/**
 * Asks for the home page's data while the home route's code is still downloading, so the two
 * travel in parallel instead of one after the other (docs/performance-web.txt). The queries are
 * the ones the home sections make, with the same keys: the sections find them in the cache.
 */
export function prefetchHomeData(queryClient: QueryClient, signedIn: boolean): void {
  if (signedIn) {
    // A member's "/" is their home of matches (features/matches/routes/MemberHomeRoute.tsx).
    void queryClient.prefetchQuery($api.queryOptions('get', '/api/user/all/match-prefrences', {}, { staleTime: 60 * 1000 }))
    void queryClient.prefetchQuery($api.queryOptions('get', '/api/meta/options', {}, { staleTime: OPTIONS_STALE_MS }))
    return
  }
  void queryClient.prefetchQuery($api.queryOptions('get', '/api/plans', {}))
  void queryClient.prefetchQuery($api.queryOptions('get', '/api/success-stories', {}))
  void queryClient.prefetchQuery($api.queryOptions('get', '/api/meta/options', {}, { staleTime: OPTIONS_STALE_MS }))
}
