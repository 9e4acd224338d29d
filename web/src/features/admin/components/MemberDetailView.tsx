import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'
import type { ProfileOptions } from '../../../components/form/profile/useProfileOptions'
import { formatNumber } from '../../../lib/format'

type Detail = components['schemas']['AdminMemberDetail']
type Subscription = components['schemas']['AdminSubscription']

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Every field of a member, read-only (the detail page's view mode, docs/product.md §4). */
export function MemberDetailView({ detail, options }: { detail: Detail; options: ProfileOptions }) {
  const { t, i18n } = useTranslation('admin')
  const { t: tf } = useTranslation('profileForm')
  const m = detail.member
  const none = t('detail.fields.notGiven')
  const date = (iso: string | undefined) =>
    iso ? new Intl.DateTimeFormat(i18n.language === 'mr' ? 'mr-IN' : 'en-IN', { dateStyle: 'medium' }).format(new Date(iso)) : none
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'mr' ? 'mr-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  const list = (values: string[]) => (values.length > 0 ? values.join(', ') : none)
  // In the admin's language throughout: its digits, and the state and country named in it.
  const num = (value: number | undefined) => (value === undefined ? '?' : formatNumber(value, i18n.language))
  const cm = (value: number | undefined) => t('detail.fields.cm', { value: num(value) })
  const place = (name: string) => t(`detail.places.${name.toLowerCase()}`, { defaultValue: name })
  const prefs = m.partnerPreferences
  const subscriptionLine = (s: Subscription) =>
    t('detail.subscription.period', { plan: t(`plans.${s.plan}`), from: date(s.startsAt), to: date(s.endsAt) })

  return (
    <div className="admin-detail__view">
      <div className="admin-detail__head">
        {m.profileThumbnail && <img className="admin-detail__photo" src={m.profileThumbnail} alt="" width={96} height={96} />}
        <div>
          <h2 className="admin-detail__name">{m.fullName}</h2>
          <p className="admin-detail__code">
            {t('detail.fields.memberCode')}: {m.user_id}
          </p>
          <span className={`admin-status admin-status--${detail.status}`}>{t(`status.${detail.status}`)}</span>
        </div>
      </div>
      <section aria-labelledby="admin-detail-personal">
        <h3 id="admin-detail-personal" className="admin-detail__section">
          {t('detail.sections.personal')}
        </h3>
        <dl className="admin-facts">
          <Row label={tf('fields.gender')}>{options.label('genders', m.gender)}</Row>
          <Row label={tf('fields.dob')}>
            {date(m.dob)} ({t('detail.fields.age', { age: m.age })})
          </Row>
          <Row label={tf('fields.religion')}>{options.label('religions', m.religion)}</Row>
          <Row label={tf('fields.caste')}>{m.customCaste ? `${m.customCaste}` : options.label('castes', m.caste)}</Row>
          <Row label={tf('fields.maritalStatus')}>{options.label('maritalStatuses', m.maritalStatus)}</Row>
          <Row label={t('detail.fields.children')}>{num(m.child)}</Row>
          <Row label={tf('fields.height')}>{cm(m.height)}</Row>
          <Row label={tf('fields.weight')}>{t('detail.fields.kg', { value: num(m.weight) })}</Row>
          <Row label={tf('fields.bloodGroup')}>{m.bloodGroup}</Row>
          <Row label={tf('fields.languages')}>{list(m.languages)}</Row>
          <Row label={tf('fields.hobbies')}>{list(m.hobbies)}</Row>
        </dl>
      </section>
      <section aria-labelledby="admin-detail-contact">
        <h3 id="admin-detail-contact" className="admin-detail__section">
          {t('detail.sections.contact')}
        </h3>
        <dl className="admin-facts">
          <Row label={tf('fields.email')}>{m.email ?? none}</Row>
          <Row label={tf('fields.phone')}>{m.phone ?? none}</Row>
          <Row label={tf('fields.city')}>
            {[options.label('cities', m.city), place(m.state), place(m.country)].join(', ')}
          </Row>
        </dl>
      </section>
      <section aria-labelledby="admin-detail-education">
        <h3 id="admin-detail-education" className="admin-detail__section">
          {t('detail.sections.education')}
        </h3>
        <dl className="admin-facts">
          <Row label={tf('fields.education')}>{options.label('educationLevels', m.education)}</Row>
          <Row label={tf('fields.profession')}>{options.label('professions', m.profession)}</Row>
          <Row label={tf('fields.income')}>{t('detail.fields.incomeValue', { amount: m.income })}</Row>
        </dl>
      </section>
      <section aria-labelledby="admin-detail-background">
        <h3 id="admin-detail-background" className="admin-detail__section">
          {t('detail.sections.background')}
        </h3>
        <dl className="admin-facts">
          <Row label={tf('fields.aboutMe')}>{m.aboutMe || none}</Row>
          <Row label={tf('fields.createdBy')}>{m.createdBy ? options.label('createdBy', m.createdBy) : none}</Row>
          <Row label={tf('fields.subCaste')}>{m.subCaste || none}</Row>
          <Row label={tf('fields.gotra')}>{m.gotra || none}</Row>
          <Row label={tf('fields.nativeDistrict')}>
            {m.nativePlace?.district
              ? [m.nativePlace.taluka, options.label('districts', m.nativePlace.district)].filter(Boolean).join(', ')
              : none}
          </Row>
          <Row label={tf('fields.workingSector')}>{m.workingSector ? options.label('workingSectors', m.workingSector) : none}</Row>
          <Row label={tf('fields.complexion')}>{m.complexion ? options.label('complexions', m.complexion) : none}</Row>
          <Row label={tf('fields.bodyType')}>{m.bodyType ? options.label('bodyTypes', m.bodyType) : none}</Row>
          <Row label={tf('fields.livingWithFamily')}>{m.livingWithFamily ? options.label('yesNo', m.livingWithFamily) : none}</Row>
          <Row label={tf('sections.horoscope')}>
            {m.horoscope?.nakshatra
              ? [
                  options.label('nakshatras', m.horoscope.nakshatra),
                  m.horoscope.charan ? num(m.horoscope.charan) : '',
                  options.label('rashis', m.horoscope.rashi),
                  m.horoscope.manglik ? `${tf('fields.manglik')}: ${options.label('manglik', m.horoscope.manglik)}` : '',
                  m.horoscope.birthTime ?? '',
                  m.horoscope.birthPlace ?? '',
                ]
                  .filter(Boolean)
                  .join(' · ')
              : none}
          </Row>
        </dl>
      </section>
      <section aria-labelledby="admin-detail-family">
        <h3 id="admin-detail-family" className="admin-detail__section">
          {t('detail.sections.family')}
        </h3>
        <dl className="admin-facts">
          <Row label={tf('fields.father')}>{m.father}</Row>
          <Row label={tf('fields.fatherOccupation')}>{m.fatherOccupation}</Row>
          <Row label={tf('fields.mother')}>{m.mother}</Row>
          <Row label={tf('fields.motherOccupation')}>{m.motherOccupation}</Row>
          <Row label={tf('fields.siblings')}>{num(m.siblings)}</Row>
        </dl>
      </section>
      <section aria-labelledby="admin-detail-lifestyle">
        <h3 id="admin-detail-lifestyle" className="admin-detail__section">
          {t('detail.sections.lifestyle')}
        </h3>
        <dl className="admin-facts">
          <Row label={tf('fields.foodPref')}>{options.label('foodPrefs', m.foodPref)}</Row>
          <Row label={tf('fields.disability')}>{options.label('yesNo', m.disability)}</Row>
          <Row label={tf('fields.isDrinking')}>{options.label('habits', m.isDrinking)}</Row>
          <Row label={tf('fields.isSmoking')}>{options.label('habits', m.isSmoking)}</Row>
          <Row label={t('detail.fields.activePlan')}>{m.plan ? t(`plans.${m.plan}`) : t('detail.fields.freeMember')}</Row>
          <Row label={t('detail.fields.preferredPlan')}>{m.preferredPlan ? t(`plans.${m.preferredPlan}`) : none}</Row>
        </dl>
      </section>
      <section aria-labelledby="admin-detail-partner">
        <h3 id="admin-detail-partner" className="admin-detail__section">
          {t('detail.sections.partner')}
        </h3>
        <dl className="admin-facts">
          <Row label={tf('sections.partnerAge')}>
            {num(prefs.age?.min)} – {num(prefs.age?.max)}
          </Row>
          <Row label={tf('fields.partnerReligion')}>{prefs.religion ? options.label('religions', prefs.religion) : none}</Row>
          <Row label={tf('fields.partnerCaste')}>{prefs.caste ? options.label('castes', prefs.caste) : none}</Row>
          <Row label={tf('fields.partnerCity')}>{prefs.location?.city ? options.label('cities', prefs.location.city) : none}</Row>
          <Row label={tf('sections.partnerHeight')}>
            {prefs.height?.min || prefs.height?.max ? `${num(prefs.height.min)} – ${cm(prefs.height.max)}` : none}
          </Row>
        </dl>
      </section>
      <section aria-labelledby="admin-detail-account">
        <h3 id="admin-detail-account" className="admin-detail__section">
          {t('detail.sections.account')}
        </h3>
        <dl className="admin-facts">
          <Row label={t('detail.fields.registeredAt')}>{dateTime(detail.registeredAt)}</Row>
          <Row label={t('detail.fields.registrationIp')}>{detail.registrationIp ?? t('detail.fields.unknownIp')}</Row>
          <Row label={t('detail.fields.status')}>
            {t(`status.${detail.status}`)}
            {detail.statusChangedAt && <> · {t('detail.fields.statusSince', { date: dateTime(detail.statusChangedAt) })}</>}
          </Row>
          {detail.statusReason && <Row label={t('detail.fields.statusReason')}>{detail.statusReason}</Row>}
          <Row label={t('detail.fields.pendingSent')}>{num(detail.requests.pendingSent)}</Row>
          <Row label={t('detail.fields.pendingReceived')}>{num(detail.requests.pendingReceived)}</Row>
          <Row label={t('detail.fields.connections')}>{num(detail.requests.connections)}</Row>
          <Row label={t('detail.fields.subscription')}>{detail.subscription ? subscriptionLine(detail.subscription) : t('detail.fields.none')}</Row>
          {detail.subscribedUntil && <Row label={t('detail.fields.subscribedUntil')}>{date(detail.subscribedUntil)}</Row>}
        </dl>
      </section>
      {detail.subscriptions.length > 0 && (
        <section aria-labelledby="admin-detail-subscriptions">
          <h3 id="admin-detail-subscriptions" className="admin-detail__section">
            {t('detail.sections.subscriptions')}
          </h3>
          <ul className="admin-subscriptions">
            {detail.subscriptions.map((s) => (
              <li key={`${s.startsAt}-${s.plan}`}>
                <strong>{subscriptionLine(s)}</strong>
                <span>
                  {s.contactAllowance
                    ? t('detail.subscription.allowance', { used: s.contactsRevealed, allowance: s.contactAllowance })
                    : t('detail.subscription.unlimited', { used: s.contactsRevealed })}
                </span>
                <span>
                  {s.grantedBy
                    ? t('detail.subscription.grantedBy', { admin: s.grantedBy, reason: s.grantReason ?? '' })
                    : t('detail.subscription.bought')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
