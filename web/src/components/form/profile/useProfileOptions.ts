import type { components } from '../../../api/schema.gen'
import { useLocalized } from '../../../lib/localized'
import type { Choice } from '../Field'
import { useOptions } from '../../../api/options'

type Options = components['schemas']['Options']
type ListName = Exclude<keyof Options, 'castes'>


export interface ProfileOptions {
  /** A served list as select/radio choices, labelled in the current language. */
  choices: (list: ListName) => Choice[]
  /** Castes of a religion (plus those that span religions, and Other); all castes when none is chosen. */
  castes: (religion: string) => Choice[]
  /** A district's talukas (native place). */
  talukas: (district: string) => Choice[]
  /** The rashis a nakshatra lies in, by charan 1–4 (one or two distinct values). */
  rashisOf: (nakshatra: string) => string[]
  /** The label of a value in a list (the value itself when unknown, e.g. a member's own caste text). */
  label: (list: keyof Options, value: string | undefined | null) => string
}

export function useProfileOptions() {
  const query = useOptions()
  const localized = useLocalized()
  const data = query.data
  const options: ProfileOptions = {
    choices: (list) => (data?.[list] ?? []).map((option) => ({ value: option.value, label: localized(option.label) })),
    castes: (religion) =>
      (data?.castes ?? [])
        .filter((caste) => !religion || !caste.religion || caste.religion === religion)
        .map((caste) => ({ value: caste.value, label: localized(caste.label) })),
    talukas: (district) =>
      (data?.districts.find((option) => option.value === district)?.talukas ?? []).map((option) => ({
        value: option.value,
        label: localized(option.label),
      })),
    rashisOf: (nakshatra) => data?.nakshatras.find((option) => option.value === nakshatra)?.rashis ?? [],
    label: (list, value) => {
      if (!value) return ''
      const found = data?.[list].find((option) => option.value.toLowerCase() === value.toLowerCase())
      return found ? localized(found.label) : value
    },
  }
  return { query, options }
}
