import { registerTranslations } from '../../lib/i18n'

/** The header's messages link: a namespace of its own, so the header does not carry the page's words. */
export const messagesBadgeEn = {
  label: 'Messages',
  labelUnread_one: 'Messages, {{count}} unread',
  labelUnread_other: 'Messages, {{count}} unread',
}

export type MessagesBadgeMessages = typeof messagesBadgeEn

export function registerMessagesBadgeTranslations(): Promise<void> {
  return registerTranslations('messagesBadge', messagesBadgeEn, () =>
    import('./badgeI18n.mr').then((module) => module.messagesBadgeMr),
  )
}
