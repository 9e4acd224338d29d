import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { isProblem } from '../../../api/problem'
import { checkRules } from '../../../components/form/checkRules'
import { InputField } from '../../../components/form/Field'
import { PasswordField } from '../../../components/form/PasswordField'
import { useAppForm } from '../../../components/form/useAppForm'
import { useToast } from '../../../components/toasts/toastContext'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { useAdminLogin } from '../api/account'
import { adminSessionExpired, startAdminSession, useAdminSignedIn } from '../api/adminSession'
import { safeAdminNext } from '../components/RequireAdmin'

// The spec's admin login rules (§5); the server applies the same ones.
const EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/

interface Credentials {
  email: string
  password: string
  code: string
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
  const [step, setStep] = useState<'password' | 'code'>('password')
  const [expired] = useState(adminSessionExpired)
  // The code is asked for only at the second step; the rules read the step they are checked at.
  const rules = checkRules<Credentials>(({ email, password, code }) => ({
    ...(email.trim() === '' ? { email: 'login.emailRequired' } : EMAIL.test(email.trim()) ? {} : { email: 'login.emailInvalid' }),
    ...(password === '' ? { password: 'login.passwordRequired' } : {}),
    ...(step === 'code' && code.trim() === '' ? { code: 'login.codeRequired' } : {}),
  }))
  const form = useAppForm(rules, { email: '', password: '', code: '' }, { namespace: 'admin' })
  const [pending, setPending] = useState(false)
  const logIn = useAdminLogin()
  const signedIn = useAdminSignedIn()
  if (signedIn) return <Navigate to={safeAdminNext(params.get('next'))} replace />

  const submit = form.handleSubmit(async ({ email, password, code }) => {
    setPending(true)
    try {
      const body = { email: email.trim(), password, ...(step === 'code' ? { code: code.trim() } : {}) }
      const session = await logIn(body)
      startAdminSession(session.token, session.expiresAt)
      toast.show('success', t('login.success'))
      void navigate(safeAdminNext(params.get('next')), { replace: true })
    } catch (problem) {
      const codeOf = isProblem(problem) ? problem.code : ''
      if (codeOf === 'totp_required') {
        setStep('code')
        setTimeout(() => form.setFocus('code'), 0)
        return
      }
      if (codeOf === 'rate_limited' && step === 'code') {
        // Too many wrong codes for this admin: codes are paused, recovery codes still work.
        form.setError('code', { type: 'server', message: 'login.codesLocked' }, { shouldFocus: true })
        return
      }
      if (codeOf === 'totp_invalid') {
        form.setError('code', { type: 'server', message: 'login.codeWrong' }, { shouldFocus: true })
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
  })

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
              {...form.register('email')}
              id="admin-login-email"
              type="email"
              label={t('login.email')}
              autoComplete="username"
              maxLength={254}
              error={form.errorOf('email')}
            />
            <PasswordField
              {...form.register('password')}
              id="admin-login-password"
              label={t('login.password')}
              autoComplete="current-password"
              maxLength={1024}
              error={form.errorOf('password')}
            />
          </>
        ) : (
          <>
            <p className="form__hint">{t('login.codeIntro')}</p>
            <InputField
              {...form.register('code')}
              id="admin-login-code"
              label={t('login.code')}
              autoComplete="one-time-code"
              inputMode="text"
              maxLength={32}
              error={form.errorOf('code')}
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
              form.resetField('code')
              form.clearErrors()
            }}
          >
            {t('login.back')}
          </button>
        )}
      </form>
    </div>
  )
}
