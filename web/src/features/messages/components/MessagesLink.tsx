import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { CountLink } from '../../../components/CountLink'
import { subscribeLiveEvents } from '../../../lib/liveEvents'
import { registerMessagesBadgeTranslations } from '../badgeI18n'
import { applyMessagingEvent } from '../api/cache'
import { useUnreadMessages } from '../api/conversations'

await registerMessagesBadgeTranslations()

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
    <CountLink
      to="/messages"
      block="messages-link"
      className={className}
      label={t('label')}
      unreadLabel={t('labelUnread', { count })}
      count={count}
      iconPath="M6 4h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm0 5v2h12V9H6Zm0 4v2h8v-2H6Z"
    />
  )
}
