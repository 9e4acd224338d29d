import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { formatRupees } from '../../../lib/format'
import type { PaymentOrder } from '../checkout/checkoutState'

interface SandboxCheckoutProps {
  order: PaymentOrder
  planTitle: string
  onPay: (outcome: 'paid' | 'failed') => Promise<void>
  onClose: () => void
}

/**
 * The sandbox's checkout, served by the app while Razorpay is not configured: the same order,
 * signed answer, verification and webhooks as Razorpay's, with the member choosing whether the
 * payment goes through. A modal dialog: focus starts on Pay, stays inside, and Escape closes it.
 */
export function SandboxCheckout({ order, planTitle, onPay, onClose }: SandboxCheckoutProps) {
  const { t, i18n } = useTranslation('plansPage')
  const titleId = useId()
  const [busy, setBusy] = useState(false)
  const dialogRef = useRef<HTMLDivElement>(null)
  const payRef = useRef<HTMLButtonElement>(null)
  const amount = formatRupees(order.amountPaise / 100, i18n.language)

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    payRef.current?.focus()
    return () => opener?.focus?.()
  }, [])

  const press = (outcome: 'paid' | 'failed') => {
    setBusy(true)
    void onPay(outcome)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className="sandbox-checkout__backdrop">
      <div
        ref={dialogRef}
        className="sandbox-checkout"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <p className="sandbox-checkout__badge">{t('sandbox.badge')}</p>
        <h2 id={titleId} className="sandbox-checkout__title">
          {t('sandbox.title')}
        </h2>
        <dl className="sandbox-checkout__summary">
          <div>
            <dt>{t('sandbox.merchant')}</dt>
            <dd>{t('merchantName')}</dd>
          </div>
          <div>
            <dt>{t('sandbox.plan')}</dt>
            <dd>{planTitle}</dd>
          </div>
          <div>
            <dt>{t('sandbox.amount')}</dt>
            <dd className="sandbox-checkout__amount">{amount}</dd>
          </div>
          <div>
            <dt>{t('sandbox.order')}</dt>
            <dd>
              <code>{order.orderId}</code>
            </dd>
          </div>
        </dl>
        <p className="sandbox-checkout__note">{t('sandbox.note')}</p>
        <div className="sandbox-checkout__actions">
          <button ref={payRef} type="button" className="button button--primary button--block" disabled={busy} onClick={() => press('paid')}>
            {busy ? t('sandbox.working') : t('sandbox.pay', { amount })}
          </button>
          <button type="button" className="button button--secondary button--block" disabled={busy} onClick={() => press('failed')}>
            {t('sandbox.fail')}
          </button>
          <button type="button" className="sandbox-checkout__cancel" disabled={busy} onClick={onClose}>
            {t('sandbox.cancel')}
          </button>
        </div>
      </div>
    </div>
  )
}
