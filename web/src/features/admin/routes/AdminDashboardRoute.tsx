import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { MemberList } from '../components/MemberList'
import { StatCards } from '../components/StatCards'

export function AdminDashboardRoute() {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('dashboard.documentTitle'))
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('dashboard.title')}</h1>
      <StatCards />
      <MemberList basePath="/admin/dashboard" />
    </div>
  )
}
