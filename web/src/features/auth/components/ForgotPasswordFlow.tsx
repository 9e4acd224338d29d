import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link, useNavigate } from 'react-router-dom'
import { NETWORK_ERROR_CODE, fieldErrorsOf, isProblem } from '../../../api/problem'
import { InputField } from '../../../components/form/Field'
import { PasswordField } from '../../../components/form/PasswordField'
import { useToast } from '../../../components/toasts/toast-context'
import { problemText } from './problemText'
import { checkResetCode, requestResetCode, resetPassword } from '../api/account'

/** The spec keeps the address in local storage while the reset is under way. */
export const RESET_EMAIL_KEY = 'resetEmail'
const OTP_PATTERN = /^[0-9]{6}$/
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MIN_PASSWORD = 8

type Step = 'email' | 'otp' | 'reset'

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
  const [email, setEmail] = useState(() => storedEmail() ?? '')
  const [otp, setOtp] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null)
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

  const goTo = (next: Step) => {
    setFieldError(null)
    setStep(next)
  }

  /** The later steps need the stored address; if it vanished (another tab logged out), start over. */
  const requireEmail = (): string | null => {
    const address = storedEmail()
    if (!address) {
      toast.show('error', t('forgot.lostEmail'))
      void navigate('/login', { replace: true })
    }
    return address
  }

  const sendCode = async (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (address === '') return setFieldError({ field: 'email', message: t('forgot.emailRequired') })
    if (!EMAIL_PATTERN.test(address)) return setFieldError({ field: 'email', message: t('forgot.invalidEmail') })
    setBusy(true)
    const { error } = await requestResetCode(address)
    setBusy(false)
    if (!error) {
      storeEmail(address)
      setOtp('')
      toast.show('success', t('forgot.sent'))
      goTo('otp')
    } else if (isNetwork(error)) {
      toast.show('error', t('forgot.unexpected'))
    } else if (error.status === 404) {
      toast.show('error', t('forgot.notFound'))
    } else {
      toast.show('error', error.status === 429 ? problemText(t, error, t('forgot.sendFailed')) : t('forgot.sendFailed'))
    }
  }

  const verify = async (event: FormEvent) => {
    event.preventDefault()
    const code = otp.trim()
    if (!OTP_PATTERN.test(code)) return setFieldError({ field: 'otp', message: t('forgot.otpRequired') })
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
    setOtp('')
    goTo('email')
  }

  const reset = async (event: FormEvent) => {
    event.preventDefault()
    if (password === '' || confirm === '') return toast.show('error', t('forgot.fillAll'))
    if (password !== confirm) return setFieldError({ field: 'confirm', message: t('forgot.mismatch') })
    if ([...password].length < MIN_PASSWORD) return setFieldError({ field: 'password', message: t('forgot.passwordShort') })
    const address = requireEmail()
    if (!address) return
    setBusy(true)
    const { error } = await resetPassword(address, otp.trim(), password, confirm)
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
      setFieldError({ field: 'password', message: passwordProblem })
      return toast.show('error', passwordProblem)
    }
    toast.show('error', problemText(t, error, t('forgot.resetFailed')))
    if (error.status === 410) {
      setOtp('')
      goTo('email')
    }
  }

  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : undefined)
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
            id="forgot-email"
            type="email"
            label={t('forgot.email')}
            autoComplete="email"
            maxLength={254}
            value={email}
            error={errorFor('email')}
            onChange={(event) => {
              setEmail(event.target.value)
              setFieldError(null)
            }}
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
            id="forgot-otp"
            label={t('forgot.otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]{6}"
            value={otp}
            error={errorFor('otp')}
            onChange={(event) => {
              setOtp(event.target.value.replace(/\D/g, ''))
              setFieldError(null)
            }}
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
            id="reset-password"
            label={t('forgot.password')}
            hint={t('forgot.passwordHint')}
            autoComplete="new-password"
            maxLength={128}
            value={password}
            error={errorFor('password')}
            onChange={(event) => {
              setPassword(event.target.value)
              setFieldError(null)
            }}
          />
          <PasswordField
            id="reset-confirm"
            label={t('forgot.confirm')}
            autoComplete="new-password"
            maxLength={128}
            value={confirm}
            error={errorFor('confirm')}
            onChange={(event) => {
              setConfirm(event.target.value)
              setFieldError(null)
            }}
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
