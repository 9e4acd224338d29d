import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link, useParams } from 'react-router-dom'
import { registerProfileFormTranslations } from '../../../components/form/profile/i18n'
import { useProfileOptions } from '../../../components/form/profile/useProfileOptions'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { useAdminMember, useKeepAdminMember } from '../api/members'
import { AdminEditMemberForm } from '../components/AdminEditMemberForm'
import { DeleteMemberPanel } from '../components/DeleteMemberPanel'
import { GrantPanel, SuspendPanel } from '../components/MemberActions'
import { MemberDetailView } from '../components/MemberDetailView'
import '../../../components/form/profile/profile-form.css'

await registerProfileFormTranslations()

/**
 * One member (docs/product.md §4): view mode, then edit mode; suspension and granted plans beside. Each
 * load of this page is an audited view, so changes update the cached copy instead of reloading.
 */
export function AdminUserDetailsRoute() {
  const { t } = useTranslation('admin')
  const { t: tf } = useTranslation('profileForm')
  useDocumentTitle(t('detail.documentTitle'))
  const { id = '' } = useParams()
  const detail = useAdminMember(id)
  const update = useKeepAdminMember(id)
  const { query: optionsQuery, options } = useProfileOptions()
  const [editing, setEditing] = useState(false)

  let body
  if (detail.isPending || optionsQuery.isPending) body = <Spinner />
  else if (detail.isError) {
    body =
      detail.error.status === 404 ? (
        <EmptyState message={t('detail.notFound')} />
      ) : (
        <ErrorState error={detail.error} title={t('detail.loadError')} onRetry={() => void detail.refetch()} />
      )
  } else if (optionsQuery.isError) {
    body = <ErrorState error={optionsQuery.error} title={tf('optionsError')} onRetry={() => void optionsQuery.refetch()} />
  } else {
    const data = detail.data
    body = (
      <div className="admin-detail">
        <div className="admin-detail__main card">
          {editing ? (
            <AdminEditMemberForm
              detail={data}
              options={options}
              onSaved={(next) => {
                update(next)
                setEditing(false)
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <>
              <div className="admin-detail__toolbar">
                <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
                  {t('detail.edit')}
                </button>
              </div>
              <MemberDetailView detail={data} options={options} />
            </>
          )}
        </div>
        <div className="admin-detail__side">
          <SuspendPanel detail={data} onChanged={update} />
          <GrantPanel detail={data} onChanged={update} />
          <DeleteMemberPanel detail={data} />
        </div>
      </div>
    )
  }
  return (
    <div className="admin-page">
      <Link to="/admin/users" className="back-link">
        ← {t('detail.back')}
      </Link>
      <h1 className="admin-page__title">{t('detail.documentTitle')}</h1>
      {body}
    </div>
  )
}
