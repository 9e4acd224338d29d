import { lazy, Suspense } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'

// The form library comes with the form, after the hero has painted: the hero's words are the
// page's largest paint and need no JavaScript beyond the route's (docs/performance-web.txt).
const QuickSearchForm = lazy(() => import('./QuickSearchForm').then((module) => ({ default: module.QuickSearchForm })))

export function Hero() {
  const { t } = useTranslation('home')
  return (
    <section id="hero" className="hero" aria-labelledby="hero-title">
      <div className="hero__inner container">
        <div className="hero__copy">
          <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('hero.title')}
          </h1>
          <p className="hero__subtitle">{t('hero.subtitle')}</p>
          <div className="hero__actions">
            <Link to="/register" className="button button--primary button--large">
              {t('hero.cta')}
            </Link>
            <a href="#how-it-works" className="button button--ghost button--large">
              {t('hero.secondary')}
            </a>
          </div>
        </div>
        <div id="quick-search" className="hero__search">
          <Suspense fallback={<div className="quick-search card quick-search--placeholder" aria-hidden="true" />}>
            <QuickSearchForm />
          </Suspense>
        </div>
      </div>
    </section>
  )
}
