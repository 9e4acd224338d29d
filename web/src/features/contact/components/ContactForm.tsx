import * as z from 'zod/mini'
import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'
import { InputField, RadioField } from '../../../components/form/Field'
import { SENDER_RULES, SenderFields } from '../../../components/form/SenderFields'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { schemaRules, textRule } from '../../../components/form/schemaRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { useSendContactMessage } from '../api/contact'

type ContactGender = components['schemas']['ContactGender']

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
const SCHEMA = z.object({
  name: textRule(SENDER_RULES.name),
  email: textRule(SENDER_RULES.email),
  phone: textRule({ required: true, digits: 10 }),
  gender: textRule({ required: true }),
  message: textRule({ required: true, minLength: 5, maxLength: 2000 }),
})
type ContactValues = z.infer<typeof SCHEMA>
const EMPTY: ContactValues = { name: '', email: '', phone: '', gender: '', message: '' }
const idFor = (field: keyof ContactValues) => `contact-${field}`

export function ContactForm() {
  const { t } = useTranslation('contact')
  const form = useAppForm(schemaRules(SCHEMA), EMPTY)
  const send = useSendContactMessage()

  const submit = form.submitWith(
    (values) =>
      send.mutateAsync({
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          gender: asContactGender(values.gender),
          message: values.message.trim(),
        },
      }),
    { success: t('form.success'), failure: t('form.failure') },
  )

  return (
    <form className="card form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('form.title')}</h2>
      <p className="form__hint">{t('form.requiredHint', { ns: 'common' })}</p>
      <SenderFields
        labels={{ name: t('form.name'), email: t('form.email') }}
        registered={{ name: form.register('name'), email: form.register('email') }}
        error={form.errorOf}
        idFor={idFor}
      />
      <InputField
        {...form.register('phone')}
        id={idFor('phone')}
        type="tel"
        inputMode="numeric"
        pattern="[0-9]{10}"
        maxLength={10}
        label={t('form.phone')}
        autoComplete="tel-national"
        required
        error={form.errorOf('phone')}
      />
      <RadioField
        {...form.register('gender')}
        id={idFor('gender')}
        legend={t('form.gender')}
        choices={GENDERS.map((gender) => ({ value: gender, label: t(GENDER_LABEL_KEYS[gender]) }))}
        error={form.errorOf('gender')}
      />
      <TextAreaField
        {...form.register('message')}
        id={idFor('message')}
        label={t('form.message')}
        required
        maxLength={2000}
        error={form.errorOf('message')}
      />
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? t('form.sending', { ns: 'common' }) : t('form.submit')}
      </button>
    </form>
  )
}
