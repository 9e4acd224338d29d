import { $api } from '../../../api/client'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

/** Another member's profile (or the caller's own); half a minute fresh. */
export const useMemberProfile = (id: string, enabled: boolean) =>
  $api.useQuery('get', '/api/user/user-profile/{id}', { params: { path: { id } } }, { enabled, staleTime: 30 * 1000 })

/** The caller's own profile as a free member, a subscriber or a connection would see it. */
export const useProfilePreview = (as: 'free' | 'subscriber' | 'connection') =>
  $api.useQuery('get', '/api/user/profile-preview', { params: { query: { as } } }, { staleTime: 30 * 1000 })

/** Whether the caller may message this member, and the conversation when there is one. */
export const useConversationWith = (userId: string) =>
  $api.useQuery('get', '/api/user/conversation-with/{userId}', { params: { path: { userId } } }, { staleTime: 30 * 1000 })

export const useRevealContact = () => $api.useMutation('post', '/api/user/reveal-contact/{userId}')
export const useSaveToShortlist = () => $api.useMutation('put', '/api/user/shortlist/{userId}')
export const useRemoveFromShortlist = () => $api.useMutation('delete', '/api/user/shortlist/{userId}')
export const useRequestPhoto = () => $api.useMutation('post', '/api/user/photo-requests/{userId}')
export const useBlockMember = () => $api.useMutation('post', '/api/user/blocks/{userId}')
export const useReportMember = () => $api.useMutation('post', '/api/user/reports/{userId}')
