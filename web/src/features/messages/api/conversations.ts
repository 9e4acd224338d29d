import { $api } from '../../../api/client'
import { KEPT_LIVE } from '../../../api/freshness'
import { CONVERSATIONS_PATH, HISTORY_PATH, UNREAD_MESSAGES_PATH, WITH_PATH, conversationsInit, historyInit } from './cache'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

/** A page of the conversation list: the newest without a cursor, older ones after it. */
export const useConversations = (before?: string) => $api.useQuery('get', CONVERSATIONS_PATH, conversationsInit(before))

/** The conversation with one member, and whether (and why not) the caller may write; always fresh. */
export const useConversationWith = (userId: string, staleTime = 0) =>
  $api.useQuery('get', WITH_PATH, { params: { path: { userId } } }, { staleTime })

/** A page of a thread; the screen keeps it current from live events and its own sends (./cache.ts). */
export const useHistoryPage = (conversationId: string | undefined, before?: string) =>
  $api.useQuery('get', HISTORY_PATH, historyInit(conversationId ?? '', before), {
    enabled: conversationId !== undefined,
    meta: KEPT_LIVE,
  })

/** The menu's count, kept current by the live stream. */
export const useUnreadMessages = () => $api.useQuery('get', UNREAD_MESSAGES_PATH, undefined, { staleTime: 60 * 1000, meta: KEPT_LIVE })

export const useSendMessage = () => $api.useMutation('post', '/api/user/send-message/{userId}')
export const useMarkConversationRead = () => $api.useMutation('post', '/api/user/conversations/{conversationId}/read')

/** The pair's recent calls (docs/calls.md): the thread shows who called, when, and for how long. */
export const useCallLog = (userId: string, enabled: boolean) =>
  $api.useQuery('get', '/api/user/call-log/{userId}', { params: { path: { userId } } }, { enabled, staleTime: 0 })
