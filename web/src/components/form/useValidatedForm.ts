import { useState } from 'react'
import { useTranslation } from '../../lib/i18n'
import { NETWORK_ERROR_CODE, fieldErrorsOf, isProblem } from '../../api/problem'
import {
  firstInvalidField,
  hasMessages,
  serverMessages,
  validateForm,
  type FieldMessages,
  type FieldRules,
} from '../../lib/validation'
import { useToast } from '../toasts/toast-context'
import { focusField } from './focusField'

/** What the member reads after sending: the form's own words for success and for a failure. */
export interface SubmitOutcomes {
  success: string
  failure: string
}

interface ValidatedFormOptions<F extends string> {
  initialValues: Record<F, string>
  rules: Record<F, FieldRules>
  /** The DOM id of a field's control, used to move focus to the first problem. */
  idFor: (field: F) => string
}

/** Values, messages, focus handling and sending, shared by the small forms (contact, feedback, account deletion). */
export function useValidatedForm<F extends string>({ initialValues, rules, idFor }: ValidatedFormOptions<F>) {
  const { t } = useTranslation('common')
  const toast = useToast()
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

  /**
   * Validates, sends, and says how it went in a toast. Success empties the form; the server's
   * field errors go next to their fields; a lost connection is told apart from a refusal.
   */
  const submit = async (send: (values: Record<F, string>) => Promise<unknown>, outcomes: SubmitOutcomes) => {
    if (!validate()) return
    try {
      await send(values)
      toast.show('success', outcomes.success)
      reset()
    } catch (problem) {
      if (showServerErrors(problem)) {
        toast.show('error', t('validation.fixErrors'))
      } else if (isProblem(problem) && problem.code === NETWORK_ERROR_CODE) {
        toast.show('error', t('error.network'))
      } else {
        toast.show('error', outcomes.failure)
      }
    }
  }

  return { values, messages, setValue, validate, showServerErrors, reset, submit }
}
