import { useId, useState } from 'react'
import * as z from 'zod/mini'
import { isProblem } from '../../../api/problem'
import { InputField } from '../../../components/form/Field'
import { schemaRules } from '../../../components/form/schemaRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { useToast } from '../../../components/toasts/toastContext'
import { formatIndianPhone } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { useConfirmPhoneCode, useSendPhoneCode } from '../api/verification'

const CODE = /^[0-9]{6}$/
const CODE_SCHEMA = z.object({ code: z.string().check(z.refine((code) => CODE.test(code.trim()), 'phone.codeFormat')) })

/**
 * Texts a 6-digit code to the member's phone and confirms it. The code box shows while a code
 * waits: one sent from here, or one the server says is still live (`codeExpiresAt`), so a reload
 * between the text and typing the code keeps the box.
 */
export function PhoneVerification({ phone, codeExpiresAt }: { phone: string; codeExpiresAt?: string }) {
  const { t } = useTranslation('verification')
  const toast = useToast()
  const id = useId()
  const [sentHere, setSent] = useState(false)
  const sent = sentHere || (codeExpiresAt !== undefined && Date.parse(codeExpiresAt) > Date.now())
  const form = useAppForm(schemaRules(CODE_SCHEMA), { code: '' }, { namespace: 'verification' })
  const send = useSendPhoneCode()
  const confirm = useConfirmPhoneCode()
  const message = (error: unknown) => (isProblem(error) && error.message ? error.message : t('failed'))

  // A wrong or expired code is the server's to say; it shows on the field like a format problem.
  const submit = form.handleSubmit(({ code }) =>
    confirm.mutate(
      { body: { code: code.trim() } },
      {
        onSuccess: () => {
          toast.show('success', t('phone.verified'))
        },
        onError: (error) => form.setError('code', { type: 'server', message: message(error) }, { shouldFocus: true }),
      },
    ),
  )

  return (
    <div className="verification-form">
      <button
        type="button"
        className={sent ? 'button button--secondary' : 'button button--primary'}
        disabled={send.isPending}
        onClick={() =>
          send.mutate(
            {},
            {
              onSuccess: () => {
                setSent(true)
                toast.show('success', t('phone.sent', { phone: formatIndianPhone(phone) }))
              },
              onError: (error) => toast.show('error', message(error)),
            },
          )
        }
      >
        {sent ? t('phone.resend') : t('phone.send', { phone: formatIndianPhone(phone) })}
      </button>
      {sent && (
        <form onSubmit={(event) => void submit(event)} noValidate className="verification-form__code">
          <InputField
            {...form.register('code')}
            id={`${id}-code`}
            label={t('phone.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={form.errorOf('code')}
          />
          <button type="submit" className="button button--primary" disabled={confirm.isPending}>
            {t('phone.confirm')}
          </button>
        </form>
      )}
    </div>
  )
}
