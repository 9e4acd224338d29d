import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { useSearchParams } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { Pagination } from '../../../components/Pagination'
import { ListSkeleton } from '../../../components/Skeleton/ListSkeleton'
import { useToast } from '../../../components/toasts/toastContext'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { NotificationItem } from '../components/NotificationItem'
import { registerNotificationBellTranslations } from '../bellI18n'
import { registerNotificationsTranslations } from '../i18n'
import { setUnreadCount } from '../liveUpdates'
import { useNow } from '../../../lib/useNow'
import '../notifications.css'
import { NOTIFICATIONS_PAGE_SIZE, notificationsPageKey, useMarkAsRead, useNotificationsPage } from '../api/notifications'

await Promise.all([registerNotificationsTranslations(), registerNotificationBellTranslations()])

type Notification = components['schemas']['Notification']

/** docs/product.md §9: four notifications a page. */

function pageFrom(raw: string | null): number {
  const page = Number(raw)
  return Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1
}

const hrefFor = (page: number) => (page > 1 ? `/notifications?page=${page}` : '/notifications')

export function NotificationsRoute() {
  const { t } = useTranslation('notifications')
  useDocumentTitle(t('documentTitle'))
  const toast = useToast()
  const queryClient = useQueryClient()
  const now = useNow()
  const [params] = useSearchParams()
  const page = pageFrom(params.get('page'))
  const list = useNotificationsPage(page)

  // Mark As Read answers with the refreshed page: show it straight away; the other pages refetch on
  // their own (api/freshness.ts).
  const markPage = useMarkAsRead({
    onSuccess: (result) => {
      queryClient.setQueryData(notificationsPageKey(page), result)
      setUnreadCount(queryClient, result.notifications.unread)
    },
    onError: () => {
      console.warn('Failed to update the notifications')
      toast.show('error', t('markFailed'))
    },
  })
  // Opening one notification marks it read on the way (the page is left, so no toast either way).
  const markOne = useMarkAsRead({
    onSuccess: (result) => {
      setUnreadCount(queryClient, result.notifications.unread)
    },
  })

  // Showing the list marks what it shows as read (issue 26: the badge cleared only on Mark As
  // Read): an explicit POST of the unread ids on screen, never a side effect of the GET. They stay
  // highlighted as new for this visit.
  const { mutate: markSeen } = useMarkAsRead({
    onSuccess: (result) => setUnreadCount(queryClient, result.notifications.unread),
  })
  const sent = useRef(new Set<string>())
  const [newThisVisit, setNewThisVisit] = useState<ReadonlySet<string>>(new Set())
  const shown = list.isPlaceholderData ? undefined : list.data?.notifications.data
  useEffect(() => {
    const unseen = (shown ?? []).filter((item) => !item.isRead && !sent.current.has(item.id)).map((item) => item.id)
    if (unseen.length === 0) return
    for (const id of unseen) sent.current.add(id)
    setNewThisVisit((current) => new Set([...current, ...unseen]))
    markSeen({ body: { ids: unseen, page: 1, limit: 1 } })
  }, [shown, markSeen])

  const notifications = list.data?.notifications
  const unreadOnPage = notifications?.data.filter((item) => !item.isRead && !sent.current.has(item.id)) ?? []

  const markAsRead = () => {
    if (!notifications || markPage.isPending) return
    const requestIds = [...new Set(notifications.data.map((item) => item.request_id))]
    markPage.mutate({ body: { requestIds, page, limit: NOTIFICATIONS_PAGE_SIZE } })
  }

  const open = (notification: Notification) => {
    if (!notification.isRead) markOne.mutate({ body: { requestIds: [notification.request_id], page: 1, limit: 1 } })
  }

  let content
  if (list.isPending) content = <ListSkeleton />
  else if (list.isError) content = <ErrorState error={list.error} title={t('error')} onRetry={() => void list.refetch()} />
  else if (list.data.notifications.data.length === 0)
    content = (
      <EmptyState message={t('empty')}>
        <p className="state__body">{t('emptyHint')}</p>
      </EmptyState>
    )
  else
    content = (
      <>
        <ul className="notification-list" aria-label={t('list')} aria-busy={list.isFetching}>
          {list.data.notifications.data.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              isNew={!notification.isRead || newThisVisit.has(notification.id)}
              now={now}
              onOpen={open}
            />
          ))}
        </ul>
        <Pagination page={page} totalPages={list.data.notifications.totalPages} hrefFor={hrefFor} />
      </>
    )

  return (
    <div className="page container container--narrow notifications-page">
      <div className="notifications-page__header">
        <h1 className="page__title">{t('title')}</h1>
        {notifications && (
          <div className="notifications-page__summary">
            <p className="notifications-page__counts">
              <span>{t('total', { count: notifications.count })}</span>
              {notifications.unread > 0 && <span>{t('unreadCount', { count: notifications.unread })}</span>}
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={markAsRead}
              disabled={markPage.isPending || unreadOnPage.length === 0}
            >
              {markPage.isPending ? t('marking') : t('markAsRead')}
            </button>
          </div>
        )}
      </div>
      {content}
    </div>
  )
}
