import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { isProblem } from '../../../api/problem'
import { InputField } from '../../../components/form/Field'
import { PasswordField } from '../../../components/form/PasswordField'
import { useToast } from '../../../components/toasts/toastContext'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { adminCall } from '../api/adminClient'
import { adminSessionExpired, startAdminSession, useAdminSignedIn } from '../api/adminSession'
import { safeAdminNext } from '../components/RequireAdmin'

// The spec's admin login rules (§5); the server applies the same ones.
const EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/

interface Errors {
  email?: string
  password?: string
  code?: string
}

/**
 * Admin login: e-mail and password, then, when two-factor sign-in is on, the authenticator's
 * code (the same request again with the code). No artificial wait (docs/decisions.md §8).
 */
export function AdminLoginRoute() {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('login.documentTitle'))
  const toast = useToast()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [step, setStep] = useState<'password' | 'code'>('password')
  const [errors, setErrors] = useState<Errors>({})
  const [expired] = useState(adminSessionExpired)
  const codeRef = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState(false)
  const signedIn = useAdminSignedIn()
  if (signedIn) return <Navigate to={safeAdminNext(params.get('next'))} replace />

  const validate = (): Errors => {
    const found: Errors = {}
    if (email.trim() === '') found.email = t('login.emailRequired')
    else if (!EMAIL.test(email.trim())) found.email = t('login.emailInvalid')
    if (password === '') found.password = t('login.passwordRequired')
    if (step === 'code' && code.trim() === '') found.code = t('login.codeRequired')
    return found
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    const first = (['email', 'password', 'code'] as const).find((field) => found[field])
    if (first) {
      document.getElementById(`admin-login-${first}`)?.focus()
      return
    }
    setPending(true)
    try {
      const body = { email: email.trim(), password, ...(step === 'code' ? { code: code.trim() } : {}) }
      const session = await adminCall('post', '/api/admin/login', { body })
      startAdminSession(session.token)
      toast.show('success', t('login.success'))
      void navigate(safeAdminNext(params.get('next')), { replace: true })
    } catch (problem) {
      const codeOf = isProblem(problem) ? problem.code : ''
      if (codeOf === 'totp_required') {
        setStep('code')
        setTimeout(() => codeRef.current?.focus(), 0)
        return
      }
      if (codeOf === 'totp_invalid') {
        setErrors({ code: t('login.codeWrong') })
        codeRef.current?.focus()
        return
      }
      const message = {
        invalid_credentials: t('login.failed'),
        rate_limited: t('login.rateLimited'),
        network_error: t('login.network'),
        validation_failed: t('login.failed'),
      }[codeOf]
      toast.show('error', message ?? t('login.error'))
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="admin-login">
      <form className="card form admin-login__card" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="admin-login-title">
        <p className="admin-login__brand">{t('brand')}</p>
        <h1 id="admin-login-title" className="admin-login__title">
          {step === 'code' ? t('login.codeTitle') : t('login.title')}
        </h1>
        {expired && step === 'password' && (
          <p className="admin-notice" role="status">
            {t('login.expired')}
          </p>
        )}
        {step === 'password' ? (
          <>
            <p className="form__hint">{t('login.intro')}</p>
            <InputField
              id="admin-login-email"
              type="email"
              label={t('login.email')}
              autoComplete="username"
              maxLength={254}
              value={email}
              error={errors.email}
              onChange={(event) => {
                setEmail(event.target.value)
                setErrors((current) => ({ ...current, email: undefined }))
              }}
            />
            <PasswordField
              id="admin-login-password"
              name="password"
              label={t('login.password')}
              autoComplete="current-password"
              maxLength={1024}
              value={password}
              error={errors.password}
              onChange={(event) => {
                setPassword(event.target.value)
                setErrors((current) => ({ ...current, password: undefined }))
              }}
            />
          </>
        ) : (
          <>
            <p className="form__hint">{t('login.codeIntro')}</p>
            <InputField
              ref={codeRef}
              id="admin-login-code"
              label={t('login.code')}
              autoComplete="one-time-code"
              inputMode="text"
              maxLength={32}
              value={code}
              error={errors.code}
              onChange={(event) => {
                setCode(event.target.value)
                setErrors((current) => ({ ...current, code: undefined }))
              }}
            />
          </>
        )}
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? t('login.submitting') : step === 'code' ? t('login.verify') : t('login.submit')}
        </button>
        {step === 'code' && (
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => {
              setStep('password')
              setCode('')
              setErrors({})
            }}
          >
            {t('login.back')}
          </button>
        )}
      </form>
    </div>
  )
}
