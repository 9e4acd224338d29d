import { useTranslation } from '../../../lib/i18n'
import { RadioField } from '../../../components/form/Field'
import { SenderForm, senderSchema } from '../../../components/form/SenderForm'
import { textRule } from '../../../components/form/schemaRules'
import { useSendFeedback } from '../api/feedback'

// Best first, as the spec lists them (5 Excellent … 1 Poor).
const RATINGS = ['5', '4', '3', '2', '1'] as const

// Mirrors the contract's limits so most mistakes are caught before a round trip.
const RULES = senderSchema({ rating: textRule({ required: true }) }, 'feedback', 2)
const EMPTY = { name: '', email: '', rating: '', feedback: '' }

export function FeedbackForm() {
  const { t } = useTranslation('feedback')
  const send = useSendFeedback()
  return (
    <SenderForm
      idPrefix="feedback"
      rules={RULES}
      empty={EMPTY}
      labelledBy="feedback-title"
      labels={{ name: t('form.name'), email: t('form.email'), text: t('form.feedback'), submit: t('form.submit') }}
      textName="feedback"
      fields={(form, idFor) => (
        <RadioField
          {...form.register('rating')}
          id={idFor('rating')}
          legend={t('form.rating')}
          choices={RATINGS.map((rating) => ({ value: rating, label: t(`form.ratings.${rating}`) }))}
          error={form.errorOf('rating')}
        />
      )}
      send={(values) =>
        send.mutateAsync({
          body: { name: values.name.trim(), email: values.email.trim(), rating: Number(values.rating), feedback: values.feedback.trim() },
        })
      }
      pending={send.isPending}
      outcomes={{ success: t('form.success'), failure: t('form.failure') }}
    />
  )
}
