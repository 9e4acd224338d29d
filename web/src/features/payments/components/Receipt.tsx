import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'
import { formatDate } from '../../../lib/format'
import { useLocalized } from '../../../lib/localized'
import { formatPaise } from '../money'

type PaymentReceipt = components['schemas']['PaymentReceipt']
type PaymentRecord = components['schemas']['PaymentRecord']

/**
 * A paid payment's receipt as a document: the seller, the member billed, the plan, the amount
 * with the GST it includes, and the payment's ids. "Print receipt" prints just this (see the
 * print rules in payments.css); the same receipt is e-mailed when the payment is captured.
 */
export function Receipt({ receipt, payment, back }: { receipt: PaymentReceipt; payment: PaymentRecord; back: ReactNode }) {
  const { t, i18n } = useTranslation('payments')
  const localized = useLocalized()
  const date = (iso: string) => formatDate(iso, i18n.language)
  const { seller, billedTo } = receipt
  return (
    <div className="page container">
      <article className="receipt card" aria-labelledby="receipt-title">
        <header className="receipt__header">
          <div>
            <p className="receipt__seller">{seller.name}</p>
            <address className="receipt__address">
              {seller.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>
                {seller.email} · {seller.phone}
              </span>
              {seller.gstin && <span>{t('receipt.gstin', { gstin: seller.gstin })}</span>}
            </address>
          </div>
          <h1 id="receipt-title" className="receipt__title">
            {t('receipt.title')}
          </h1>
        </header>
        <dl className="receipt__facts">
          <div>
            <dt>{t('receipt.number')}</dt>
            <dd>{receipt.number}</dd>
          </div>
          <div>
            <dt>{t('receipt.date')}</dt>
            <dd>{date(receipt.issuedAt)}</dd>
          </div>
          <div>
            <dt>{t('receipt.billedTo')}</dt>
            <dd>
              {[billedTo.name, billedTo.email, billedTo.user_id && t('receipt.memberId', { id: billedTo.user_id })]
                .filter(Boolean)
                .join(' · ') || '—'}
            </dd>
          </div>
        </dl>
        <table className="receipt__lines">
          <thead>
            <tr>
              <th scope="col">{t('receipt.description')}</th>
              <th scope="col" className="receipt__money">
                {t('receipt.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                {t('receipt.planLine', { plan: localized(receipt.plan.title), count: receipt.plan.validityMonths })}
                {payment.validUntil && <span className="receipt__sub">{t('receipt.validUntil', { date: date(payment.validUntil) })}</span>}
              </td>
              <td className="receipt__money">{formatPaise(receipt.taxablePaise)}</td>
            </tr>
            <tr>
              <td>{t('receipt.gst', { rate: receipt.gstRatePercent })}</td>
              <td className="receipt__money">{formatPaise(receipt.gstPaise)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('receipt.total')}</th>
              <td className="receipt__money receipt__total">{formatPaise(receipt.amountPaise)}</td>
            </tr>
          </tfoot>
        </table>
        <dl className="receipt__facts receipt__facts--small">
          <div>
            <dt>{t('receipt.provider')}</dt>
            <dd>{t(`receipt.providers.${payment.provider}`)}</dd>
          </div>
          {payment.paymentId && (
            <div>
              <dt>{t('receipt.paymentId')}</dt>
              <dd>{payment.paymentId}</dd>
            </div>
          )}
          <div>
            <dt>{t('receipt.orderId')}</dt>
            <dd>{payment.orderId}</dd>
          </div>
        </dl>
        <p className="receipt__note">{t('receipt.inclusive')}</p>
      </article>
      <div className="receipt__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
        {back}
      </div>
    </div>
  )
}
