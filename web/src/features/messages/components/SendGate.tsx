import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'

type Conversation = components['schemas']['Conversation']

/** Why the caller cannot write here, and the way forward: a plan (pre-selected on /buy), or a connection. */
export function SendGate({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('messages')
  if (conversation.sendBlock === 'subscription_required') {
    const buy = conversation.upgradePlan ? `/buy?plan=${encodeURIComponent(conversation.upgradePlan)}` : '/buy'
    return (
      <div className="send-gate">
        <p className="send-gate__text">{t('gate.subscription')}</p>
        <Link to={buy} className="button button--primary">
          {t('gate.upgrade')}
        </Link>
      </div>
    )
  }
  return (
    <div className="send-gate">
      <p className="send-gate__text">{t('gate.notConnected')}</p>
      <Link to={`/user-profile/${encodeURIComponent(conversation.member.user_id)}`} className="button button--secondary">
        {t('gate.viewProfile')}
      </Link>
    </div>
  )
}
