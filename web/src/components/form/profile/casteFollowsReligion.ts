import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { ProfileFormValues } from './profileSchema'
import type { ProfileOptions } from './useProfileOptions'


/** When a religion changes, a caste that belongs to another religion is cleared. */
export function useCasteFollowsReligion(religionField: 'religion' | 'partnerPreferences.religion', casteField: 'caste' | 'partnerPreferences.caste', options: ProfileOptions) {
  const { setValue, getValues } = useFormContext<ProfileFormValues>()
  const religion = useWatch<ProfileFormValues, typeof religionField>({ name: religionField })
  const previous = useRef(religion)
  useEffect(() => {
    if (previous.current === religion) return
    previous.current = religion
    const caste = getValues(casteField)
    if (caste && !options.castes(religion).some((choice) => choice.value === caste)) {
      setValue(casteField, '', { shouldDirty: true })
    }
  }, [religion, casteField, getValues, setValue, options])
  return religion
}
