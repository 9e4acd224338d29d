import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form'

/**
 * A form's rules as a plain check, for useAppForm (./useAppForm.ts) where zod would be too heavy
 * (the home page's quick search, the search page): `check` returns each broken field's message key, or nothing.
 */
export function checkRules<T extends FieldValues>(check: (values: T) => Partial<Record<keyof T & string, string>>): Resolver<T> {
  return (values) => {
    const errors: Record<string, FieldError> = {}
    for (const [name, message] of Object.entries(check(values))) {
      if (message) errors[name] = { type: 'custom', message }
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<T> }
  }
}
