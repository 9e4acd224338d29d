import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { EmptyState } from '../../../components/EmptyState'

export function AdminNotFoundRoute() {
  const { t } = useTranslation('admin')
  return (
    <div className="admin-page">
      <EmptyState message={t('notFound')}>
        <Link to="/admin/dashboard">{t('nav.dashboard')}</Link>
      </EmptyState>
    </div>
  )
}
