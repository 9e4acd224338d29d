import { useEffect, useRef, useState } from 'react'
import * as z from 'zod/mini'
import { useTranslation } from '../../../lib/i18n'
import { Link, useNavigate } from 'react-router-dom'
import { NETWORK_ERROR_CODE, fieldErrorsOf, isProblem } from '../../../api/problem'
import { InputField } from '../../../components/form/Field'
import { schemaRules } from '../../../components/form/schemaRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { PasswordField } from '../../../components/form/PasswordField'
import { useToast } from '../../../components/toasts/toastContext'
import { problemText } from './problemText'
import { checkResetCode, requestResetCode, resetPassword } from '../api/account'

/** The spec keeps the address in local storage while the reset is under way. */
export const RESET_EMAIL_KEY = 'resetEmail'
const OTP_PATTERN = /^[0-9]{6}$/
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MIN_PASSWORD = 8

type Step = 'email' | 'otp' | 'reset'

// One schema per step; a message is a key of the auth namespace.
const EMAIL_SCHEMA = z.object({
  email: z.string().check(
    z.refine((email) => email.trim() !== '', 'forgot.emailRequired'),
    z.refine((email) => email.trim() === '' || EMAIL_PATTERN.test(email.trim()), 'forgot.invalidEmail'),
  ),
})
const OTP_SCHEMA = z.object({ otp: z.string().check(z.refine((otp) => OTP_PATTERN.test(otp.trim()), 'forgot.otpRequired')) })
/** Told in a toast rather than on a field: both fields are empty or one is. */
const FILL_ALL = 'forgot.fillAll'
const RESET_SCHEMA = z.object({ password: z.string(), confirm: z.string() }).check(
  z.superRefine(({ password, confirm }, ctx) => {
    if (password === '' || confirm === '') ctx.addIssue({ code: 'custom', path: ['password'], message: FILL_ALL, input: password })
    else if (password !== confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'forgot.mismatch', input: confirm })
    else if ([...password].length < MIN_PASSWORD) ctx.addIssue({ code: 'custom', path: ['password'], message: 'forgot.passwordShort', input: password })
  }),
)

function storedEmail(): string | null {
  try {
    return window.localStorage.getItem(RESET_EMAIL_KEY)
  } catch {
    return null
  }
}

function storeEmail(email: string | null): void {
  try {
    if (email === null) window.localStorage.removeItem(RESET_EMAIL_KEY)
    else window.localStorage.setItem(RESET_EMAIL_KEY, email)
  } catch {
    // Without storage the flow still works within this page.
  }
}

const isNetwork = (problem: unknown) => isProblem(problem) && problem.code === NETWORK_ERROR_CODE

/**
 * Password reset in three steps: e-mail → 6-digit code → new password. The code is checked on its
 * own first (verify-otp) and sent again with the new password, as the contract requires.
 */
export function ForgotPasswordFlow() {
  const { t } = useTranslation('auth')
  const toast = useToast()
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>('email')
  const emailForm = useAppForm(schemaRules(EMAIL_SCHEMA), { email: storedEmail() ?? '' }, { namespace: 'auth' })
  const otpForm = useAppForm(schemaRules(OTP_SCHEMA), { otp: '' }, { namespace: 'auth' })
  const resetForm = useAppForm(schemaRules(RESET_SCHEMA), { password: '', confirm: '' }, { namespace: 'auth' })
  const email = emailForm.watch('email')
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    headingRef.current?.focus()
  }, [step])

  const goTo = (next: Step) => setStep(next)

  /** The later steps need the stored address; if it vanished (another tab logged out), start over. */
  const requireEmail = (): string | null => {
    const address = storedEmail()
    if (!address) {
      toast.show('error', t('forgot.lostEmail'))
      void navigate('/login', { replace: true })
    }
    return address
  }

  const sendCode = emailForm.handleSubmit(async (values) => {
    const address = values.email.trim()
    setBusy(true)
    const { error } = await requestResetCode(address)
    setBusy(false)
    if (!error) {
      storeEmail(address)
      otpForm.reset()
      toast.show('success', t('forgot.sent'))
      goTo('otp')
    } else if (isNetwork(error)) {
      toast.show('error', t('forgot.unexpected'))
    } else if (error.status === 404) {
      toast.show('error', t('forgot.notFound'))
    } else {
      toast.show('error', error.status === 429 ? problemText(t, error, t('forgot.sendFailed')) : t('forgot.sendFailed'))
    }
  })

  const verify = otpForm.handleSubmit(async (values) => {
    const code = values.otp.trim()
    const address = requireEmail()
    if (!address) return
    setBusy(true)
    const { error } = await checkResetCode(address, code)
    setBusy(false)
    if (!error) {
      toast.show('success', t('forgot.verified'))
      goTo('reset')
      return
    }
    if (isNetwork(error)) toast.show('error', t('forgot.verifyUnexpected'))
    else if (error.status === 410) toast.show('error', t('forgot.otpExpired'))
    else toast.show('error', problemText(t, error, t('forgot.verifyFailed')))
    // docs/product.md §4: a failed check goes back to the e-mail step with the code cleared.
    otpForm.reset()
    goTo('email')
  })

  const reset = resetForm.handleSubmit(
    async ({ password, confirm }) => {
      const address = requireEmail()
      if (!address) return
      setBusy(true)
      const { error } = await resetPassword(address, otpForm.getValues('otp').trim(), password, confirm)
      setBusy(false)
      if (!error) {
        storeEmail(null)
        toast.show('success', t('forgot.resetDone'))
        void navigate('/login', { replace: true, state: { email: address } })
        return
      }
      if (isNetwork(error)) return toast.show('error', t('forgot.resetUnexpected'))
      const passwordProblem = fieldErrorsOf(error).password
      if (passwordProblem) {
        // The server's policy (a common password, the member's own name): shown on the field.
        resetForm.setError('password', { type: 'server', message: passwordProblem })
        return toast.show('error', passwordProblem)
      }
      toast.show('error', problemText(t, error, t('forgot.resetFailed')))
      if (error.status === 410) {
        otpForm.reset()
        goTo('email')
      }
    },
    (errors) => {
      if (errors.password?.message !== FILL_ALL) return
      resetForm.clearErrors()
      toast.show('error', t(FILL_ALL))
    },
  )

  const stepNumber = step === 'email' ? 1 : step === 'otp' ? 2 : 3

  return (
    <div className="card form auth-card">
      <p className="auth-card__steps">{t('forgot.steps', { current: stepNumber })}</p>
      <h1 className="auth-card__title" tabIndex={-1} ref={headingRef}>
        {step === 'reset' ? t('forgot.resetTitle') : t('forgot.title')}
      </h1>
      {step === 'email' && (
        <form className="form" noValidate onSubmit={(event) => void sendCode(event)}>
          <p className="form__hint">{t('forgot.emailIntro')}</p>
          <InputField
            {...emailForm.register('email')}
            id="forgot-email"
            type="email"
            label={t('forgot.email')}
            autoComplete="email"
            maxLength={254}
            error={emailForm.errorOf('email')}
          />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? t('forgot.sending') : t('forgot.sendCode')}
          </button>
        </form>
      )}
      {step === 'otp' && (
        <form className="form" noValidate onSubmit={(event) => void verify(event)}>
          <p className="form__hint">{t('forgot.otpIntro', { email: storedEmail() ?? email })}</p>
          <InputField
            {...otpForm.register('otp', {
              // Digits only, as they are typed or pasted.
              onChange: (event: { target: { value: string } }) => otpForm.setValue('otp', event.target.value.replace(/\D/g, '')),
            })}
            id="forgot-otp"
            label={t('forgot.otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]{6}"
            error={otpForm.errorOf('otp')}
          />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? t('forgot.verifying') : t('forgot.verify')}
          </button>
          <button type="button" className="auth-card__secondary" onClick={() => goTo('email')}>
            {t('forgot.differentEmail')}
          </button>
        </form>
      )}
      {step === 'reset' && (
        <form className="form" noValidate onSubmit={(event) => void reset(event)}>
          <p className="form__hint">{t('forgot.resetIntro', { email: storedEmail() ?? email })}</p>
          <PasswordField
            {...resetForm.register('password')}
            id="reset-password"
            label={t('forgot.password')}
            hint={t('forgot.passwordHint')}
            autoComplete="new-password"
            maxLength={128}
            error={resetForm.errorOf('password')}
          />
          <PasswordField
            {...resetForm.register('confirm')}
            id="reset-confirm"
            label={t('forgot.confirm')}
            autoComplete="new-password"
            maxLength={128}
            error={resetForm.errorOf('confirm')}
          />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? t('forgot.saving') : t('forgot.save')}
          </button>
        </form>
      )}
      <p className="auth-card__footer">
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </p>
    </div>
  )
}
