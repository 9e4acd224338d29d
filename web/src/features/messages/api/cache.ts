import type { QueryClient } from '@tanstack/react-query'
import type { components } from '../../../api/schema.gen'
import type { LiveEvent } from '../../../lib/liveEvents'

type ChatMessage = components['schemas']['ChatMessage']
type HistoryPage = components['schemas']['MessageHistory']

/*
 * The messaging queries and how a live event or a sent message changes them. Query keys are
 * [method, path, init] as everywhere. Pages are keyset pages: each older page is its own query,
 * keyed by the cursor the page after it answered, so the chain stays consistent whatever arrives.
 */
export const CONVERSATIONS_PATH = '/api/user/conversations'
export const WITH_PATH = '/api/user/conversation-with/{userId}'
export const HISTORY_PATH = '/api/user/conversations/{conversationId}/messages'
export const UNREAD_MESSAGES_PATH = '/api/user/messages/unread-count'

export const HISTORY_PAGE_SIZE = 30
export const CONVERSATIONS_PAGE_SIZE = 20

/** One page of a conversation: the newest without a cursor, older ones with the cursor before them. */
export const historyInit = (conversationId: string, before?: string) => ({
  params: { path: { conversationId }, query: before ? { limit: HISTORY_PAGE_SIZE, before } : { limit: HISTORY_PAGE_SIZE } },
})

export const conversationsInit = (before?: string) => ({
  params: { query: before ? { limit: CONVERSATIONS_PAGE_SIZE, before } : { limit: CONVERSATIONS_PAGE_SIZE } },
})

const isPath = (path: string) => (query: { queryKey: readonly unknown[] }) => query.queryKey[1] === path

const isHistoryOf = (conversationId: string) => (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[1] === HISTORY_PATH &&
  (query.queryKey[2] as ReturnType<typeof historyInit> | undefined)?.params.path.conversationId === conversationId

/** Puts the unread-messages count wherever it is cached, or seeds the badge's own key. */
export function setUnreadMessages(queryClient: QueryClient, unread: number): void {
  queryClient.setQueriesData({ predicate: isPath(UNREAD_MESSAGES_PATH) }, { unread })
  if (queryClient.getQueryData(['get', UNREAD_MESSAGES_PATH, undefined]) === undefined) {
    queryClient.setQueryData(['get', UNREAD_MESSAGES_PATH, undefined], { unread })
  }
}

/** Adds a message to its conversation's newest page, once (the sender's own echo comes back live). */
export function appendMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<HistoryPage>(['get', HISTORY_PATH, historyInit(message.conversationId)], (page) => {
    if (!page || page.messages.some((known) => known.id === message.id)) return page
    return { ...page, messages: [...page.messages, message] }
  })
}

/**
 * Marks messages read up to upTo: the caller's own when the other member read them (a receipt),
 * theirs when the caller read on another device. Cached pages are updated in place; when upTo is
 * not among them, they are fetched again.
 */
export function markReadInCache(queryClient: QueryClient, conversationId: string, upTo: string, mine: boolean): void {
  // Oldest page first: a page's cursor is the position it reads before, the newest has none.
  const cursor = (key: readonly unknown[]) => Number((key[2] as { params: { query: { before?: string } } }).params.query.before ?? Infinity)
  const pages = queryClient
    .getQueriesData<HistoryPage>({ predicate: isHistoryOf(conversationId) })
    .sort(([a], [b]) => cursor(a) - cursor(b))
  const chronological = pages.flatMap(([, page]) => page?.messages ?? [])
  const end = chronological.findIndex((message) => message.id === upTo)
  if (end < 0) {
    void queryClient.invalidateQueries({ predicate: isHistoryOf(conversationId) })
    return
  }
  const read = new Set(chronological.slice(0, end + 1).filter((message) => message.mine === mine).map((message) => message.id))
  for (const [key, page] of pages) {
    if (!page) continue
    const messages = page.messages.map((message) => (read.has(message.id) && !message.read ? { ...message, read: true } : message))
    queryClient.setQueryData(key, { ...page, messages })
  }
}

/** Everything a message or read event changes on screen. */
export function applyMessagingEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'unread') {
    if (event.unreadMessages !== undefined) setUnreadMessages(queryClient, event.unreadMessages)
    return
  }
  if (event.type === 'message') {
    setUnreadMessages(queryClient, event.unreadMessages)
    appendMessage(queryClient, event.message)
    void queryClient.invalidateQueries({ predicate: isPath(CONVERSATIONS_PATH) })
    // A first message from a subscriber opens the conversation (and the right to reply).
    void queryClient.invalidateQueries({ predicate: isPath(WITH_PATH) })
  } else if (event.type === 'read') {
    setUnreadMessages(queryClient, event.unreadMessages)
    const { conversationId, upTo, userId } = event.receipt
    const newest = queryClient.getQueryData<HistoryPage>(['get', HISTORY_PATH, historyInit(conversationId)])
    const other = newest?.conversation.member.user_id
    // The other member read the caller's messages, or the caller read on another device.
    if (other !== undefined) markReadInCache(queryClient, conversationId, upTo, userId === other)
    void queryClient.invalidateQueries({ predicate: isPath(CONVERSATIONS_PATH) })
  }
}

/** Characters as the server counts them (Unicode code points), not UTF-16 units. */
export function characterCount(text: string): number {
  return Array.from(text).length
}

/** The contract's SendMessageRequest.text maxLength (openapi-typescript does not carry limits). */
export const MAX_MESSAGE_LENGTH = 2000
