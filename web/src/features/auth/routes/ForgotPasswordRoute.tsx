import { useTranslation } from '../../../lib/i18n'
import { registerFormControlTranslations } from '../../../components/form/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { ForgotPasswordFlow } from '../components/ForgotPasswordFlow'
import { registerAuthTranslations } from '../i18n'
import '../auth.css'

await Promise.all([registerAuthTranslations(), registerFormControlTranslations()])

export function ForgotPasswordRoute() {
  const { t } = useTranslation('auth')
  useDocumentTitle(t('forgot.documentTitle'))
  return (
    <div className="auth-page container">
      <ForgotPasswordFlow />
    </div>
  )
}
