import { useTranslation } from '../lib/i18n'
import { NETWORK_ERROR_CODE, isProblem } from '../api/problem'

interface ErrorStateProps {
  error?: unknown
  title?: string
  onRetry?: () => void
}

export function ErrorState({ error, title, onRetry }: ErrorStateProps) {
  const { t } = useTranslation()
  const unreachable = isProblem(error) && error.code === NETWORK_ERROR_CODE
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{title ?? t('error.title', { ns: 'common' })}</p>
      <p className="state__body">{unreachable ? t('error.network', { ns: 'common' }) : t('error.body', { ns: 'common' })}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('error.retry', { ns: 'common' })}
        </button>
      )}
    </div>
  )
}
