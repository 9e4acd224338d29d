import { $api, client } from '../../../api/client'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

export const useUpdateSettings = () => $api.useMutation('patch', '/api/user/settings')

/** Photo requests waiting for an answer; always fresh. */
export const usePhotoRequests = () => $api.useQuery('get', '/api/user/photo-requests', {}, { staleTime: 0 })
export const useAcceptPhotoRequest = () => $api.useMutation('post', '/api/user/photo-requests/{userId}/accept')
export const useDeclinePhotoRequest = () => $api.useMutation('post', '/api/user/photo-requests/{userId}/decline')

/** The members the caller blocked; always fresh. */
export const useBlocks = () => $api.useQuery('get', '/api/user/blocks', {}, { staleTime: 0 })
export const useUnblock = () => $api.useMutation('delete', '/api/user/blocks/{userId}')

/** A copy of everything kept about the member, as a file (not cached: it is saved, not shown). */
export const downloadMyData = () => client.GET('/api/user/my-data', { parseAs: 'blob' })
export const useDeleteAccount = () => $api.useMutation('post', '/api/user/delete-account')
