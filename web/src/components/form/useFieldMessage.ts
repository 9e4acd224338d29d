import { useTranslation } from '../../lib/i18n'
import type { FieldMessage } from '../../lib/validation'

/** Renders a validator or server message in the current language. */
export function useFieldMessageText(): (message: FieldMessage | undefined) => string | undefined {
  const { t } = useTranslation()
  return (message) => {
    if (!message) return undefined
    if ('text' in message) return message.text
    return t(message.key, { ns: 'common', ...message.params })
  }
}
