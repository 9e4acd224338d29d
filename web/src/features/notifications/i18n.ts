import { registerTranslations } from '../../lib/i18n'

export const notificationsEn = {
  documentTitle: 'Notifications',
  title: 'Notifications',
  total: 'Total: {{count}}',
  unreadCount_one: '{{count}} unread',
  unreadCount_other: '{{count}} unread',
  markAsRead: 'Mark As Read',
  marking: 'Marking...',
  markFailed: 'Failed to update the notifications',
  unread: 'Unread',
  openProfile: 'Open the profile of {{name}}',
  recent: {
    title: 'Recent notifications',
    all: 'All notifications',
  },
  list: 'Your notifications',
  empty: 'No notifications yet.',
  emptyHint: 'Requests you receive, and replies to the ones you send, show up here.',
  error: 'Your notifications could not be loaded.',
  time: {
    justNow: 'Just now',
  },
}

export type NotificationsMessages = typeof notificationsEn

export function registerNotificationsTranslations(): Promise<void> {
  return registerTranslations('notifications', notificationsEn, () =>
    import('./i18n.mr').then((module) => module.notificationsMr),
  )
}
