import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { FeedbackForm } from '../components/FeedbackForm'
import { registerFeedbackTranslations } from '../i18n'

await registerFeedbackTranslations()

export function FeedbackRoute() {
  const { t } = useTranslation('feedback')
  useDocumentTitle(t('documentTitle'))
  return (
    <div className="page container container--narrow">
      <h1 id="feedback-title" className="page__title">
        {t('title')}
      </h1>
      <p className="page__intro">{t('intro')}</p>
      <FeedbackForm />
    </div>
  )
}
