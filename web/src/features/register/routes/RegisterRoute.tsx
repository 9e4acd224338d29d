import { useTranslation } from '../../../lib/i18n'
import { Navigate } from 'react-router-dom'
import { registerFormControlTranslations } from '../../../components/form/i18n'
import { registerProfileFormTranslations } from '../../../components/form/profile/i18n'
import type { HoroscopeTool } from '../../../components/form/profile/FamilyProfileFields'
import { useIsSignedIn } from '../../../lib/session'
import { AFTER_LOGIN } from '../../../lib/sessionHooks'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { RegisterWizard } from '../components/RegisterWizard'
import { registerRegisterTranslations } from '../i18n'
import '../../../components/form/profile/profile-form.css'
import '../register.css'

await Promise.all([registerRegisterTranslations(), registerProfileFormTranslations(), registerFormControlTranslations()])

/** horoscopeTool: the calculator, composed in src/app (features do not import each other). */
export function RegisterRoute({ horoscopeTool }: { horoscopeTool?: HoroscopeTool | undefined } = {}) {
  const { t } = useTranslation('register')
  useDocumentTitle(t('documentTitle'))
  // A member who is already logged in (or has just registered) goes home.
  if (useIsSignedIn()) return <Navigate to={AFTER_LOGIN} replace />
  return (
    <div className="page container register-page">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      <RegisterWizard horoscopeTool={horoscopeTool} />
    </div>
  )
}
