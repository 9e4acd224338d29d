import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'

const POINTS = ['advisor', 'shortlist', 'meetings'] as const

export function AssistedMatchmaking() {
  const { t } = useTranslation('home')
  return (
    <section id="assisted-matchmaking" className="home-section" aria-labelledby="assisted-title">
      <div className="container">
        <div className="assisted">
          <p className="assisted__eyebrow">{t('assisted.eyebrow')}</p>
          <h2 id="assisted-title" className="assisted__title">
            {t('assisted.title')}
          </h2>
          <p>{t('assisted.body')}</p>
          <ul className="assisted__points">
            {POINTS.map((point) => (
              <li key={point}>{t(`assisted.points.${point}`)}</li>
            ))}
          </ul>
          <Link to="/contact" className="button button--primary button--large">
            {t('assisted.cta')}
          </Link>
        </div>
      </div>
    </section>
  )
}
