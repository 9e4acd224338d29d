import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import type { ProfileOptions } from '../../../components/form/profile/useProfileOptions'
import { formatDate, formatHeight, formatIndianPhone } from '../../../lib/format'
import { annualIncome } from './income'
import { DeclarationsPrompt } from './DeclarationsPrompt'
import { PlanIcon } from './PlanIcon'
import { VerificationBadges } from '../../../components/MemberCard/VerificationBadges'

type UserData = components['schemas']['UserData']

interface Row {
  label: string
  value: ReactNode
}

function Section({ id, title, rows, na }: { id: string; title: string; rows: Row[]; na: string }) {
  return (
    <section className="card dashboard-section" aria-labelledby={id}>
      <h2 id={id} className="dashboard-section__title">
        {title}
      </h2>
      <dl className="dashboard-section__list">
        {rows.map((row) => (
          <div key={row.label} className="dashboard-section__row">
            <dt>{row.label}</dt>
            <dd>{row.value === '' || row.value === null || row.value === undefined ? <span className="dashboard-na">{na}</span> : row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** The member's own profile: a header card and four sections, option values shown as labels. */
export function DashboardView({ user, options, overview }: { user: UserData; options: ProfileOptions; overview?: ReactNode }) {
  const { t, i18n } = useTranslation('dashboard')
  const { t: tf } = useTranslation('profileForm')
  const label = options.label
  const na = t('na')
  const list = (items: string[], of: Parameters<ProfileOptions['label']>[0] | null = null) =>
    items.filter(Boolean).map((item) => (of ? label(of, item) : item)).join(', ')
  const planName = user.plan ? label('plans', user.plan) : ''
  // The state and country are fixed (Maharashtra, India); named in the reader's language.
  const placeName = (name: string | undefined) => (name ? t(`places.${name}`, { defaultValue: name }) : '')
  const place = [label('cities', user.city), placeName(user.state), placeName(user.country)].filter(Boolean).join(', ')
  const caste = user.caste === 'other' && user.customCaste ? user.customCaste : label('castes', user.caste)
  const prefs = user.partnerPreferences
  const ageRange =
    prefs.age?.min && prefs.age.max ? t('values.ageRange', { min: prefs.age.min, max: prefs.age.max }) : ''
  const heightMin = prefs.height?.min
  const heightMax = prefs.height?.max
  const heightRange =
    heightMin && heightMax
      ? t('values.heightRange', { min: heightMin, max: heightMax })
      : heightMin
        ? t('values.heightFrom', { min: heightMin })
        : heightMax
          ? t('values.heightUpTo', { max: heightMax })
          : ''
  const partnerPlace = [
    prefs.location?.city ? label('cities', prefs.location.city) : '',
    placeName(prefs.location?.state),
    placeName(prefs.location?.country),
  ]
    .filter(Boolean)
    .join(', ')

  return (
    <div className="dashboard">
      <section className="card dashboard-hero" aria-labelledby="dashboard-name">
        {user.profilePicture ? (
          <img
            className="dashboard-hero__photo"
            src={user.profilePicture}
            srcSet={user.profilePhotoSrcset}
            sizes="160px"
            alt={t('photoAlt', { name: user.fullName })}
            width={160}
            height={160}
          />
        ) : (
          <span className="dashboard-hero__photo dashboard-hero__photo--empty" aria-hidden="true" />
        )}
        <div className="dashboard-hero__body">
          <h1 id="dashboard-name" className="dashboard-hero__name">
            {user.fullName}
          </h1>
          <VerificationBadges badges={user.badges} />
          {user.plan ? (
            <p className={`dashboard-hero__plan dashboard-hero__plan--${user.plan}`}>
              <PlanIcon plan={user.plan} />
              {t('memberBadge', { plan: planName })}
            </p>
          ) : (
            <p className="dashboard-hero__plan dashboard-hero__plan--free">{t('freeMember')}</p>
          )}
          <p className="dashboard-hero__meta">{place}</p>
          <p className="dashboard-hero__meta">
            {t('memberId', { id: user.user_id })} ·{' '}
            {user.subscription
              ? t('subscribedUntil', { date: formatDate(user.subscription.endsAt, i18n.language) })
              : t('notSubscribed')}
          </p>
          {user.subscription && (
            <p className="dashboard-hero__meta dashboard-hero__contacts">
              {user.subscription.contactsRemaining === null
                ? t('contactsUnlimited')
                : t('contactsLeft', { count: user.subscription.contactsRemaining })}
            </p>
          )}
          <p className="dashboard-hero__meta">{t('memberSince', { date: formatDate(user.registeredAt, i18n.language) })}</p>
          <div className="dashboard-hero__actions">
            <Link to="/edit-profile" className="button button--primary">
              {t('editProfile')}
            </Link>
            <Link to="/profile-preview" className="button button--secondary">
              {t('previewProfile')}
            </Link>
            {user.upgradePlan && (
              <Link to={`/buy?plan=${user.upgradePlan}`} className="button button--secondary">
                {t('upgrade')}
              </Link>
            )}
            <Link to="/payments" className="button button--secondary">
              {t('payments')}
            </Link>
            <Link to="/verification" className="button button--secondary">
              {t('verify')}
            </Link>
            <Link to="/settings" className="button button--secondary">
              {t('settings')}
            </Link>
          </div>
        </div>
      </section>
      {user.declared === false && <DeclarationsPrompt />}
      {overview}
      <div className="dashboard-grid">
        <Section
          id="dashboard-personal"
          title={t('sections.personal')}
          na={na}
          rows={[
            { label: tf('fields.fullName'), value: user.fullName },
            { label: tf('fields.gender'), value: label('genders', user.gender) },
            { label: tf('fields.dob'), value: user.dob ? formatDate(user.dob, i18n.language) : '' },
            { label: t('labels.age'), value: user.age ? t('values.years', { count: user.age }) : '' },
            { label: tf('fields.religion'), value: label('religions', user.religion) },
            { label: tf('fields.caste'), value: caste },
            { label: tf('fields.maritalStatus'), value: label('maritalStatuses', user.maritalStatus) },
            ...(user.maritalStatus !== 'single' ? [{ label: tf('fields.child'), value: String(user.child) }] : []),
            { label: tf('fields.height'), value: user.height ? formatHeight(user.height, i18n.language) : '' },
            { label: tf('fields.weight'), value: user.weight ? t('values.kg', { count: user.weight }) : '' },
            { label: tf('fields.bloodGroup'), value: user.bloodGroup },
            { label: tf('fields.languages'), value: list(user.languages, 'motherTongues') },
            { label: tf('fields.hobbies'), value: list(user.hobbies) },
            { label: tf('fields.foodPref'), value: label('foodPrefs', user.foodPref) },
            { label: tf('fields.disability'), value: label('yesNo', user.disability) },
            { label: tf('fields.isDrinking'), value: label('habits', user.isDrinking) },
            { label: tf('fields.isSmoking'), value: label('habits', user.isSmoking) },
            { label: tf('fields.phone'), value: user.phone ? formatIndianPhone(user.phone) : '' },
            { label: tf('fields.email'), value: user.email ?? '' },
          ]}
        />
        <Section
          id="dashboard-career"
          title={t('sections.career')}
          na={na}
          rows={[
            { label: tf('fields.education'), value: label('educationLevels', user.education) },
            { label: tf('fields.profession'), value: label('professions', user.profession) },
            {
              label: t('labels.incomeAnnual'),
              value: user.income > 0 ? t('values.perAnnum', { amount: annualIncome(user.income, i18n.language) }) : '',
            },
            { label: t('labels.location'), value: place },
          ]}
        />
        <Section
          id="dashboard-family"
          title={t('sections.family')}
          na={na}
          rows={[
            { label: tf('fields.father'), value: user.father },
            { label: tf('fields.fatherOccupation'), value: user.fatherOccupation },
            { label: tf('fields.mother'), value: user.mother },
            { label: tf('fields.motherOccupation'), value: user.motherOccupation },
            { label: tf('fields.siblings'), value: String(user.siblings) },
          ]}
        />
        <Section
          id="dashboard-partner"
          title={t('sections.partner')}
          na={na}
          rows={[
            { label: t('labels.partnerAge'), value: ageRange },
            { label: tf('fields.partnerReligion'), value: prefs.religion ? label('religions', prefs.religion) : t('any') },
            { label: tf('fields.partnerCaste'), value: prefs.caste ? label('castes', prefs.caste) : t('any') },
            { label: t('labels.partnerLocation'), value: partnerPlace },
            { label: t('labels.partnerHeight'), value: heightRange },
          ]}
        />
      </div>
    </div>
  )
}
