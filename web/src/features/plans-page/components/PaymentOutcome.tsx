import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { Spinner } from '../../../components/Spinner'
import { formatDate } from '../../../lib/format'
import type { PaymentRecord } from '../checkout/checkoutState'
import { usePaymentStatus } from '../api/plans'

/** How often the pending screen asks how a payment stands, and for how long at most. */
const PENDING_POLL_MS = 3000
const PENDING_POLL_LIMIT = 40

/** A result screen's heading takes focus, so a screen reader announces the outcome at once. */
function OutcomeHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <h2 ref={ref} tabIndex={-1} className="payment-outcome__title">
      {children}
    </h2>
  )
}

export function PaymentSuccess({ payment, planTitle }: { payment: PaymentRecord; planTitle: string }) {
  const { t, i18n } = useTranslation('plansPage')
  return (
    <section className="payment-outcome payment-outcome--success" aria-live="polite">
      <OutcomeHeading>{t('success.title')}</OutcomeHeading>
      <p>
        {payment.validUntil
          ? t('success.body', { plan: planTitle, date: formatDate(payment.validUntil, i18n.language) })
          : t('success.bodyNoDate', { plan: planTitle })}
      </p>
      {payment.receiptNumber && <p className="payment-outcome__meta">{t('success.receipt', { number: payment.receiptNumber })}</p>}
      <div className="payment-outcome__actions">
        <Link to="/search" className="button button--primary">
          {t('success.search')}
        </Link>
        <Link to={`/payments/${payment.id}`} className="button button--secondary">
          {t('success.viewReceipt')}
        </Link>
        <Link to="/dashboard" className="button button--secondary">
          {t('success.dashboard')}
        </Link>
      </div>
    </section>
  )
}

export function PaymentFailed({ reason, onRetry }: { reason?: string; onRetry: () => void }) {
  const { t } = useTranslation('plansPage')
  return (
    <section className="payment-outcome payment-outcome--failed" role="alert">
      <OutcomeHeading>{t('failed.title')}</OutcomeHeading>
      {reason && <p className="payment-outcome__reason">{reason}</p>}
      <p>{t('failed.body')}</p>
      <div className="payment-outcome__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('failed.retry')}
        </button>
        <Link to="/contact" className="button button--secondary">
          {t('failed.help')}
        </Link>
      </div>
    </section>
  )
}

/**
 * The bank approved the payment and the provider has not captured it yet: the page asks again
 * every few seconds, and moves on to success or failure by itself.
 */
export function PaymentPending({
  payment,
  planTitle,
  onSettled,
}: {
  payment: PaymentRecord
  planTitle: string
  onSettled: (payment: PaymentRecord) => void
}) {
  const { t } = useTranslation('plansPage')
  const polls = useRef(0)
  const status = usePaymentStatus(payment.id, () => (polls.current++ < PENDING_POLL_LIMIT ? PENDING_POLL_MS : false))
  const latest = status.data?.payment
  useEffect(() => {
    if (latest && (latest.status === 'captured' || latest.status === 'failed')) onSettled(latest)
  }, [latest, onSettled])

  return (
    <section className="payment-outcome payment-outcome--pending" aria-live="polite">
      <OutcomeHeading>{t('pending.title')}</OutcomeHeading>
      <p>{t('pending.body', { plan: planTitle })}</p>
      <Spinner />
      <div className="payment-outcome__actions">
        <Link to="/payments" className="button button--secondary">
          {t('pending.history')}
        </Link>
      </div>
    </section>
  )
}
