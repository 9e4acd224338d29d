import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { formatDate } from '../../../lib/format'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { StatusBadge } from '../components/StatusBadge'
import { usePlanTitle } from '../components/usePlanTitle'
import { registerPaymentsTranslations } from '../i18n'
import { formatPaise } from '../money'
import '../payments.css'
import { usePayments } from '../api/payments'

await registerPaymentsTranslations()

/** /payments: every order for a plan, newest first, each paid one with its receipt. */
export function PaymentsRoute() {
  const { t, i18n } = useTranslation('payments')
  useDocumentTitle(t('documentTitle'))
  const payments = usePayments()
  const planTitle = usePlanTitle()

  let content
  if (payments.isPending) content = <Spinner />
  else if (payments.isError)
    content = <ErrorState error={payments.error} title={t('loadError')} onRetry={() => void payments.refetch()} />
  else if (payments.data.payments.length === 0)
    content = (
      <EmptyState message={t('empty')}>
        <p className="state__body">{t('emptyHint')}</p>
        <Link to="/buy" className="button button--primary">
          {t('seePlans')}
        </Link>
      </EmptyState>
    )
  else
    content = (
      <ul className="payment-list" aria-label={t('list')}>
        {payments.data.payments.map((p) => (
          <li key={p.id} className="payment-list__item card">
            <div className="payment-list__head">
              <p className="payment-list__plan">
                {planTitle(p.plan)} · {formatPaise(p.amountPaise)}
              </p>
              <StatusBadge status={p.status} />
            </div>
            <p className="payment-list__meta">
              {p.paidAt ? t('paidOn', { date: formatDate(p.paidAt, i18n.language) }) : t('orderedOn', { date: formatDate(p.createdAt, i18n.language) })}
              {p.receiptNumber && <> · {p.receiptNumber}</>}
            </p>
            {p.validUntil && <p className="payment-list__meta">{t('validUntil', { date: formatDate(p.validUntil, i18n.language) })}</p>}
            <Link
              to={`/payments/${p.id}`}
              className={p.receiptNumber ? 'button button--secondary' : 'payment-list__details'}
              aria-label={p.receiptNumber ? t('viewReceiptLabel', { number: p.receiptNumber }) : undefined}
            >
              {p.receiptNumber ? t('viewReceipt') : t('details')}
            </Link>
          </li>
        ))}
      </ul>
    )

  return (
    <div className="page container">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      {content}
    </div>
  )
}
