import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { registerFormControlTranslations } from '../../../components/form/i18n'
import { registerProfileFormTranslations } from '../../../components/form/profile/i18n'
import { useProfileOptions } from '../../../components/form/profile/useProfileOptions'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { useOwnProfile } from '../../../lib/sessionHooks'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { EditProfileForm } from '../components/EditProfileForm'
import { registerEditProfileTranslations } from '../i18n'
import '../../../components/form/profile/profile-form.css'
import '../edit-profile.css'

await Promise.all([registerEditProfileTranslations(), registerProfileFormTranslations(), registerFormControlTranslations()])

export function EditProfileRoute() {
  const { t } = useTranslation('editProfile')
  const { t: tf } = useTranslation('profileForm')
  useDocumentTitle(t('documentTitle'))
  const profile = useOwnProfile()
  const { query: optionsQuery, options } = useProfileOptions()

  let body
  if (profile.isPending || optionsQuery.isPending) body = <Spinner />
  else if (profile.isError) body = <ErrorState error={profile.error} title={t('loadError')} onRetry={() => void profile.refetch()} />
  else if (optionsQuery.isError) {
    body = <ErrorState error={optionsQuery.error} title={tf('optionsError')} onRetry={() => void optionsQuery.refetch()} />
  } else body = <EditProfileForm user={profile.data.userData} options={options} />

  return (
    <div className="page container edit-profile-page">
      <Link to="/dashboard" className="back-link">
        ← {t('backToDashboard')}
      </Link>
      <h1 id="edit-profile-title" className="page__title">
        {t('title')}
      </h1>
      <p className="page__intro">{t('intro')}</p>
      {body}
    </div>
  )
}
