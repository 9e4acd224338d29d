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

type ContactSubmission = components['schemas']['ContactSubmission']
type ContactGender = components['schemas']['ContactGender']
type ContactField = keyof ContactSubmission

// A Record over the contract's enum: adding a gender to the contract fails the build until it is labelled here.
const GENDER_LABEL_KEYS: Record<ContactGender, string> = {
  male: 'form.genders.male',
  female: 'form.genders.female',
  other: 'form.genders.other',
}
const GENDERS = Object.keys(GENDER_LABEL_KEYS) as ContactGender[]

function isContactGender(value: string): value is ContactGender {
  return GENDERS.some((gender) => gender === value)
}

// Mirrors the contract's limits so most mistakes are caught before a round trip.
const RULES: Record<ContactField, FieldRules> = {
  name: { required: true, minLength: 2, maxLength: 100 },
  email: { required: true, email: true, maxLength: 254 },
  phone: { required: true, digits: 10 },
  gender: { required: true },
  message: { required: true, minLength: 5, maxLength: 2000 },
}
const INITIAL: Record<ContactField, string> = { name: '', email: '', phone: '', gender: '', message: '' }
const idFor = (field: ContactField) => `contact-${field}`

export function ContactForm() {
  const { t } = useTranslation('contact')
  const messageText = useFieldMessageText()
  const toast = useToast()
  const form = useValidatedForm({ initialValues: INITIAL, rules: RULES, idFor })
  const send = $api.useMutation('post', '/api/contact')
  const { values } = form

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate() || !isContactGender(values.gender)) return
    try {
      await send.mutateAsync({
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          gender: values.gender,
          message: values.message.trim(),
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

  const error = (field: ContactField) => messageText(form.messages[field])

  return (
    <form className="card form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('form.title')}</h2>
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
      <TextField
        id={idFor('phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        pattern="[0-9]{10}"
        maxLength={10}
        label={t('form.phone')}
        autoComplete="tel-national"
        required
        value={values.phone}
        error={error('phone')}
        onValueChange={(value) => form.setValue('phone', value)}
      />
      <RadioGroupField
        id={idFor('gender')}
        name="gender"
        legend={t('form.gender')}
        choices={GENDERS.map((gender) => ({ value: gender, label: t(GENDER_LABEL_KEYS[gender]) }))}
        value={values.gender}
        required
        error={error('gender')}
        onValueChange={(value) => form.setValue('gender', value)}
      />
      <TextAreaField
        id={idFor('message')}
        name="message"
        label={t('form.message')}
        required
        maxLength={2000}
        value={values.message}
        error={error('message')}
        onValueChange={(value) => form.setValue('message', value)}
      />
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? t('form.sending', { ns: 'common' }) : t('form.submit')}
      </button>
    </form>
  )
}
