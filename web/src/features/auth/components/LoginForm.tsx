import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { isProblem } from '../../../api/problem'
import { InputField } from '../../../components/form/Field'
import { PasswordField } from '../../../components/form/PasswordField'
import { useToast } from '../../../components/toasts/toast-context'
import { safeNext, useSession } from '../../../lib/session-hooks'
import { problemText } from './problemText'
import { useLogin } from '../api/account'

/** What the page before may hand over: the e-mail to prefill, and why the member is here. */
interface LoginState {
  email?: string
  registered?: boolean
  sessionExpired?: boolean
}

/** E-mail and password; on success the token is stored and the member goes where they were headed. */
export function LoginForm() {
  const { t } = useTranslation('auth')
  const toast = useToast()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const state = (useLocation().state ?? {}) as LoginState
  const { login } = useSession()
  const [email, setEmail] = useState(state.email ?? '')
  const [password, setPassword] = useState('')
  // A suspended member is told so, and why, until they try again (the admin's reason, as sent).
  const [suspension, setSuspension] = useState<string | null>(null)
  const request = useLogin()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (email.trim() === '' || password === '') {
      toast.show('error', t('login.missing'))
      document.getElementById(email.trim() === '' ? 'login-email' : 'login-password')?.focus()
      return
    }
    setSuspension(null)
    try {
      const session = await request.mutateAsync({ body: { email: email.trim(), password } })
      login(session.token)
      toast.show('success', t('login.success'))
      void navigate(safeNext(params.get('next')), { replace: true })
    } catch (problem) {
      if (isProblem(problem) && problem.code === 'account_suspended') setSuspension(problem.detail ?? '')
      toast.show('error', problemText(t, problem, t('login.failure'), t('login.network')))
    }
  }

  return (
    <form className="card form auth-card" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
      <h1 id="login-title" className="auth-card__title">
        {t('login.title')}
      </h1>
      <p className="form__hint">{t('login.intro')}</p>
      {state.sessionExpired && (
        <p className="auth-card__notice" role="status">
          {t('login.sessionExpired')}
        </p>
      )}
      {suspension !== null && (
        <div className="auth-card__notice auth-card__notice--error" role="alert">
          <p>{t('codes.account_suspended')}</p>
          {suspension && <p>{t('login.suspendedReason', { reason: suspension })}</p>}
          <p>{t('login.suspendedHelp')}</p>
        </div>
      )}
      {state.registered && (
        <p className="auth-card__notice auth-card__notice--success" role="status">
          {t('login.registered')}
        </p>
      )}
      <InputField
        id="login-email"
        name="email"
        type="email"
        label={t('login.email')}
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        id="login-password"
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        maxLength={1024}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <p className="auth-card__aside">
        <Link to="/forgot-password">{t('login.forgot')}</Link>
      </p>
      <button type="submit" className="button button--primary button--block" disabled={request.isPending}>
        {request.isPending ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="auth-card__footer">
        {t('login.noAccount')} <Link to="/register">{t('login.signUp')}</Link>
      </p>
    </form>
  )
}
