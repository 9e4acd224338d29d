import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { CountLink } from '../../../components/CountLink'
import { useToast } from '../../../components/toasts/toastContext'
import { subscribeSession } from '../../../lib/session'
import { registerNotificationBellTranslations } from '../bellI18n'
import { subscribeLiveEvents, sync } from '../../../lib/liveEvents'
import { useNotificationText } from '../notificationText'
import { applyLiveEvent } from '../liveUpdates'
import { useUnreadCount } from '../api/notifications'

await registerNotificationBellTranslations()

/** Each live event is announced once, however many bells (desktop and phone menus) hear it. */
const announced = new WeakSet<object>()

/**
 * The header's link to /notifications with the unread count. The count comes from
 * GET unread-count on start and then live from the event stream (one per tab).
 */
export function NotificationBell({ className = '' }: { className?: string }) {
  const { t } = useTranslation('notificationBell')
  const queryClient = useQueryClient()
  const toast = useToast()
  const text = useNotificationText()
  // The stream outlives renders; it words each toast in the language chosen at that moment.
  const textRef = useRef(text)
  useEffect(() => {
    textRef.current = text
  })
  const unread = useUnreadCount()

  useEffect(() => {
    const stopEvents = subscribeLiveEvents((event) => {
      applyLiveEvent(queryClient, event)
      // A polite toast announces it (the badge alone changes silently for screen readers).
      if (event.type === 'notification' && !announced.has(event)) {
        announced.add(event)
        toast.show('info', textRef.current(event.notification))
      }
    })
    // A login or logout (here or in another tab) switches the stream to the new session.
    const stopSession = subscribeSession(sync)
    return () => {
      stopSession()
      stopEvents()
    }
  }, [queryClient, toast])

  const count = unread.data?.unread ?? 0
  return (
    <CountLink
      to="/notifications"
      block="notification-bell"
      className={className}
      label={t('label')}
      unreadLabel={t('labelUnread', { count })}
      count={count}
      iconPath="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
    />
  )
}
