import { telLink, whatsAppLink } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { useConversationWith } from '../api/profile'

interface ConnectionActionsProps {
  userId: string
  name: string
  /** Present once the viewer may see it (revealed within their subscription). */
  phone: string | undefined
}

/**
 * What a connection's profile offers besides the request button (docs/decisions.md §4): Message, and
 * Call once the contact is revealed. The server says whether the viewer may write; when a
 * subscription is what stops them, Message leads to /buy with the plan it suggests, and says why.
 */
export function ConnectionActions({ userId, name, phone }: ConnectionActionsProps) {
  const { t } = useTranslation('userProfile')
  const conversation = useConversationWith(userId)
  const state = conversation.data
  const gated = state?.sendBlock === 'subscription_required'
  const noteId = `message-gate-${userId}`

  let message = null
  if (state?.canSend) {
    message = (
      <Link to={`/messages/${encodeURIComponent(userId)}`} className="button button--primary">
        {t('connection.message')}
      </Link>
    )
  } else if (gated) {
    const buy = state.upgradePlan ? `/buy?plan=${encodeURIComponent(state.upgradePlan)}` : '/buy'
    message = (
      <>
        <Link to={buy} className="button button--primary" aria-describedby={noteId}>
          {t('connection.message')}
        </Link>
        <p className="profile-header__gate" id={noteId}>
          {t('connection.upgrade')}
        </p>
      </>
    )
  }

  return (
    <>
      {message}
      {phone && (
        <>
          <a href={telLink(phone)} className="button button--secondary" aria-label={t('contact.call', { name })}>
            {t('connection.call')}
          </a>
          <a href={whatsAppLink(phone)} className="button button--secondary" target="_blank" rel="noopener noreferrer">
            {t('contact.whatsApp')}
          </a>
        </>
      )}
    </>
  )
}
