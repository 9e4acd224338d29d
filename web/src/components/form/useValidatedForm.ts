import { useState } from 'react'
import { fieldErrorsOf } from '../../api/problem'
import {
  firstInvalidField,
  hasMessages,
  serverMessages,
  validateForm,
  type FieldMessages,
  type FieldRules,
} from '../../lib/validation'
import { focusField } from './focusField'

interface ValidatedFormOptions<F extends string> {
  initialValues: Record<F, string>
  rules: Record<F, FieldRules>
  /** The DOM id of a field's control, used to move focus to the first problem. */
  idFor: (field: F) => string
}

/** Values, messages and focus handling shared by the public forms (contact, feedback). */
export function useValidatedForm<F extends string>({ initialValues, rules, idFor }: ValidatedFormOptions<F>) {
  const [values, setValues] = useState(initialValues)
  const [messages, setMessages] = useState<FieldMessages<F>>({})
  const fields = Object.keys(rules) as F[]

  const focusFirst = (found: FieldMessages<F>) => {
    const first = firstInvalidField(fields, found)
    if (first) focusField(idFor(first))
  }

  const setValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setMessages((current) => ({ ...current, [field]: undefined }))
  }

  /** Runs the client-side rules; false (and focus on the first problem) when something is wrong. */
  const validate = (): boolean => {
    const found = validateForm(values, rules)
    setMessages(found)
    focusFirst(found)
    return !hasMessages(found)
  }

  /** Shows the server's `errors` next to their fields; true when any field was named. */
  const showServerErrors = (problem: unknown): boolean => {
    const found = serverMessages(fieldErrorsOf(problem), fields)
    setMessages(found)
    focusFirst(found)
    return hasMessages(found)
  }

  const reset = () => {
    setValues(initialValues)
    setMessages({})
  }

  return { values, messages, setValue, validate, showServerErrors, reset }
}
