import type { ReactNode } from 'react'
import type { components } from '../../../api/schema.gen'
import { useOptions } from '../../../api/options'
import { KundaliChart } from '../../../components/horoscope/KundaliChart'
import { useOptionLabels, type OptionListName } from '../../../components/MemberCard/useOptionLabels'
import { formatHeight, formatNumber, localDigits } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { BiodataDownload } from './BiodataDownload'
import { BiodataShareLinks } from './BiodataShareLinks'
import { ContactSection } from './ContactSection'
import { GunMilanSection } from './GunMilanSection'
import { ProfileHeader } from './ProfileHeader'
import { ProfileSection, type ProfileFact } from './ProfileSection'

type UserData = components['schemas']['UserData']

/**
 * A member's profile as families read it (docs/adr/0015-matching.md): height in feet and inches,
 * income as lakhs a year, native place and horoscope beside the spec's sections. An optional fact
 * the member left empty is not listed; a required one shows N/A.
 */
export function ProfileView({
  member,
  own,
  preview = false,
  contact,
}: {
  member: UserData
  own: boolean
  /** The member's own profile previewed through another member's eyes (ProfilePreviewRoute). */
  preview?: boolean
  /** Replaces the contact section (the preview says who could see the contact, without acting). */
  contact?: ReactNode
}) {
  const { t, i18n } = useTranslation('userProfile')
  const { t: tCard } = useTranslation('memberCard')
  const label = useOptionLabels()
  const options = useOptions()
  const language = i18n.language
  const na = t('notAvailable')
  const text = (value: string | number | undefined | null) =>
    value === undefined || value === null || value === '' ? na : typeof value === 'number' ? formatNumber(value, language) : value
  const option = (list: OptionListName, value: string | undefined) => text(label(list, value))
  const list = (values: readonly string[], from?: OptionListName) =>
    values.length === 0 ? na : values.map((value) => (from ? label(from, value) : value)).join(', ')
  const range = (kind: 'age' | 'height', min: number | undefined, max: number | undefined) => {
    const show = (value: number) => (kind === 'height' ? formatHeight(value, language) : value)
    if (min && max) return t(`units.${kind}Range`, { min: show(min), max: show(max) })
    if (min) return t(`units.${kind}From`, { min: show(min) })
    if (max) return t(`units.${kind}To`, { max: show(max) })
    return t('any')
  }
  // Optional facts appear only when given.
  const optional = (labelText: string, value: string | undefined | null): ProfileFact[] =>
    value ? [{ label: labelText, value }] : []
  const partner = member.partnerPreferences
  const caste = member.caste === 'other' && member.customCaste ? member.customCaste : label('castes', member.caste)
  const native = member.nativePlace
  const nativeDistrict = options.data?.districts.find((district) => district.value === native?.district)
  const taluka = nativeDistrict?.talukas.find((item) => item.value === native?.taluka)
  const talukaName = taluka ? (language === 'mr' ? taluka.label.mr : taluka.label.en) : capitalized(native?.taluka)
  const nativePlace = [talukaName, label('districts', native?.district)]
    .filter(Boolean)
    .join(', ')
  const horoscope = member.horoscope

  const basic: ProfileFact[] = [
    { label: t('fields.age'), value: tCard('age', { count: member.age }) },
    { label: t('fields.dob'), value: text(formatBirthDate(member.dob, language)) },
    { label: t('fields.gender'), value: option('genders', member.gender) },
    { label: t('fields.maritalStatus'), value: option('maritalStatuses', member.maritalStatus) },
    ...(member.maritalStatus !== 'single' ? [{ label: t('fields.children'), value: text(member.child) }] : []),
    { label: t('fields.religion'), value: option('religions', member.religion) },
    { label: t('fields.caste'), value: text(caste) },
    ...optional(t('fields.subCaste'), member.subCaste),
    ...optional(t('fields.gotra'), member.gotra),
    { label: t('fields.languages'), value: list(member.languages, 'motherTongues') },
    { label: t('fields.height'), value: member.height ? formatHeight(member.height, language) : na },
    { label: t('fields.weight'), value: member.weight ? t('units.kg', { value: member.weight }) : na },
    ...optional(t('fields.complexion'), label('complexions', member.complexion)),
    ...optional(t('fields.bodyType'), label('bodyTypes', member.bodyType)),
    { label: t('fields.bloodGroup'), value: text(member.bloodGroup) },
    { label: t('fields.foodPref'), value: option('foodPrefs', member.foodPref) },
    { label: t('fields.drinking'), value: option('habits', member.isDrinking) },
    { label: t('fields.smoking'), value: option('habits', member.isSmoking) },
    { label: t('fields.disability'), value: option('yesNo', member.disability) },
    { label: t('fields.hobbies'), value: list(member.hobbies) },
    ...optional(t('fields.createdBy'), label('createdBy', member.createdBy)),
  ]
  const education: ProfileFact[] = [
    { label: t('fields.education'), value: option('educationLevels', member.education) },
    { label: t('fields.profession'), value: option('professions', member.profession) },
    ...optional(t('fields.workingSector'), label('workingSectors', member.workingSector)),
    // Lakhs a year, as families compare it; the monthly figure the member entered beside it.
    {
      label: t('fields.income'),
      value:
        member.income <= 0
          ? na
          : member.annualIncome
            ? t('units.incomeYearly', { range: label('incomeRanges', member.annualIncome), monthly: formatNumber(member.income, language) })
            : t('units.incomeMonthly', { value: formatNumber(member.income, language) }),
    },
  ]
  const location: ProfileFact[] = [
    { label: t('fields.city'), value: option('cities', member.city) },
    ...optional(t('fields.district'), label('districts', member.district)),
    ...optional(t('fields.nativePlace'), nativePlace),
    { label: t('fields.state'), value: member.state.toLowerCase() === 'maharashtra' ? tCard('maharashtra') : text(member.state) },
    { label: t('fields.country'), value: member.country.toLowerCase() === 'india' ? tCard('india') : text(member.country) },
  ]
  const family: ProfileFact[] = [
    { label: t('fields.father'), value: text(member.father) },
    { label: t('fields.fatherOccupation'), value: text(member.fatherOccupation) },
    { label: t('fields.mother'), value: text(member.mother) },
    { label: t('fields.motherOccupation'), value: text(member.motherOccupation) },
    { label: t('fields.siblings'), value: text(member.siblings) },
    ...optional(t('fields.livingWithFamily'), label('yesNo', member.livingWithFamily)),
  ]
  const stars: ProfileFact[] = [
    ...optional(t('fields.nakshatra'), label('nakshatras', horoscope?.nakshatra)),
    ...optional(t('fields.charan'), horoscope?.charan ? formatNumber(horoscope.charan, language) : ''),
    ...optional(t('fields.rashi'), label('rashis', horoscope?.rashi)),
    ...optional(t('fields.manglik'), label('manglik', horoscope?.manglik)),
    ...optional(t('fields.birthTime'), horoscope?.birthTime ? localDigits(horoscope.birthTime, language) : ''),
    ...optional(t('fields.birthPlace'), birthPlaceName(horoscope, language)),
    ...optional(t('fields.horoscopeSource'), horoscope?.source ? t(`horoscopeSource.${horoscope.source}`) : ''),
  ]
  const preferences: ProfileFact[] = [
    { label: t('fields.partnerAge'), value: range('age', partner.age?.min, partner.age?.max) },
    { label: t('fields.partnerReligion'), value: partner.religion ? label('religions', partner.religion) : t('any') },
    { label: t('fields.partnerCaste'), value: partner.caste ? label('castes', partner.caste) : t('any') },
    { label: t('fields.partnerCity'), value: partner.location?.city ? label('cities', partner.location.city) : t('any') },
    { label: t('fields.partnerHeight'), value: range('height', partner.height?.min, partner.height?.max) },
    {
      label: t('fields.partnerMaritalStatus'),
      value: partner.maritalStatus?.length ? list(partner.maritalStatus, 'maritalStatuses') : t('any'),
    },
    { label: t('fields.partnerManglik'), value: partner.manglik ? label('partnerManglik', partner.manglik) : t('any') },
  ]

  return (
    <>
      <ProfileHeader member={member} own={own} preview={preview} />
      <div className="profile-sections">
        {member.aboutMe && (
          <ProfileSection id="profile-about" title={t('sections.about')}>
            <p className="profile-about">{member.aboutMe}</p>
          </ProfileSection>
        )}
        <ProfileSection id="profile-basic" title={t('sections.basic')} facts={basic} />
        <ProfileSection id="profile-education" title={t('sections.education')} facts={education} />
        <ProfileSection id="profile-location" title={t('sections.location')} facts={location} />
        <ProfileSection id="profile-family" title={t('sections.family')} facts={family} />
        {(stars.length > 0 || member.gunMilan || horoscope?.kundali) && (
          <ProfileSection id="profile-horoscope" title={t('sections.horoscope')} facts={stars}>
            {/* Answered only to those who may see the birth details, when they allow a chart (docs/horoscope.md). */}
            {horoscope?.kundali && <KundaliChart kundali={horoscope.kundali} />}
            {member.gunMilan && <GunMilanSection gunMilan={member.gunMilan} />}
          </ProfileSection>
        )}
        <ProfileSection id="profile-partner" title={t('sections.partner')} facts={preferences} />
        {/* A biodata is one's own to print, or a connection's (docs/biodata.md). */}
        {!preview && (own || member.requestStatus?.status === 'accepted') && (
          <BiodataDownload memberId={own ? undefined : member.user_id} />
        )}
        {/* Share links are the member's own to make (docs/biodata.md, "Share links"). */}
        {!preview && own && <BiodataShareLinks />}
        {contact ?? (
          <ContactSection
          // A different member (or a refreshed profile) starts with a fresh reveal state.
          key={member.user_id}
          userId={member.user_id}
          name={member.fullName}
          phone={member.phone}
          email={member.email}
          canRevealContact={member.canRevealContact ?? false}
          />
        )}
      </div>
    </>
  )
}

function capitalized(value: string | undefined): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : ''
}

/** A date of birth is a calendar date, not an instant: format it without shifting time zones. */
function formatBirthDate(date: string, language: string): string {
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return ''
  const formatted = new Intl.DateTimeFormat(language === 'mr' ? 'mr-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed)
  return localDigits(formatted, language)
}

/** A listed birth place by its name in the visitor's language; text an older screen saved, as typed. */
function birthPlaceName(horoscope: components['schemas']['HoroscopeAnswer'] | undefined, language: string): string | undefined {
  const place = horoscope?.birthPlaceDetails
  if (!place) return horoscope?.birthPlace
  return language === 'mr' && place.label.mr ? place.label.mr : place.label.en
}
