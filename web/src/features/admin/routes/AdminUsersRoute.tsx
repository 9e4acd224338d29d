import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { MemberList } from '../components/MemberList'

export function AdminUsersRoute() {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('users.documentTitle'))
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1 className="admin-page__title">{t('users.title')}</h1>
        <Link to="/admin/add-user" className="button button--primary">
          {t('users.add')}
        </Link>
      </div>
      <MemberList basePath="/admin/users" />
    </div>
  )
}
