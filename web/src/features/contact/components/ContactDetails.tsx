import { useTranslation } from '../../../lib/i18n'
import { OFFICE_EMAIL, OFFICE_MAP_URL, OFFICE_PHONES } from '../../../lib/office'

export function ContactDetails() {
  const { t } = useTranslation('contact')
  return (
    <section className="contact-details card" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t('details.title')}</h2>
      <dl className="contact-details__list">
        <dt>{t('details.address')}</dt>
        <dd>
          <address>
            {t('office.name', { ns: 'common' })}
            <br />
            {t('office.street', { ns: 'common' })}
            <br />
            {t('office.city', { ns: 'common' })}
          </address>
          <a href={OFFICE_MAP_URL} rel="noopener noreferrer" target="_blank" aria-label={t('office.openInMapsLabel', { ns: 'common' })}>
            {t('office.openInMaps', { ns: 'common' })}
          </a>
        </dd>
        <dt>{t('details.phone')}</dt>
        {OFFICE_PHONES.map((phone) => (
          <dd key={phone.href}>
            <a href={phone.href}>{phone.display}</a>
          </dd>
        ))}
        <dt>{t('details.email')}</dt>
        <dd>
          <a href={`mailto:${OFFICE_EMAIL}`}>{OFFICE_EMAIL}</a>
        </dd>
        <dt>{t('details.hours')}</dt>
        <dd>{t('office.hours', { ns: 'common' })}</dd>
      </dl>
    </section>
  )
}
