import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form'
import { NETWORK_ERROR_CODE, fieldErrorsOf, isProblem } from '../../api/problem'
import { useTranslation } from '../../lib/i18n'
import { useContext } from 'react'
import { ToastContext } from '../toasts/toastContext'

/*
 * The one way the app builds a form (docs/architecture.md, "Forms"): react-hook-form, its rules a
 * zod/mini schema (./schemaRules.ts) or, on the home and search pages, the admin area and the
 * message box, a plain check (./checkRules.ts), its controls the field components of ./Field.tsx
 * and ./TextAreaField.tsx (one frame for label, hint and error). A rule's message is an i18n key
 * (`validation.minLength:2`), so it follows a language switch; the server's field errors are shown
 * in its own words. The profile form (./profile) is built the same way with a larger schema.
 * Only this folder imports react-hook-form and its resolvers (eslint.config.js): what a feature
 * needs of them it takes from here.
 */

/** A form's provider, for fields deeper down that read the form from context (./profile). */
export { FormProvider as AppFormProvider } from 'react-hook-form'
export type { FieldErrors } from 'react-hook-form'

export interface AppFormOptions {
  /** Where the rules' own message keys live (the common `validation.*` keys work everywhere). */
  namespace?: string
  /**
   * When a field is first checked: at submit (the default), or once it has been left (the long
   * profile forms, where a message after each field beats a page of them at the end).
   */
  mode?: 'onSubmit' | 'onTouched'
}

/**
 * A message in the reader's language: a key of the form's namespace or of the common one (with an
 * optional count, `validation.minLength:5`), or else the server's own text as it came.
 */
export function useMessageText(namespace = 'common'): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation(namespace)
  return (message) => {
    const key = message?.match(/^([\w-]+(?:\.[\w-]+)+)(?::(\d+))?$/)
    if (!key) return message
    const params = key[2] === undefined ? {} : { count: Number(key[2]) }
    if (i18n.exists(key[1]!, { ns: namespace })) return t(key[1]!, params)
    if (i18n.exists(key[1]!, { ns: 'common' })) return t(key[1]!, { ns: 'common', ...params })
    return message
  }
}

/** What the member reads after sending: the form's own words for success and for a failure. */
export interface SubmitOutcomes {
  success: string
  failure: string
}

/** `rules` from schemaRules() or checkRules(). */
export function useAppForm<T extends FieldValues>(rules: Resolver<T>, defaultValues: DefaultValues<T>, { namespace, mode }: AppFormOptions = {}) {
  const { t } = useTranslation('common')
  // Only submitWith() tells its outcome in a toast: a form that does not use it (the message box)
  // works outside the toast provider too.
  const toasts = useContext(ToastContext)
  const form = useForm<T>({
    resolver: rules,
    defaultValues,
    reValidateMode: 'onChange',
    ...(mode ? { mode } : {}),
  })
  const messageText = useMessageText(namespace)

  /** A field's message in the reader's language, for its field component's `error`. */
  const errorOf = (name: Path<T>): string | undefined => {
    const message = form.getFieldState(name, form.formState).error?.message
    return messageText(typeof message === 'string' ? message : undefined)
  }

  /** Shows the server's `errors` next to their fields (focus on the first); true when any was named. */
  const showServerErrors = (problem: unknown): boolean => {
    const named = Object.entries(fieldErrorsOf(problem)).filter(([name]) => name in (defaultValues as object))
    for (const [name, message] of named) form.setError(name as Path<T>, { type: 'server', message })
    if (named[0]) form.setFocus(named[0][0] as Path<T>)
    return named.length > 0
  }

  /**
   * The submit handler: validates (focus moves to the first problem), sends, and says how it went
   * in a toast. Success empties the form; a lost connection is told apart from a refusal.
   */
  const submitWith = (send: (values: T) => Promise<unknown>, outcomes: SubmitOutcomes) =>
    form.handleSubmit(async (values) => {
      if (!toasts) throw new Error('submitWith needs the toasts: render the form inside <ToastProvider>')
      const toast = toasts
      try {
        await send(values)
        toast.show('success', outcomes.success)
        form.reset()
      } catch (problem) {
        if (showServerErrors(problem)) toast.show('error', t('validation.fixErrors'))
        else if (isProblem(problem) && problem.code === NETWORK_ERROR_CODE) toast.show('error', t('error.network'))
        else toast.show('error', outcomes.failure)
      }
    })

  return { ...form, errorOf, showServerErrors, submitWith }
}

/** What useAppForm gives a form, for the components a form is handed to. */
export type AppForm<T extends FieldValues> = ReturnType<typeof useAppForm<T>>
