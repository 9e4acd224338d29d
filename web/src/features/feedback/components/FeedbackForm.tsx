import type { FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'
import { RadioGroupField } from '../../../components/form/RadioGroupField'
import { SENDER_RULES, SenderFields } from '../../../components/form/SenderFields'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useFieldMessageText } from '../../../components/form/useFieldMessage'
import { useValidatedForm } from '../../../components/form/useValidatedForm'
import type { FieldRules } from '../../../lib/validation'
import { useSendFeedback } from '../api/feedback'

type FeedbackField = keyof components['schemas']['FeedbackSubmission']

// Best first, as the spec lists them (5 Excellent … 1 Poor).
const RATINGS = ['5', '4', '3', '2', '1'] as const

// Mirrors the contract's limits so most mistakes are caught before a round trip.
const RULES: Record<FeedbackField, FieldRules> = {
  ...SENDER_RULES,
  rating: { required: true },
  feedback: { required: true, minLength: 2, maxLength: 2000 },
}
const INITIAL: Record<FeedbackField, string> = { name: '', email: '', rating: '', feedback: '' }
const idFor = (field: FeedbackField) => `feedback-${field}`

export function FeedbackForm() {
  const { t } = useTranslation('feedback')
  const messageText = useFieldMessageText()
  const form = useValidatedForm({ initialValues: INITIAL, rules: RULES, idFor })
  const send = useSendFeedback()
  const { values } = form

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void form.submit(
      (sent) =>
        send.mutateAsync({
          body: {
            name: sent.name.trim(),
            email: sent.email.trim(),
            rating: Number(sent.rating),
            feedback: sent.feedback.trim(),
          },
        }),
      { success: t('form.success'), failure: t('form.failure') },
    )
  }

  const error = (field: FeedbackField) => messageText(form.messages[field])

  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="feedback-title">
      <p className="form__hint">{t('form.requiredHint', { ns: 'common' })}</p>
      <SenderFields
        labels={{ name: t('form.name'), email: t('form.email') }}
        values={values}
        error={error}
        idFor={idFor}
        onValueChange={form.setValue}
      />
      <RadioGroupField
        id={idFor('rating')}
        name="rating"
        legend={t('form.rating')}
        choices={RATINGS.map((rating) => ({ value: rating, label: t(`form.ratings.${rating}`) }))}
        value={values.rating}
        required
        error={error('rating')}
        onValueChange={(value) => form.setValue('rating', value)}
      />
      <TextAreaField
        id={idFor('feedback')}
        name="feedback"
        label={t('form.feedback')}
        required
        maxLength={2000}
        value={values.feedback}
        error={error('feedback')}
        onValueChange={(value) => form.setValue('feedback', value)}
      />
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? t('form.sending', { ns: 'common' }) : t('form.submit')}
      </button>
    </form>
  )
}
