import type { QueryClient } from '@tanstack/react-query'
import type { LiveEvent } from '../../lib/liveEvents'

export const UNREAD_COUNT_PATH = '/api/user/notifications/unread-count'

/** What a new notification (a request, an acceptance, a rejection) may have changed on screen. */
export const PATHS_A_NOTIFICATION_CHANGES = [
  '/api/user/notifications',
  '/api/user/interested-users',
  '/api/user/connected/people',
  '/api/user/user-profile/{id}',
  '/api/user/all-users',
] as const

const isPath = (paths: readonly string[]) => (query: { queryKey: readonly unknown[] }) =>
  paths.includes(String(query.queryKey[1]))

/** Puts the unread count wherever it is cached (query keys are [method, path, init]). */
export function setUnreadCount(queryClient: QueryClient, unread: number): void {
  queryClient.setQueriesData({ predicate: isPath([UNREAD_COUNT_PATH]) }, { unread })
  // Nothing cached yet (the bell has not fetched): seed the bell's own key.
  if (queryClient.getQueryData(['get', UNREAD_COUNT_PATH, undefined]) === undefined) {
    queryClient.setQueryData(['get', UNREAD_COUNT_PATH, undefined], { unread })
  }
}

/** The bell's part of a live event; messages and read receipts are the messages badge's. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type !== 'unread' && event.type !== 'notification') return
  setUnreadCount(queryClient, event.unread)
  if (event.type === 'notification') {
    void queryClient.invalidateQueries({ predicate: isPath(PATHS_A_NOTIFICATION_CHANGES) })
  }
}
