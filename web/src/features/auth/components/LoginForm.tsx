import { useState } from 'react'
import * as z from 'zod/mini'
import { languageChosenThisVisit, switchLanguage, useTranslation } from '../../../lib/i18n'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { isProblem } from '../../../api/problem'
import { InputField } from '../../../components/form/Field'
import { PasswordField } from '../../../components/form/PasswordField'
import { useToast } from '../../../components/toasts/toastContext'
import { safeNext, useSession } from '../../../lib/sessionHooks'
import { problemText } from './problemText'
import { useLogin } from '../api/account'
import { schemaRules, textRule } from '../../../components/form/schemaRules'
import { useAppForm } from '../../../components/form/useAppForm'

// The server checks the pair; here only that both are there (a password is kept byte for byte).
const LOGIN_SCHEMA = z.object({
  email: textRule({ required: true }),
  password: z.string().check(z.minLength(1, 'validation.required')),
})

/** What the page before may hand over: the e-mail to prefill, and why the member is here. */
interface LoginState {
  email?: string
  registered?: boolean
  sessionExpired?: boolean
}

/** E-mail and password; on success the token is stored and the member goes where they were headed. */
export function LoginForm() {
  const { t, i18n } = useTranslation('auth')
  const toast = useToast()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const state = (useLocation().state ?? {}) as LoginState
  const { login } = useSession()
  const form = useAppForm(schemaRules(LOGIN_SCHEMA), { email: state.email ?? '', password: '' })
  // A suspended member is told so, and why, until they try again (the admin's reason, as sent).
  const [suspension, setSuspension] = useState<string | null>(null)
  const request = useLogin()

  // Focus moves to the first empty field; the toast says what is missing.
  const submit = form.handleSubmit(async ({ email, password }) => {
    setSuspension(null)
    try {
      const session = await request.mutateAsync({ body: { email: email.trim(), password } })
      // The member's own language, from their account: a fresh browser speaks it at once. One
      // they picked on this page just now wins, and becomes their account's.
      const picked = languageChosenThisVisit()
      if (session.language && !picked) await switchLanguage(session.language).catch(() => undefined)
      login(session.token)
      if (picked && session.language !== i18n.language) {
        const language = i18n.language
        void import('../../../lib/memberLanguage').then((module) => module.rememberMemberLanguage(language)).catch(() => undefined)
      }
      toast.show('success', i18n.t('login.success', { ns: 'auth' }))
      void navigate(safeNext(params.get('next')), { replace: true })
    } catch (problem) {
      if (isProblem(problem) && problem.code === 'account_suspended') setSuspension(problem.detail ?? '')
      toast.show('error', problemText(t, problem, t('login.failure'), t('login.network')))
    }
  }, () => toast.show('error', t('login.missing')))

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
        {...form.register('email')}
        id="login-email"
        type="email"
        label={t('login.email')}
        autoComplete="email"
        maxLength={254}
        error={form.errorOf('email')}
      />
      <PasswordField
        {...form.register('password')}
        id="login-password"
        label={t('login.password')}
        autoComplete="current-password"
        maxLength={1024}
        error={form.errorOf('password')}
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
