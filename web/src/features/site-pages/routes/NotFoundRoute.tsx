import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { registerSitePageTranslations } from '../i18n'
import '../site-pages.css'

await registerSitePageTranslations()

export function NotFoundRoute() {
  const { t } = useTranslation('sitePages')
  useDocumentTitle(t('notFound.title'))
  return (
    <div className="not-found container container--narrow">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className="button button--primary">
        {t('notFound.home')}
      </Link>
    </div>
  )
}
