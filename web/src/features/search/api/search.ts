import { keepPreviousData } from '@tanstack/react-query'
import { $api } from '../../../api/client'
import type { components } from '../../../api/schema.gen'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

/** Results carry request states that change as members act; refetch a page after half a minute. */
const RESULTS_STALE_MS = 30 * 1000

export const useSearchResults = (body: components['schemas']['SearchRequest']) =>
  $api.useQuery('post', '/api/user/all-users', { body }, { placeholderData: keepPreviousData, staleTime: RESULTS_STALE_MS })

export const useSavedSearches = () => $api.useQuery('get', '/api/user/saved-searches', {}, { staleTime: 60 * 1000 })
export const useSaveSearch = () => $api.useMutation('post', '/api/user/saved-searches')
export const useChangeSavedSearch = () => $api.useMutation('patch', '/api/user/saved-searches/{searchId}')
export const useDeleteSavedSearch = () => $api.useMutation('delete', '/api/user/saved-searches/{searchId}')
