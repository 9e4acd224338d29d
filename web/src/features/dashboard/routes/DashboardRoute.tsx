import { Suspense, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { registerFormControlTranslations } from '../../../components/form/i18n'
import { registerProfileFormTranslations } from '../../../components/form/profile/i18n'
import { useProfileOptions } from '../../../components/form/profile/useProfileOptions'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { useOwnProfile } from '../../../lib/session-hooks'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { DashboardView } from '../components/DashboardView'
import { registerDashboardTranslations } from '../i18n'
import '../dashboard.css'

await Promise.all([
  registerDashboardTranslations(),
  registerProfileFormTranslations(),
  registerFormControlTranslations(),
])

/**
 * `account` is what the app puts below the member's details (the data-and-account section of
 * the privacy feature, composed in src/app/SiteRoutes.tsx: features do not import each other).
 */
export function DashboardRoute({ account }: { account?: ReactNode }) {
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
          <Suspense fallback={null}>{account}</Suspense>
        </>
      )}
    </div>
  )
}
