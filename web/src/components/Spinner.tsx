import { useTranslation } from '../lib/i18n'

interface SpinnerProps {
  label?: string
}

export function Spinner({ label }: SpinnerProps) {
  const { t } = useTranslation()
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="spinner__label">{label ?? t('loading', { ns: 'common' })}</span>
    </div>
  )
}
