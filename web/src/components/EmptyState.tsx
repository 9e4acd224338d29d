import type { ReactNode } from 'react'
import { useTranslation } from '../lib/i18n'

interface EmptyStateProps {
  message?: string
  children?: ReactNode
}

export function EmptyState({ message, children }: EmptyStateProps) {
  const { t } = useTranslation()
  return (
    <div className="state state--empty">
      <p className="state__title">{message ?? t('empty', { ns: 'common' })}</p>
      {children}
    </div>
  )
}
