import { useTranslation } from '../../lib/i18n'
import { Link } from 'react-router-dom'
import { OFFICE_EMAIL, OFFICE_MAP_URL, OFFICE_PHONES } from '../../lib/office'
import { SocialLinks } from './SocialLinks'

const QUICK_LINKS = [
  { to: '/', key: 'home' },
  { to: '/about', key: 'about' },
  { to: '/blog', key: 'blog' },
  { to: '/contact', key: 'contact' },
  { to: '/feedback', key: 'feedback' },
  { to: '/pandp', key: 'privacy' },
  { to: '/tandc', key: 'terms' },
  { to: '/grievance-officer', key: 'grievance' },
] as const

export function Footer() {
  const { t } = useTranslation('layout')
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section className="site-footer__about" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__brand">
            {t('brand', { ns: 'common' })}
          </h2>
          <p>{t('footer.about')}</p>
          <h3 className="site-footer__heading">{t('footer.followUs')}</h3>
          <SocialLinks />
        </section>
        <nav className="site-footer__links" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            {t('footer.quickLinks')}
          </h2>
          <ul>
            {QUICK_LINKS.map(({ to, key }) => (
              <li key={key}>
                <Link to={to}>{t(`footer.links.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contactUs')}
          </h2>
          <address>
            <p>
              {t('office.name', { ns: 'common' })}
              <br />
              {t('office.street', { ns: 'common' })}
              <br />
              {t('office.city', { ns: 'common' })}
            </p>
            <p>
              <a href={OFFICE_MAP_URL} rel="noopener noreferrer" target="_blank" aria-label={t('office.openInMapsLabel', { ns: 'common' })}>
                {t('office.openInMaps', { ns: 'common' })}
              </a>
            </p>
            <p>
              <span className="site-footer__label">{t('footer.phone')}: </span>
              {OFFICE_PHONES.map((phone, index) => (
                <span key={phone.href}>
                  {index > 0 && ', '}
                  <a href={phone.href}>{phone.display}</a>
                </span>
              ))}
            </p>
            <p>
              <span className="site-footer__label">{t('footer.email')}: </span>
              <a href={`mailto:${OFFICE_EMAIL}`}>{OFFICE_EMAIL}</a>
            </p>
            <p>
              <span className="site-footer__label">{t('footer.hours')}: </span>
              {t('office.hours', { ns: 'common' })}
            </p>
          </address>
        </section>
      </div>
      <p className="site-footer__rights container">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
