import { useTranslation } from '../../lib/i18n'
import type { components } from '../../api/schema.gen'

type Notification = components['schemas']['Notification']

const KINDS: ReadonlySet<string> = new Set(['request_received', 'request_accepted', 'request_rejected', 'missed_call'])

/**
 * A notification worded in the language the member reads the site in. The server words `message`
 * in the member's preferred e-mail language, which can differ; it stays the fallback for a kind
 * this client does not know yet.
 */
export function useNotificationText(): (notification: Notification) => string {
  const { t } = useTranslation('notificationBell')
  return (notification) =>
    KINDS.has(notification.kind)
      ? t(`messages.${notification.kind}`, { name: notification.metaData.sender.fullName })
      : notification.message
}
