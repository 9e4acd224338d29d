import { $api } from '../../../api/queries'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

// Read-only calls from ./queries: the home page stays without TanStack's mutation code.
export const storiesQuery = () => $api.queryOptions('get', '/api/success-stories', {})

export const useSuccessStories = () => $api.useQuery('get', '/api/success-stories', {})
