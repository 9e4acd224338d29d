import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'
import { InputField, RadioField } from '../../../components/form/Field'
import { SenderForm, senderSchema } from '../../../components/form/SenderForm'
import { textRule } from '../../../components/form/schemaRules'
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
const RULES = senderSchema({ phone: textRule({ required: true, digits: 10 }), gender: textRule({ required: true }) }, 'message', 5)
const EMPTY = { name: '', email: '', phone: '', gender: '', message: '' }

export function ContactForm() {
  const { t } = useTranslation('contact')
  const send = useSendContactMessage()
  return (
    <SenderForm
      idPrefix="contact"
      rules={RULES}
      empty={EMPTY}
      labelledBy="contact-form-title"
      heading={<h2 id="contact-form-title">{t('form.title')}</h2>}
      labels={{ name: t('form.name'), email: t('form.email'), text: t('form.message'), submit: t('form.submit') }}
      textName="message"
      fields={(form, idFor) => (
        <>
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
        </>
      )}
      send={(values) =>
        send.mutateAsync({
          body: {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            gender: asContactGender(values.gender),
            message: values.message.trim(),
          },
        })
      }
      pending={send.isPending}
      outcomes={{ success: t('form.success'), failure: t('form.failure') }}
    />
  )
}
