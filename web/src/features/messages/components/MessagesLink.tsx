import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { NavLink } from 'react-router-dom'
import { subscribeLiveEvents } from '../../../lib/liveEvents'
import { registerMessagesBadgeTranslations } from '../badgeI18n'
import { applyMessagingEvent } from '../api/cache'
import '../messages-link.css'
import { useUnreadMessages } from '../api/conversations'

await registerMessagesBadgeTranslations()

const BADGE_MAX = 99

/**
 * The header's link to /messages with the unread count, next to the notification bell. The count
 * comes from GET unread-count on start and then live from the event stream, which this link also
 * applies to open conversations (it is mounted whenever a member is signed in).
 */
export function MessagesLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation('messagesBadge')
  const queryClient = useQueryClient()
  const unread = useUnreadMessages()

  useEffect(() => subscribeLiveEvents((event) => applyMessagingEvent(queryClient, event)), [queryClient])

  const count = unread.data?.unread ?? 0
  return (
    <NavLink
      to="/messages"
      className={`messages-link ${className}`.trim()}
      aria-label={count > 0 ? t('labelUnread', { count }) : t('label')}
      // A tooltip for when the header shows only the icon (member-nav.css).
      title={t('label')}
    >
      <svg className="messages-link__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M6 4h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm0 5v2h12V9H6Zm0 4v2h8v-2H6Z"
        />
      </svg>
      <span className="messages-link__text">{t('label')}</span>
      {count > 0 && (
        <span className="messages-link__badge" aria-hidden="true">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      )}
    </NavLink>
  )
}
