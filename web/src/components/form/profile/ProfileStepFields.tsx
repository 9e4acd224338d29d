import { BasicFields, ContactFields } from './BasicContactFields'
import { LifestyleFields, PreferenceFields } from './LifestylePreferenceFields'
import { FamilyFields, PhysicalFields } from './PhysicalFamilyFields'
import type { ProfileMode, StepKey } from './profileSchema'
import type { ProfileOptions } from './useProfileOptions'

interface ProfileStepFieldsProps {
  step: StepKey
  mode: ProfileMode
  options: ProfileOptions
  /** The member's saved picture (edit profile). */
  currentPictureUrl?: string | undefined
}

/** The fields of one wizard step / edit tab, wired to the surrounding react-hook-form form. */
export function ProfileStepFields({ step, mode, options, currentPictureUrl }: ProfileStepFieldsProps) {
  switch (step) {
    case 'basic':
      return <BasicFields options={options} mode={mode} />
    case 'contact':
      return <ContactFields options={options} mode={mode} />
    case 'physical':
      return <PhysicalFields options={options} />
    case 'family':
      return <FamilyFields />
    case 'lifestyle':
      return <LifestyleFields options={options} />
    case 'preferences':
      return <PreferenceFields options={options} mode={mode} currentPictureUrl={currentPictureUrl} />
  }
}
