import { keepPreviousData } from '@tanstack/react-query'
import { $api } from '../../../api/client'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

export const SHORTLIST_PAGE_SIZE = 12

const page = (number: number) => ({ params: { query: { page: number, limit: SHORTLIST_PAGE_SIZE } } })

export const useShortlist = (number: number) =>
  $api.useQuery('get', '/api/user/shortlist', page(number), { placeholderData: keepPreviousData })

export const useProfileViewers = (number: number) =>
  $api.useQuery('get', '/api/user/profile-viewers', page(number), { placeholderData: keepPreviousData })
