import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'

type ChatMessage = components['schemas']['ChatMessage']

const DAY_MS = 24 * 60 * 60 * 1000

/** "10:42 am" today, "3 Mar, 10:42 am" before. */
export function useMessageTime(): (iso: string, now: Date) => string {
  const { i18n } = useTranslation()
  const locale = i18n.language === 'mr' ? 'mr-IN' : 'en-IN'
  return (iso, now) => {
    const at = new Date(iso)
    if (Number.isNaN(at.getTime())) return ''
    const sameDay = at.toDateString() === now.toDateString() && now.getTime() - at.getTime() < DAY_MS
    return new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    }).format(at)
  }
}

interface MessageItemProps {
  message: ChatMessage
  otherName: string
  now: Date
  /** The caller's newest message shows whether it has been seen. */
  showStatus: boolean
}

/** One message. Its text is a member's: rendered as text (docs/security.md 14), line breaks kept by CSS. */
export function MessageItem({ message, otherName, now, showStatus }: MessageItemProps) {
  const { t } = useTranslation('messages')
  const time = useMessageTime()
  return (
    <li className={message.mine ? 'message message--mine' : 'message'}>
      <span className="visually-hidden">{message.mine ? t('thread.you') : otherName}: </span>
      <p className="message__text">{message.text}</p>
      <p className="message__meta">
        <time dateTime={message.sentAt}>{time(message.sentAt, now)}</time>
        {showStatus && <span className="message__status">{message.read ? t('thread.seen') : t('thread.sent')}</span>}
      </p>
    </li>
  )
}
