import { useTranslation } from '../../../lib/i18n'

const BADGES = [
  { key: 'verified', icon: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z' },
  { key: 'privacy', icon: 'M12 1 3 5v6c0 5.6 3.8 10.7 9 12 5.2-1.3 9-6.4 9-12V5zm0 6a3 3 0 0 1 3 3v1h1v6H8v-6h1v-1a3 3 0 0 1 3-3zm0 2a1 1 0 0 0-1 1v1h2v-1a1 1 0 0 0-1-1z' },
  { key: 'idCheck', icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 10.4 3.5 2.1-.8 1.3L11 13V7h2z' },
  { key: 'maharashtra', icon: 'M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z' },
] as const

export function TrustBadges() {
  const { t } = useTranslation('home')
  return (
    <section id="trust" className="home-section home-section--tinted" aria-labelledby="trust-title">
      <div className="container">
        <h2 id="trust-title" className="section-title">
          {t('trust.title')}
        </h2>
        <ul className="badges">
          {BADGES.map(({ key, icon }) => (
            <li key={key} className="badges__item">
              <svg className="badges__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
                <path d={icon} />
              </svg>
              <h3 className="badges__title">{t(`trust.badges.${key}.title`)}</h3>
              <p>{t(`trust.badges.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
