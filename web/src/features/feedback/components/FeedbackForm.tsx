import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../../api/client'
import { NETWORK_ERROR_CODE, isProblem } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { RadioGroupField } from '../../../components/form/RadioGroupField'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { TextField } from '../../../components/form/TextField'
import { useFieldMessageText } from '../../../components/form/useFieldMessage'
import { useValidatedForm } from '../../../components/form/useValidatedForm'
import { useToast } from '../../../components/toasts/toast-context'
import type { FieldRules } from '../../../lib/validation'

type FeedbackField = keyof components['schemas']['FeedbackSubmission']

// Best first, as the spec lists them (5 Excellent … 1 Poor).
const RATINGS = ['5', '4', '3', '2', '1'] as const

// Mirrors the contract's limits so most mistakes are caught before a round trip.
const RULES: Record<FeedbackField, FieldRules> = {
  name: { required: true, minLength: 2, maxLength: 100 },
  email: { required: true, email: true, maxLength: 254 },
  rating: { required: true },
  feedback: { required: true, minLength: 2, maxLength: 2000 },
}
const INITIAL: Record<FeedbackField, string> = { name: '', email: '', rating: '', feedback: '' }
const idFor = (field: FeedbackField) => `feedback-${field}`

export function FeedbackForm() {
  const { t } = useTranslation('feedback')
  const messageText = useFieldMessageText()
  const toast = useToast()
  const form = useValidatedForm({ initialValues: INITIAL, rules: RULES, idFor })
  const send = $api.useMutation('post', '/api/feedback')
  const { values } = form

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate()) return
    try {
      await send.mutateAsync({
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          rating: Number(values.rating),
          feedback: values.feedback.trim(),
        },
      })
      toast.show('success', t('form.success'))
      form.reset()
    } catch (problem) {
      if (form.showServerErrors(problem)) {
        toast.show('error', t('validation.fixErrors', { ns: 'common' }))
      } else if (isProblem(problem) && problem.code === NETWORK_ERROR_CODE) {
        toast.show('error', t('error.network', { ns: 'common' }))
      } else {
        toast.show('error', t('form.failure'))
      }
    }
  }

  const error = (field: FeedbackField) => messageText(form.messages[field])

  return (
    <form className="card form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="feedback-title">
      <p className="form__hint">{t('form.requiredHint', { ns: 'common' })}</p>
      <TextField
        id={idFor('name')}
        name="name"
        label={t('form.name')}
        autoComplete="name"
        required
        maxLength={100}
        value={values.name}
        error={error('name')}
        onValueChange={(value) => form.setValue('name', value)}
      />
      <TextField
        id={idFor('email')}
        name="email"
        type="email"
        label={t('form.email')}
        autoComplete="email"
        required
        value={values.email}
        error={error('email')}
        onValueChange={(value) => form.setValue('email', value)}
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
