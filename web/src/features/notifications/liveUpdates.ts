import type { QueryClient } from '@tanstack/react-query'
import { invalidateTopics, type DataTopic } from '../../api/freshness'
import type { LiveEvent } from '../../lib/liveEvents'
import { UNREAD_COUNT_PATH } from './api/notifications'


/** What a new notification (a request, an acceptance, a photo request, a verdict) may have changed on screen. */
const TOPICS_A_NOTIFICATION_CHANGES: readonly DataTopic[] = ['notifications', 'requests', 'photoRequests', 'verification']

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
    void invalidateTopics(queryClient, TOPICS_A_NOTIFICATION_CHANGES)
  }
}
