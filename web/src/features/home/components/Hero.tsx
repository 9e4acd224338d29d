import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { QuickSearchForm } from './QuickSearchForm'

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
          <QuickSearchForm />
        </div>
      </div>
    </section>
  )
}
