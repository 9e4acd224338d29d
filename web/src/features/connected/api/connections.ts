import { keepPreviousData } from '@tanstack/react-query'
import { $api } from '../../../api/client'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

export const CONNECTIONS_PAGE_SIZE = 6

export const useConnections = (page: number) =>
  $api.useQuery(
    'get',
    '/api/user/connected/people',
    { params: { query: { page, limit: CONNECTIONS_PAGE_SIZE } } },
    { placeholderData: keepPreviousData, staleTime: 30 * 1000 },
  )
