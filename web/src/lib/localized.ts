import { useTranslation } from './i18n'
import type { components } from '../api/schema.gen'

type LocalizedText = components['schemas']['LocalizedText']

/** Picks the API's {en, mr} text for the language the visitor chose, falling back to English. */
export function useLocalized(): (text: LocalizedText) => string {
  const { i18n } = useTranslation()
  return (text) => (i18n.language === 'mr' && text.mr.trim() !== '' ? text.mr : text.en)
}
