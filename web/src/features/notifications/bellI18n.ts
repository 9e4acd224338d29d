import { registerTranslations } from '../../lib/i18n'

/** The header bell's words and the notification texts (its toasts and the list share them), apart from the notifications page. */
export const notificationBellEn = {
  label: 'Notifications',
  labelUnread_one: 'Notifications, {{count}} unread',
  labelUnread_other: 'Notifications, {{count}} unread',
  messages: {
    request_received: '{{name}} sent you a connection request.',
    request_accepted: '{{name}} accepted your connection request.',
    request_rejected: '{{name}} declined your connection request.',
    missed_call: 'Missed call from {{name}}.',
  },
}

export type NotificationBellMessages = typeof notificationBellEn

export function registerNotificationBellTranslations(): Promise<void> {
  return registerTranslations('notificationBell', notificationBellEn, () =>
    import('./bellI18n.mr').then((module) => module.notificationBellMr),
  )
}
