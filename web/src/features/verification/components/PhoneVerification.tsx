import { useId, useState, type FormEvent } from 'react'
import { isProblem } from '../../../api/problem'
import { useToast } from '../../../components/toasts/toast-context'
import { formatIndianPhone } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { useConfirmPhoneCode, useSendPhoneCode } from '../api/verification'

const CODE = /^[0-9]{6}$/

/** Texts a 6-digit code to the member's phone and confirms it. */
export function PhoneVerification({ phone }: { phone: string }) {
  const { t } = useTranslation('verification')
  const toast = useToast()
  const id = useId()
  const [sent, setSent] = useState(false)
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState('')
  const send = useSendPhoneCode()
  const confirm = useConfirmPhoneCode()
  const message = (error: unknown) => (isProblem(error) && error.message ? error.message : t('failed'))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!CODE.test(code.trim())) return setProblem(t('phone.codeFormat'))
    confirm.mutate(
      { body: { code: code.trim() } },
      {
        onSuccess: () => {
          toast.show('success', t('phone.verified'))
        },
        onError: (error) => setProblem(message(error)),
      },
    )
  }

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
        <form onSubmit={submit} noValidate className="verification-form__code">
          <div className={problem ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={`${id}-code`}>
              {t('phone.code')}
            </label>
            <input
              id={`${id}-code`}
              className="field__control"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(event) => {
                setCode(event.target.value)
                setProblem('')
              }}
            />
            {problem && (
              <p className="field__error" id={`${id}-error`} role="alert">
                {problem}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary" disabled={confirm.isPending}>
            {t('phone.confirm')}
          </button>
        </form>
      )}
    </div>
  )
}
