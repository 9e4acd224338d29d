import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link, useParams } from 'react-router-dom'
import { $api } from '../../../api/client'
import { problemStatus } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { ErrorState } from '../../../components/ErrorState'
import { useOptionLabels, type OptionListName } from '../../../components/MemberCard/useOptionLabels'
import { Spinner } from '../../../components/Spinner'
import { useOwnProfile } from '../../../lib/session-hooks'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { ContactSection } from '../components/ContactSection'
import { ProfileHeader } from '../components/ProfileHeader'
import { ProfileSection, type ProfileFact } from '../components/ProfileSection'
import { registerUserProfileTranslations } from '../i18n'
import '../userProfile.css'

await registerUserProfileTranslations()

type UserData = components['schemas']['UserData']

/** The contract's member code; anything else cannot be a profile, so it is not asked for. */
const MEMBER_CODE = /^MH[0-9A-Z]{8}$/
const NOT_FOUND = 404

export function UserProfileRoute() {
  const { id = '' } = useParams()
  const valid = MEMBER_CODE.test(id)
  const profile = $api.useQuery('get', '/api/user/user-profile/{id}', { params: { path: { id } } }, { enabled: valid, staleTime: 30 * 1000 })
  // The member's own profile (the header loads it too) tells whether this page is theirs.
  const own = useOwnProfile()
  const { t } = useTranslation('userProfile')
  useDocumentTitle(profile.data?.userData.fullName ?? t('documentTitle'))

  let content: ReactNode
  if (!valid || problemStatus(profile.error) === NOT_FOUND) content = <ProfileNotFound />
  else if (profile.isPending) content = <Spinner />
  else if (profile.isError)
    content = <ErrorState error={profile.error} title={t('error')} onRetry={() => void profile.refetch()} />
  else content = <ProfileView member={profile.data.userData} own={own.data?.userData.user_id === id} />

  return <div className="page container profile-page">{content}</div>
}

function ProfileNotFound() {
  const { t } = useTranslation('userProfile')
  return (
    <div className="state state--empty">
      <h1 className="state__title">{t('notFound.title')}</h1>
      <p className="state__body">{t('notFound.body')}</p>
      <Link to="/search" className="button button--primary">
        {t('notFound.search')}
      </Link>
    </div>
  )
}

function ProfileView({ member, own }: { member: UserData; own: boolean }) {
  const { t, i18n } = useTranslation('userProfile')
  const { t: tCard } = useTranslation('memberCard')
  const label = useOptionLabels()
  const na = t('notAvailable')
  const text = (value: string | number | undefined | null) => (value === undefined || value === null || value === '' ? na : String(value))
  const option = (list: OptionListName, value: string | undefined) => text(label(list, value))
  const list = (values: readonly string[], from?: OptionListName) =>
    values.length === 0 ? na : values.map((value) => (from ? label(from, value) : value)).join(', ')
  const range = (kind: 'age' | 'height', min: number | undefined, max: number | undefined) => {
    if (min && max) return t(`units.${kind}Range`, { min, max })
    if (min) return t(`units.${kind}From`, { min })
    if (max) return t(`units.${kind}To`, { max })
    return t('any')
  }
  const partner = member.partnerPreferences
  const caste = member.caste === 'other' && member.customCaste ? member.customCaste : label('castes', member.caste)

  const basic: ProfileFact[] = [
    { label: t('fields.age'), value: tCard('age', { count: member.age }) },
    { label: t('fields.dob'), value: text(formatBirthDate(member.dob, i18n.language)) },
    { label: t('fields.gender'), value: option('genders', member.gender) },
    { label: t('fields.maritalStatus'), value: option('maritalStatuses', member.maritalStatus) },
    ...(member.maritalStatus !== 'single' ? [{ label: t('fields.children'), value: text(member.child) }] : []),
    { label: t('fields.religion'), value: option('religions', member.religion) },
    { label: t('fields.caste'), value: text(caste) },
    { label: t('fields.languages'), value: list(member.languages, 'motherTongues') },
    { label: t('fields.height'), value: member.height ? t('units.cm', { value: member.height }) : na },
    { label: t('fields.weight'), value: member.weight ? t('units.kg', { value: member.weight }) : na },
    { label: t('fields.bloodGroup'), value: text(member.bloodGroup) },
    { label: t('fields.foodPref'), value: option('foodPrefs', member.foodPref) },
    { label: t('fields.drinking'), value: option('habits', member.isDrinking) },
    { label: t('fields.smoking'), value: option('habits', member.isSmoking) },
    { label: t('fields.disability'), value: option('yesNo', member.disability) },
    { label: t('fields.hobbies'), value: list(member.hobbies) },
  ]
  const education: ProfileFact[] = [
    { label: t('fields.education'), value: option('educationLevels', member.education) },
    { label: t('fields.profession'), value: option('professions', member.profession) },
    // docs/product.md §9: income is entered and shown in thousands of rupees per month on the profile.
    {
      label: t('fields.income'),
      value: member.income > 0 ? t('units.incomeMonthly', { value: member.income.toLocaleString('en-IN') }) : na,
    },
  ]
  const location: ProfileFact[] = [
    { label: t('fields.city'), value: option('cities', member.city) },
    { label: t('fields.state'), value: member.state.toLowerCase() === 'maharashtra' ? tCard('maharashtra') : text(member.state) },
    { label: t('fields.country'), value: member.country.toLowerCase() === 'india' ? tCard('india') : text(member.country) },
  ]
  const family: ProfileFact[] = [
    { label: t('fields.father'), value: text(member.father) },
    { label: t('fields.fatherOccupation'), value: text(member.fatherOccupation) },
    { label: t('fields.mother'), value: text(member.mother) },
    { label: t('fields.motherOccupation'), value: text(member.motherOccupation) },
    { label: t('fields.siblings'), value: text(member.siblings) },
  ]
  const preferences: ProfileFact[] = [
    { label: t('fields.partnerAge'), value: range('age', partner.age?.min, partner.age?.max) },
    { label: t('fields.partnerReligion'), value: partner.religion ? label('religions', partner.religion) : t('any') },
    { label: t('fields.partnerCaste'), value: partner.caste ? label('castes', partner.caste) : t('any') },
    { label: t('fields.partnerCity'), value: partner.location?.city ? label('cities', partner.location.city) : t('any') },
    { label: t('fields.partnerHeight'), value: range('height', partner.height?.min, partner.height?.max) },
  ]

  return (
    <>
      <ProfileHeader member={member} own={own} />
      <div className="profile-sections">
        <ProfileSection id="profile-basic" title={t('sections.basic')} facts={basic} />
        <ProfileSection id="profile-education" title={t('sections.education')} facts={education} />
        <ProfileSection id="profile-location" title={t('sections.location')} facts={location} />
        <ProfileSection id="profile-family" title={t('sections.family')} facts={family} />
        <ProfileSection id="profile-partner" title={t('sections.partner')} facts={preferences} />
        <ContactSection
          // A different member (or a refreshed profile) starts with a fresh reveal state.
          key={member.user_id}
          userId={member.user_id}
          name={member.fullName}
          phone={member.phone}
          email={member.email}
          canRevealContact={member.canRevealContact ?? false}
        />
      </div>
    </>
  )
}

/** A date of birth is a calendar date, not an instant: format it without shifting time zones. */
function formatBirthDate(date: string, language: string): string {
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return ''
  return new Intl.DateTimeFormat(language === 'mr' ? 'mr-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed)
}
