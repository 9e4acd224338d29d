import { useTranslation } from '../../lib/i18n'
import { Link } from 'react-router-dom'
import { connectViewOf, type RequestStatus } from './requestStatus'
import { registerMemberCardTranslations } from './i18n'
import './member-card.css'

await registerMemberCardTranslations()

export interface ConnectButtonProps {
  requestStatus: RequestStatus
  /** The other member, to name them to screen readers. */
  name: string
  /** Cards say "Send Request", the profile says "Connect" (docs/product.md §2). */
  variant: 'card' | 'profile'
  busy: 'send' | 'withdraw' | null
  onSend: () => void
  /** Offered only where there is room for it (the profile). */
  onWithdraw?: () => void
}

/**
 * The connect button in every state of docs/product.md §4: none → Send Request / Connect; pending and sent →
 * Request Sent (with Withdraw on the profile); pending and received → Received Request, which
 * opens /interests; accepted → Connected (disabled); rejected → Rejected (disabled).
 */
export function ConnectButton({ requestStatus, name, variant, busy, onSend, onWithdraw }: ConnectButtonProps) {
  const { t } = useTranslation('memberCard')
  const view = connectViewOf(requestStatus)

  switch (view) {
    case 'send':
      return (
        <button
          type="button"
          className="button button--primary connect-button"
          onClick={onSend}
          disabled={busy !== null}
          aria-label={busy === 'send' ? undefined : `${t(variant === 'card' ? 'connect.send' : 'connect.connect')} – ${name}`}
        >
          {busy === 'send' ? t('connect.sending') : t(variant === 'card' ? 'connect.send' : 'connect.connect')}
        </button>
      )
    case 'sent':
      return (
        <span className="connect-button__group">
          <button type="button" className="button button--secondary connect-button connect-button--done" disabled>
            <span aria-hidden="true">✓</span> {t('connect.sent')}
          </button>
          {onWithdraw && (
            <button
              type="button"
              className="button button--text connect-button__withdraw"
              onClick={onWithdraw}
              disabled={busy !== null}
              aria-label={busy === 'withdraw' ? undefined : t('connect.withdrawFrom', { name })}
            >
              {busy === 'withdraw' ? t('connect.withdrawing') : t('connect.withdraw')}
            </button>
          )}
        </span>
      )
    case 'received':
      return (
        <Link to="/interests" className="button button--primary connect-button" title={t('connect.receivedHint')}>
          {t('connect.received')}
        </Link>
      )
    case 'connected':
      return (
        <button type="button" className="button button--secondary connect-button connect-button--connected" disabled>
          <span aria-hidden="true">✓</span> {t('connect.connected')}
        </button>
      )
    case 'rejected':
      return (
        <button type="button" className="button button--secondary connect-button connect-button--rejected" disabled>
          {t('connect.rejected')}
        </button>
      )
  }
}
