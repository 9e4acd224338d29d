import { $api } from './queries'

/*
 * The served option lists (GET /api/meta/options): one query, one cache entry, for every form,
 * filter, card label and the home page's quick search. Read-only, so it comes from ./queries and
 * keeps the home page free of the mutation code.
 */

/** The server marks the lists cacheable for an hour; they change with a deploy. */
const OPTIONS_STALE_MS = 60 * 60 * 1000

export const optionsQuery = () => $api.queryOptions('get', '/api/meta/options', {}, { staleTime: OPTIONS_STALE_MS })

export const useOptions = () => $api.useQuery('get', '/api/meta/options', {}, { staleTime: OPTIONS_STALE_MS })
