import { keepPreviousData } from '@tanstack/react-query'
import { $api } from '../../../api/client'

/*
 * The interests feature's calls. Query keys are the operation and its arguments
 * ([method, path, init], api/queries.ts); what refetches after a write comes from the contract
 * (api/freshness.ts), so nothing here lists keys to invalidate.
 */
export const INTERESTS_PAGE_SIZE = 6

const page = (number: number) => ({ params: { query: { page: number, limit: INTERESTS_PAGE_SIZE } } })

/** Requests waiting for the member's answer; always fresh, the previous page shown while the next loads. */
export const useReceivedRequests = (number: number) =>
  $api.useQuery('get', '/api/user/interested-users', page(number), { placeholderData: keepPreviousData, staleTime: 0 })

/** Requests the member sent that are still waiting. */
export const useSentRequests = (number: number) =>
  $api.useQuery('get', '/api/user/sent-requests', page(number), { placeholderData: keepPreviousData, staleTime: 0 })

export const useAcceptRequest = () => $api.useMutation('post', '/api/user/accept-request/{userId}')
export const useRejectRequest = () => $api.useMutation('post', '/api/user/reject-user/{userId}')
