import type { FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'
import { RadioGroupField } from '../../../components/form/RadioGroupField'
import { SENDER_RULES, SenderFields } from '../../../components/form/SenderFields'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { TextField } from '../../../components/form/TextField'
import { useFieldMessageText } from '../../../components/form/useFieldMessage'
import { useValidatedForm } from '../../../components/form/useValidatedForm'
import type { FieldRules } from '../../../lib/validation'
import { useSendContactMessage } from '../api/contact'

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

function asContactGender(value: string): ContactGender {
  const gender = GENDERS.find((known) => known === value)
  // The rules require a choice and the radios offer only these, so this cannot be reached.
  if (gender === undefined) throw new Error(`not a contact gender: ${value}`)
  return gender
}

// Mirrors the contract's limits so most mistakes are caught before a round trip.
const RULES: Record<ContactField, FieldRules> = {
  ...SENDER_RULES,
  phone: { required: true, digits: 10 },
  gender: { required: true },
  message: { required: true, minLength: 5, maxLength: 2000 },
}
const INITIAL: Record<ContactField, string> = { name: '', email: '', phone: '', gender: '', message: '' }
const idFor = (field: ContactField) => `contact-${field}`

export function ContactForm() {
  const { t } = useTranslation('contact')
  const messageText = useFieldMessageText()
  const form = useValidatedForm({ initialValues: INITIAL, rules: RULES, idFor })
  const send = useSendContactMessage()
  const { values } = form

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void form.submit(
      (sent) =>
        send.mutateAsync({
          body: {
            name: sent.name.trim(),
            email: sent.email.trim(),
            phone: sent.phone.trim(),
            gender: asContactGender(sent.gender),
            message: sent.message.trim(),
          },
        }),
      { success: t('form.success'), failure: t('form.failure') },
    )
  }

  const error = (field: ContactField) => messageText(form.messages[field])

  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('form.title')}</h2>
      <p className="form__hint">{t('form.requiredHint', { ns: 'common' })}</p>
      <SenderFields
        labels={{ name: t('form.name'), email: t('form.email') }}
        values={values}
        error={error}
        idFor={idFor}
        onValueChange={form.setValue}
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
