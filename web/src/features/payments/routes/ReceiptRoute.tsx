import { useTranslation } from '../../../lib/i18n'
import { Link, useParams } from 'react-router-dom'
import { problemStatus } from '../../../api/problem'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { Receipt } from '../components/Receipt'
import { StatusBadge } from '../components/StatusBadge'
import { usePlanTitle } from '../components/usePlanTitle'
import { registerPaymentsTranslations } from '../i18n'
import { formatPaise } from '../money'
import '../payments.css'
import { usePayment } from '../api/payments'

await registerPaymentsTranslations()

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** /payments/:id: the receipt of a paid payment (printable), or how an unpaid one stands. */
export function ReceiptRoute() {
  const { t } = useTranslation('payments')
  useDocumentTitle(t('receipt.documentTitle'))
  const { id = '' } = useParams()
  const valid = UUID.test(id)
  const detail = usePayment(id, valid)
  const planTitle = usePlanTitle()

  const back = (
    <Link to="/payments" className="button button--secondary">
      {t('receipt.back')}
    </Link>
  )
  if (!valid || problemStatus(detail.error) === 404)
    return (
      <div className="page container">
        <EmptyState message={t('receipt.notFound')}>{back}</EmptyState>
      </div>
    )
  if (detail.isPending)
    return (
      <div className="page container">
        <Spinner />
      </div>
    )
  if (detail.isError)
    return (
      <div className="page container">
        <ErrorState error={detail.error} title={t('receipt.loadError')} onRetry={() => void detail.refetch()} />
      </div>
    )

  const { payment, receipt } = detail.data
  if (receipt) return <Receipt receipt={receipt} payment={payment} back={back} />
  return (
    <div className="page container">
      <h1 className="page__title">
        {planTitle(payment.plan)} · {formatPaise(payment.amountPaise)}
      </h1>
      <p>
        <StatusBadge status={payment.status} />
      </p>
      <p>{payment.status === 'authorized' ? t('receipt.pending') : t('receipt.notPaid')}</p>
      {payment.failureReason && <p>{t('receipt.failedReason', { reason: payment.failureReason })}</p>}
      <div className="receipt__actions">
        <Link to={`/buy?plan=${payment.plan}`} className="button button--primary">
          {t('receipt.tryAgain')}
        </Link>
        {back}
      </div>
    </div>
  )
}
