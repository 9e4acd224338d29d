import type { QueryClient } from '@tanstack/react-query'
import { optionsQuery } from '../api/options'
import { plansQuery } from '../api/plans'
import { storiesQuery } from '../features/home/api/home'
import { matchesQuery } from '../features/matches/api/matches'

/**
 * Asks for the home page's data while the home route's code is still downloading, so the two
 * travel in parallel instead of one after the other (docs/performance-web.txt). The queries are
 * the features' own (their api/ folders), with the same keys: the sections find them in the cache.
 */
export function prefetchHomeData(queryClient: QueryClient, signedIn: boolean): void {
  if (signedIn) {
    // A member's "/" is their home of matches (features/matches/routes/MemberHomeRoute.tsx).
    void queryClient.prefetchQuery(matchesQuery())
    void queryClient.prefetchQuery(optionsQuery())
    return
  }
  void queryClient.prefetchQuery(plansQuery())
  void queryClient.prefetchQuery(storiesQuery())
  void queryClient.prefetchQuery(optionsQuery())
}
