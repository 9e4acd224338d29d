/**
 * A deliberately small validator: forms on public pages stay out of heavy form libraries so the
 * home route's bundle stays small. Messages are i18n keys, translated when rendered, so they
 * follow a language switch.
 */
export interface FieldRules {
  required?: boolean
  email?: boolean
  /** Exactly this many digits and nothing else. */
  digits?: number
  minLength?: number
  maxLength?: number
}

export type FieldMessage = { key: string; params?: Record<string, number> } | { text: string }

export type FieldMessages<F extends string> = Partial<Record<F, FieldMessage>>

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

export function validateForm<F extends string>(
  values: Record<F, string>,
  rules: Record<F, FieldRules>,
): FieldMessages<F> {
  const messages: FieldMessages<F> = {}
  for (const field of Object.keys(rules) as F[]) {
    const message = checkField(values[field], rules[field])
    if (message) messages[field] = message
  }
  return messages
}

export function hasMessages<F extends string>(messages: FieldMessages<F>): boolean {
  return Object.values(messages).some(Boolean)
}

/** The server's own field errors, shown verbatim next to the fields they name. */
export function serverMessages<F extends string>(
  byField: Record<string, string>,
  fields: readonly F[],
): FieldMessages<F> {
  const messages: FieldMessages<F> = {}
  for (const field of fields) {
    const text = byField[field]
    if (text) messages[field] = { text }
  }
  return messages
}

export function firstInvalidField<F extends string>(order: readonly F[], messages: FieldMessages<F>): F | undefined {
  return order.find((field) => messages[field] !== undefined)
}
