import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { ContactDetails } from '../components/ContactDetails'
import { ContactForm } from '../components/ContactForm'
import { registerContactTranslations } from '../i18n'
import '../contact.css'

await registerContactTranslations()

export function ContactRoute() {
  const { t } = useTranslation('contact')
  useDocumentTitle(t('documentTitle'))
  return (
    <div className="page container">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      <div className="contact-layout">
        <ContactDetails />
        <ContactForm />
      </div>
    </div>
  )
}
