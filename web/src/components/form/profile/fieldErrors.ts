import { useFormContext, type FieldError } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import type { ProfileFieldName, ProfileFormValues } from './profileSchema'

/** The DOM id of a field's control (dots are not friendly in ids). */
export function fieldId(name: ProfileFieldName): string {
  return `profile-${name.replaceAll('.', '-')}`
}

function errorAt(errors: object, name: ProfileFieldName): FieldError | undefined {
  let node: unknown = errors
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return node as FieldError | undefined
}

/** A client rule's key (`errors.phone`) in the current language, or the server's own text. */
export function useErrorText(): (name: ProfileFieldName) => string | undefined {
  const { t, i18n } = useTranslation('profileForm')
  const {
    formState: { errors },
  } = useFormContext<ProfileFormValues>()
  return (name) => {
    const message = errorAt(errors, name)?.message
    if (!message) return undefined
    return i18n.exists(`errors.${message}`, { ns: 'profileForm' }) ? t(`errors.${message}`) : message
  }
}
