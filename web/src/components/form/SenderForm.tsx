import type { ReactNode } from 'react'
import type { Path } from 'react-hook-form'
import * as z from 'zod/mini'
import { useTranslation } from '../../lib/i18n'
import { TextAreaField } from './TextAreaField'
import { SENDER_RULES, SenderFields } from './SenderFields'
import { schemaRules, textRule } from './schemaRules'
import { useAppForm, type AppForm, type SubmitOutcomes } from './useAppForm'

/** What every public form (contact, feedback) asks of whoever writes in, besides its own fields. */
export interface SenderValues {
  name: string
  email: string
}

/** The limits of the long text every such form ends with (the contract's 2,000 characters). */
export const SENDER_TEXT_MAX = 2000

/**
 * A public form's rules: the sender's name and e-mail, the form's own `fields`, and its long
 * text `textName` of at least `textMin` characters.
 */
export function senderSchema<Fields extends Record<string, z.ZodMiniType<string, string>>>(fields: Fields, textName: string, textMin: number) {
  return schemaRules(
    z.object({
      name: textRule(SENDER_RULES.name),
      email: textRule(SENDER_RULES.email),
      ...fields,
      [textName]: textRule({ required: true, minLength: textMin, maxLength: SENDER_TEXT_MAX }),
    }) as never,
  )
}

interface SenderFormProps<T extends SenderValues> {
  /** Prefix of the fields' ids: `contact` gives `contact-name`, `contact-email`, … */
  idPrefix: string
  rules: ReturnType<typeof senderSchema>
  empty: T
  /** The id of the heading that names the form (on the page, or `heading` here). */
  labelledBy: string
  heading?: ReactNode
  labels: { name: string; email: string; text: string; submit: string }
  /** The long text's field name ('message', 'feedback'): it comes last. */
  textName: Path<T>
  /** The form's own fields, between the sender's and the long text. */
  fields: (form: AppForm<T>, idFor: (field: string) => string) => ReactNode
  send: (values: T) => Promise<unknown>
  pending: boolean
  outcomes: SubmitOutcomes
}

/**
 * The one public "write to us" form (contact, feedback): the required-fields hint, the sender's
 * name and e-mail, the form's own fields, a long text and Send; success empties it and says so.
 */
export function SenderForm<T extends SenderValues>({ idPrefix, rules, empty, labelledBy, heading, labels, textName, fields, send, pending, outcomes }: SenderFormProps<T>) {
  const { t } = useTranslation('common')
  const form = useAppForm<T>(rules as never, empty as never)
  const idFor = (field: string) => `${idPrefix}-${field}`
  const submit = form.submitWith(send, outcomes)
  return (
    <form className="card form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={labelledBy}>
      {heading}
      <p className="form__hint">{t('form.requiredHint')}</p>
      <SenderFields
        labels={{ name: labels.name, email: labels.email }}
        registered={{ name: form.register('name' as Path<T>), email: form.register('email' as Path<T>) }}
        error={(field) => form.errorOf(field as Path<T>)}
        idFor={idFor}
      />
      {fields(form, idFor)}
      <TextAreaField {...form.register(textName)} id={idFor(textName)} label={labels.text} required maxLength={SENDER_TEXT_MAX} error={form.errorOf(textName)} />
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('form.sending') : labels.submit}
      </button>
    </form>
  )
}
