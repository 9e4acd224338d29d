import { BasicFields, ContactFields } from './BasicContactFields'
import {
  AcceptTermsField,
  AppearanceWorkFields,
  CommunityFields,
  DeclarationsField,
  HoroscopeFields,
  LivingWithFamilyField,
  NativePlaceFields,
  PartnerFamilyFields,
} from './FamilyProfileFields'
import { LifestyleFields, PreferenceFields } from './LifestylePreferenceFields'
import { FamilyFields, PhysicalFields } from './PhysicalFamilyFields'
import type { HoroscopeTool } from './FamilyProfileFields'
import type { ProfileMode, StepKey } from './profileSchema'
import type { ProfileOptions } from './useProfileOptions'

interface ProfileStepFieldsProps {
  step: StepKey
  mode: ProfileMode
  options: ProfileOptions
  /** The member's saved picture (edit profile). */
  currentPictureUrl?: string | undefined
  /** Registration asks the member to accept the terms; an admin adding a member does not. */
  askTerms?: boolean
  /** A tool in the horoscope section (edit profile's calculator). */
  horoscopeTool?: HoroscopeTool | undefined
  /** The saved birth place when it is a listed one (edit profile). */
  savedBirthPlace?: { id: string; label: { en: string; mr: string } } | undefined
}

/** The fields of one wizard step / edit tab, wired to the surrounding react-hook-form form. */
export function ProfileStepFields({ step, mode, options, currentPictureUrl, askTerms = mode === 'register', horoscopeTool, savedBirthPlace }: ProfileStepFieldsProps) {
  switch (step) {
    case 'basic':
      return (
        <>
          <BasicFields options={options} mode={mode} />
          <CommunityFields options={options} />
        </>
      )
    case 'contact':
      return <ContactFields options={options} mode={mode} nativePlace={<NativePlaceFields options={options} />} />
    case 'physical':
      return (
        <>
          <PhysicalFields options={options} />
          <AppearanceWorkFields options={options} />
        </>
      )
    case 'family':
      return <FamilyFields extra={<LivingWithFamilyField options={options} />} />
    case 'lifestyle':
      return <LifestyleFields options={options} horoscope={<HoroscopeFields options={options} tool={horoscopeTool} savedPlace={savedBirthPlace} />} />
    case 'preferences':
      return (
        <PreferenceFields
          options={options}
          mode={mode}
          currentPictureUrl={currentPictureUrl}
          partnerFamily={<PartnerFamilyFields options={options} />}
          terms={
            askTerms ? (
              <>
                <DeclarationsField />
                <AcceptTermsField />
              </>
            ) : null
          }
        />
      )
  }
}
