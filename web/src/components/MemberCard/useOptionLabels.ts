import { useTranslation } from '../../lib/i18n'
import type { components } from '../../api/schema.gen'
import { useLocalized } from '../../lib/localized'
import { registerMemberCardTranslations } from './i18n'
import { useOptions } from '../../api/options'

await registerMemberCardTranslations()

type Options = components['schemas']['Options']
export type OptionListName = keyof Options


/**
 * Turns the wire values cards and profiles carry (`maratha`, `Pune`, `software-engineer`) into
 * labels in the reader's language. Until the lists arrive, or for a value no list knows (a
 * member's own caste text), the value itself is shown rather than nothing.
 */
export function useOptionLabels(): (list: OptionListName, value: string | undefined | null) => string {
  const options = useOptions()
  const localized = useLocalized()
  return (list, value) => {
    if (!value) return ''
    const found = options.data?.[list].find((option) => option.value.toLowerCase() === value.toLowerCase())
    if (found) return localized(found.label)
    // Lists not here yet, or a value they lack: show it readably rather than as a code ("Premium").
    return value.charAt(0).toUpperCase() + value.slice(1)
  }
}

/** "Pune, Maharashtra" in the reader's language (every member lives in Maharashtra, decisions §3). */
export function useCityState(): (city: string, state: string) => string {
  const { t } = useTranslation('memberCard')
  const label = useOptionLabels()
  return (city, state) => {
    const place = label('cities', city)
    const region = state.toLowerCase() === 'maharashtra' ? t('maharashtra') : state
    return place && region ? t('cityState', { city: place, state: region }) : place || region
  }
}
