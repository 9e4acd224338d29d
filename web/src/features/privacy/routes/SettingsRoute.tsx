import { Link } from 'react-router-dom'
import { registerFormControlTranslations } from '../../../components/form/i18n'
import { Spinner } from '../../../components/Spinner'
import { ErrorState } from '../../../components/ErrorState'
import { useTranslation } from '../../../lib/i18n'
import { useOwnProfile } from '../../../lib/sessionHooks'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { PrivacyControls } from '../components/PrivacyControls'
import { PrivacySection } from '../components/PrivacySection'
import { PushSettings } from '../components/PushSettings'
import { registerPrivacyTranslations } from '../i18n'

await Promise.all([registerPrivacyTranslations(), registerFormControlTranslations()])

/** Account actions, away from the dashboard's main column: notifications on this device, who sees what, blocks, a copy of one's data, the password, erasure. */
export function SettingsRoute() {
  const { t } = useTranslation('privacy')
  useDocumentTitle(t('settings.documentTitle'))
  const own = useOwnProfile()
  return (
    <div className="page container settings-page">
      <h1 className="page__title">{t('settings.title')}</h1>
      <section className="card settings-page__section" aria-labelledby="settings-password">
        <h2 id="settings-password">{t('settings.password')}</h2>
        <p>{t('settings.passwordHint')}</p>
        <Link to="/forgot-password" className="button button--secondary">
          {t('settings.changePassword')}
        </Link>
      </section>
      {own.isPending ? (
        <Spinner />
      ) : own.isError ? (
        <ErrorState error={own.error} title={t('settings.error')} onRetry={() => void own.refetch()} />
      ) : (
        <>
          <PushSettings />
          <PrivacyControls me={own.data.userData} />
          <PrivacySection memberCode={own.data.userData.user_id} />
        </>
      )}
    </div>
  )
}
