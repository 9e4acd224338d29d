import { Suspense, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { registerFormControlTranslations } from '../../../components/form/i18n'
import { registerProfileFormTranslations } from '../../../components/form/profile/i18n'
import { useProfileOptions } from '../../../components/form/profile/useProfileOptions'
import { ErrorState } from '../../../components/ErrorState'
import { ListSkeleton } from '../../../components/Skeleton/ListSkeleton'
import { useOwnProfile } from '../../../lib/sessionHooks'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { DashboardOverview } from '../components/DashboardOverview'
import { DashboardView } from '../components/DashboardView'
import { registerDashboardTranslations } from '../i18n'
import '../dashboard.css'

await Promise.all([
  registerDashboardTranslations(),
  registerProfileFormTranslations(),
  registerFormControlTranslations(),
])

/**
 * `aside` is what the app puts beside the overview (recent notifications, composed in
 * src/app/SiteRoutes.tsx: features do not import each other). Account actions live on /settings.
 */
export function DashboardRoute({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation('dashboard')
  useDocumentTitle(t('documentTitle'))
  const profile = useOwnProfile()
  // Labels for option values; if they cannot be loaded, the values themselves are shown.
  const { query: optionsQuery, options } = useProfileOptions()
  return (
    <div className="page container">
      {profile.isPending || optionsQuery.isPending ? (
        <ListSkeleton rows={4} />
      ) : profile.isError ? (
        <ErrorState error={profile.error} title={t('loadError')} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <DashboardView
            user={profile.data.userData}
            options={options}
            overview={
              <>
                <DashboardOverview completeness={profile.data.userData.completeness} />
                <Suspense fallback={null}>{aside}</Suspense>
              </>
            }
          />
        </>
      )}
    </div>
  )
}
