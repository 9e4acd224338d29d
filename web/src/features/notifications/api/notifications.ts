import { keepPreviousData } from '@tanstack/react-query'
import { $api } from '../../../api/client'
import { KEPT_LIVE } from '../../../api/freshness'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

export const NOTIFICATIONS_PATH = '/api/user/notifications'
export const UNREAD_COUNT_PATH = '/api/user/notifications/unread-count'
export const NOTIFICATIONS_PAGE_SIZE = 4

const page = (number: number) => ({ params: { query: { page: number, limit: NOTIFICATIONS_PAGE_SIZE } } })

/** A page of the notifications page; always fresh, the previous page shown while the next loads. */
export const useNotificationsPage = (number: number) =>
  $api.useQuery('get', NOTIFICATIONS_PATH, page(number), { placeholderData: keepPreviousData, staleTime: 0 })

/** The dashboard's latest: the notifications page's first page, so both share one cache entry. */
export const useLatestNotifications = () => $api.useQuery('get', NOTIFICATIONS_PATH, page(1), { staleTime: 30 * 1000 })

/** The bell's count, kept current by the live stream and by Mark As Read's answers. */
export const useUnreadCount = () => $api.useQuery('get', UNREAD_COUNT_PATH, undefined, { staleTime: 60 * 1000, meta: KEPT_LIVE })

export const useMarkAsRead = (options?: Parameters<typeof $api.useMutation<'post', '/api/user/mark-as-read'>>[2]) =>
  $api.useMutation('post', '/api/user/mark-as-read', options)

/** The cache key of a page, for putting Mark As Read's answer (the refreshed page) straight in. */
export const notificationsPageKey = (number: number) => ['get', NOTIFICATIONS_PATH, page(number)] as const
