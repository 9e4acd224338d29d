import type { components } from '../../../api/schema.gen'
import { useTranslation } from '../../../lib/i18n'
import { useCallLog } from '../api/conversations'
import { useMessageTime } from './MessageItem'

type Call = components['schemas']['Call']

/** How many calls the thread shows; the rest are in the member's copy of their data. */
const SHOWN = 3

/** The pair's latest calls above the messages: direction, kind, outcome, length and when. */
export function CallLog({ userId, now }: { userId: string; now: Date }) {
  const { t } = useTranslation('messages')
  const time = useMessageTime()
  const log = useCallLog(userId, true)
  const calls = log.data?.calls.slice(0, SHOWN) ?? []
  if (calls.length === 0) return null
  return (
    <ul className="call-log" aria-label={t('calls.label')}>
      {calls.map((call) => (
        <li key={call.id} className="call-log__item">
          {t(`calls.${call.kind}.${outcome(call)}`)}
          {call.answeredAt && call.endedAt ? ` · ${duration(call.answeredAt, call.endedAt, t)}` : ''}
          {' · '}
          <time dateTime={call.startedAt}>{time(call.startedAt, now)}</time>
        </li>
      ))}
    </ul>
  )
}

function outcome(call: Call): 'outgoing' | 'incoming' | 'missed' | 'declined' | 'live' {
  if (call.state === 'ringing' || call.state === 'accepted') return 'live'
  if (call.state === 'declined') return 'declined'
  if (call.state === 'missed' || !call.answeredAt) return 'missed'
  return call.direction === 'outgoing' ? 'outgoing' : 'incoming'
}

function duration(from: string, to: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  const seconds = Math.max(0, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 1000))
  const minutes = Math.floor(seconds / 60)
  return minutes > 0 ? t('calls.minutes', { minutes, seconds: seconds % 60 }) : t('calls.seconds', { seconds })
}
