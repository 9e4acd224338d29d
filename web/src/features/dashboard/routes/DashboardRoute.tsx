import { useTranslation } from '../../../lib/i18n'
import { registerFormControlTranslations } from '../../../components/form/i18n'
import { registerProfileFormTranslations } from '../../../components/form/profile/i18n'
import { useProfileOptions } from '../../../components/form/profile/useProfileOptions'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { useOwnProfile } from '../../../lib/session-hooks'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { PrivacySection } from '../../privacy/components/PrivacySection'
import { registerPrivacyTranslations } from '../../privacy/i18n'
import { DashboardView } from '../components/DashboardView'
import { registerDashboardTranslations } from '../i18n'
import '../dashboard.css'

await Promise.all([
  registerDashboardTranslations(),
  registerProfileFormTranslations(),
  registerPrivacyTranslations(),
  registerFormControlTranslations(),
])

export function DashboardRoute() {
  const { t } = useTranslation('dashboard')
  useDocumentTitle(t('documentTitle'))
  const profile = useOwnProfile()
  // Labels for option values; if they cannot be loaded, the values themselves are shown.
  const { query: optionsQuery, options } = useProfileOptions()
  return (
    <div className="page container">
      {profile.isPending || optionsQuery.isPending ? (
        <Spinner />
      ) : profile.isError ? (
        <ErrorState error={profile.error} title={t('loadError')} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <DashboardView user={profile.data.userData} options={options} />
          <PrivacySection memberCode={profile.data.userData.user_id} />
        </>
      )}
    </div>
  )
}
