/**
 * The rules of a plain text field and the first one a value breaks. Forms use them through
 * components/form/useAppForm.ts (textRule), which turns them into a zod/mini schema. Messages are
 * i18n keys, translated when rendered, so they follow a language switch.
 */
export interface FieldRules {
  required?: boolean
  email?: boolean
  /** Exactly this many digits and nothing else. */
  digits?: number
  minLength?: number
  maxLength?: number
}

export interface FieldMessage {
  key: string
  params?: { count: number }
}

// Pragmatic: something@something.tld without spaces; the server has the final say.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function checkField(value: string, rules: FieldRules): FieldMessage | undefined {
  const trimmed = value.trim()
  if (trimmed === '') return rules.required ? { key: 'validation.required' } : undefined
  if (rules.email && !EMAIL_PATTERN.test(trimmed)) return { key: 'validation.email' }
  if (rules.digits !== undefined && !new RegExp(`^[0-9]{${rules.digits}}$`).test(trimmed)) {
    return { key: 'validation.phone' }
  }
  if (rules.minLength !== undefined && trimmed.length < rules.minLength) {
    return { key: 'validation.minLength', params: { count: rules.minLength } }
  }
  if (rules.maxLength !== undefined && trimmed.length > rules.maxLength) {
    return { key: 'validation.maxLength', params: { count: rules.maxLength } }
  }
  return undefined
}
