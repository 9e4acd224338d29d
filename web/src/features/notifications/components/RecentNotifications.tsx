import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { ListSkeleton } from '../../../components/Skeleton/ListSkeleton'
import { useTranslation } from '../../../lib/i18n'
import { registerNotificationBellTranslations } from '../bellI18n'
import { registerNotificationsTranslations } from '../i18n'
import { setUnreadCount } from '../liveUpdates'
import { useNow } from '../../../lib/useNow'
import { NotificationItem } from './NotificationItem'
import '../notifications.css'
import { useLatestNotifications, useMarkAsRead } from '../api/notifications'

await Promise.all([registerNotificationsTranslations(), registerNotificationBellTranslations()])


/** The dashboard's latest notifications, each opening its member, with a link to them all. */
export function RecentNotifications() {
  const { t } = useTranslation('notifications')
  const queryClient = useQueryClient()
  const now = useNow()
  const list = useLatestNotifications()
  const markOne = useMarkAsRead({
    onSuccess: (result) => {
      setUnreadCount(queryClient, result.notifications.unread)
    },
  })
  const items = list.data?.notifications.data ?? []
  return (
    <section className="card recent-notifications" aria-labelledby="recent-notifications-title">
      <h2 id="recent-notifications-title" className="recent-notifications__title">
        {t('recent.title')}
      </h2>
      {list.isPending ? (
        <ListSkeleton rows={3} />
      ) : list.isError ? (
        <p role="alert">{t('error')}</p>
      ) : items.length === 0 ? (
        <p className="state__body">{t('empty')}</p>
      ) : (
        <ul className="notification-list" aria-label={t('list')}>
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              onOpen={(opened) => {
                if (!opened.isRead) markOne.mutate({ body: { requestIds: [opened.request_id], page: 1, limit: 1 } })
              }}
            />
          ))}
        </ul>
      )}
      <Link to="/notifications" className="button button--secondary">
        {t('recent.all')}
      </Link>
    </section>
  )
}
