import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { MemberPhoto } from '../../../components/MemberCard/MemberPhoto'
import { useNotificationText } from '../notificationText'
import { timeAgoWords } from '../relativeTime'

type Notification = components['schemas']['Notification']

export const NOTIFICATION_PHOTO_SIZE = 56

/** docs/product.md §9 wording: Just now, then 5 minutes ago, 2 hours ago, yesterday, 3 days ago. */
export function useRelativeTime(): (createdAt: string, now: Date) => string {
  const { t, i18n } = useTranslation('notifications')
  return (createdAt, now) => timeAgoWords(createdAt, now, i18n.language, t('time.justNow'))
}

interface NotificationItemProps {
  notification: Notification
  /** Unread, or read just now by being shown (it stays marked new for this visit); unread when not given. */
  isNew?: boolean
  now: Date
  onOpen: (notification: Notification) => void
}

/** One notification; the whole row opens the sender's profile (a notice from the team has no sender to open). */
export function NotificationItem({ notification, isNew = !notification.isRead, now, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('notifications')
  const ago = useRelativeTime()
  const text = useNotificationText()
  const sender = notification.metaData.sender
  const message = text(notification)
  const senderId = notification.sender_id
  const row = (children: ReactNode) =>
    senderId ? (
      <Link to={`/user-profile/${encodeURIComponent(senderId)}`} className="notification__link" onClick={() => onOpen(notification)}>
        {children}
      </Link>
    ) : (
      <div className="notification__link">{children}</div>
    )
  return (
    <li className={isNew ? 'notification notification--unread' : 'notification'}>
      {row(
        <>
          <MemberPhoto
            src={sender.profilePicture}
            srcSet={sender.profilePhotoSrcset}
            name={sender.fullName}
            size={NOTIFICATION_PHOTO_SIZE}
            className="notification__photo"
          />
          <span className="notification__body">
            <span className="notification__name">{sender.fullName}</span>
            <span className="notification__message">{message}</span>
            <time className="notification__time" dateTime={notification.createdAt}>
              {ago(notification.createdAt, now)}
            </time>
          </span>
          {isNew && (
            <span className="notification__dot">
              <span className="visually-hidden">{t('unread')}</span>
            </span>
          )}
        </>,
      )}
    </li>
  )
}
