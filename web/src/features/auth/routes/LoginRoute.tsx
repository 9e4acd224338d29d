import { useTranslation } from '../../../lib/i18n'
import { Navigate, useSearchParams } from 'react-router-dom'
import { registerFormControlTranslations } from '../../../components/form/i18n'
import { useIsSignedIn } from '../../../lib/session'
import { safeNext } from '../../../lib/sessionHooks'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { LoginForm } from '../components/LoginForm'
import { registerAuthTranslations } from '../i18n'
import '../auth.css'

await Promise.all([registerAuthTranslations(), registerFormControlTranslations()])

export function LoginRoute() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  useDocumentTitle(t('login.documentTitle'))
  // Already logged in (another tab, the back button): go straight on.
  if (useIsSignedIn()) return <Navigate to={safeNext(params.get('next'))} replace />
  return (
    <div className="auth-page container">
      <LoginForm />
    </div>
  )
}
