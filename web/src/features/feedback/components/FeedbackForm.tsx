import * as z from 'zod/mini'
import { useTranslation } from '../../../lib/i18n'
import { RadioField } from '../../../components/form/Field'
import { SENDER_RULES, SenderFields } from '../../../components/form/SenderFields'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { schemaRules, textRule } from '../../../components/form/schemaRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { useSendFeedback } from '../api/feedback'

// Best first, as the spec lists them (5 Excellent … 1 Poor).
const RATINGS = ['5', '4', '3', '2', '1'] as const

// Mirrors the contract's limits so most mistakes are caught before a round trip.
const SCHEMA = z.object({
  name: textRule(SENDER_RULES.name),
  email: textRule(SENDER_RULES.email),
  rating: textRule({ required: true }),
  feedback: textRule({ required: true, minLength: 2, maxLength: 2000 }),
})
type FeedbackValues = z.infer<typeof SCHEMA>
const EMPTY: FeedbackValues = { name: '', email: '', rating: '', feedback: '' }
const idFor = (field: keyof FeedbackValues) => `feedback-${field}`

export function FeedbackForm() {
  const { t } = useTranslation('feedback')
  const form = useAppForm(schemaRules(SCHEMA), EMPTY)
  const send = useSendFeedback()

  const submit = form.submitWith(
    (values) =>
      send.mutateAsync({
        body: { name: values.name.trim(), email: values.email.trim(), rating: Number(values.rating), feedback: values.feedback.trim() },
      }),
    { success: t('form.success'), failure: t('form.failure') },
  )

  return (
    <form className="card form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="feedback-title">
      <p className="form__hint">{t('form.requiredHint', { ns: 'common' })}</p>
      <SenderFields
        labels={{ name: t('form.name'), email: t('form.email') }}
        registered={{ name: form.register('name'), email: form.register('email') }}
        error={form.errorOf}
        idFor={idFor}
      />
      <RadioField
        {...form.register('rating')}
        id={idFor('rating')}
        legend={t('form.rating')}
        choices={RATINGS.map((rating) => ({ value: rating, label: t(`form.ratings.${rating}`) }))}
        error={form.errorOf('rating')}
      />
      <TextAreaField
        {...form.register('feedback')}
        id={idFor('feedback')}
        label={t('form.feedback')}
        required
        maxLength={2000}
        error={form.errorOf('feedback')}
      />
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? t('form.sending', { ns: 'common' }) : t('form.submit')}
      </button>
    </form>
  )
}
