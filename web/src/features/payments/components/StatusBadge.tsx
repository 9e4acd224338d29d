import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'

type PaymentStatus = components['schemas']['PaymentStatus']

export function StatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments')
  return <span className={`payment-status payment-status--${status}`}>{t(`status.${status}`)}</span>
}
