import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { fieldErrorsOf } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { checkRules } from '../../../components/form/checkRules'
import { InputField } from '../../../components/form/Field'
import { useAppForm } from '../../../components/form/useAppForm'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { useToast } from '../../../components/toasts/toastContext'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { useAdminAccount, useConfirmTotp, useDisableTotp, useStartTotpSetup } from '../api/account'
import { adminProblemText } from '../components/problems'

type Setup = components['schemas']['TotpSetup']

// Send stays disabled until something is typed; the server judges the code.
const CODE_RULES = checkRules<{ code: string }>(() => ({}))

/**
 * Two-factor sign-in (RFC 6238): turn it on by scanning a QR code (drawn by the server, shown
 * as a data: image, so no outside service sees the secret) and confirming a code; the recovery
 * codes are shown once. Turning it off needs a current code or a recovery code.
 */
export function AdminSettingsRoute() {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('settings.documentTitle'))
  const toast = useToast()
  const account = useAdminAccount()
  const startSetup = useStartTotpSetup()
  const confirmTotp = useConfirmTotp()
  const disableTotp = useDisableTotp()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [recovery, setRecovery] = useState<string[] | null>(null)
  const [starting, setStarting] = useState(false)
  // One code field: the setup's confirmation and the switch-off are never shown together.
  const form = useAppForm(CODE_RULES, { code: '' }, { namespace: 'admin' })
  const code = form.watch('code')
  const busy = starting || form.formState.isSubmitting

  const fail = (problem: unknown) => {
    const byField = fieldErrorsOf(problem)
    if (byField.code) form.setError('code', { type: 'server', message: byField.code })
    else form.clearErrors('code')
    toast.show('error', byField.code ?? adminProblemText(t, problem, t('settings.failed')))
  }
  const begin = async () => {
    setStarting(true)
    try {
      setSetup(await startSetup())
      form.reset()
    } catch (problem) {
      fail(problem)
    } finally {
      setStarting(false)
    }
  }
  const confirm = form.handleSubmit(async (values) => {
    try {
      const done = await confirmTotp(values.code.trim())
      setRecovery(done.recoveryCodes)
      setSetup(null)
      form.reset()
      toast.show('success', t('settings.enabled'))
    } catch (problem) {
      fail(problem)
    }
  })
  const disable = form.handleSubmit(async (values) => {
    try {
      await disableTotp(values.code.trim())
      form.reset()
      toast.show('success', t('settings.disabled'))
    } catch (problem) {
      fail(problem)
    }
  })

  let body
  if (account.isPending) body = <Spinner />
  else if (account.isError) body = <ErrorState error={account.error} title={t('settings.loadError')} onRetry={() => void account.refetch()} />
  else if (recovery) {
    body = (
      <div className="admin-recovery" role="region" aria-labelledby="admin-recovery-title">
        <h3 id="admin-recovery-title">{t('settings.recoveryTitle')}</h3>
        <p>{t('settings.recoveryIntro')}</p>
        <ul className="admin-recovery__codes">
          {recovery.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="button button--primary" onClick={() => setRecovery(null)}>
          {t('settings.recoveryDone')}
        </button>
      </div>
    )
  } else if (account.data.totpEnabled) {
    body = (
      <>
        <p>{t('settings.totpOn', { count: account.data.recoveryCodesLeft })}</p>
        <form noValidate onSubmit={(event) => void disable(event)}>
          <InputField
            {...form.register('code')}
            id="admin-totp-code"
            label={t('settings.disableCode')}
            autoComplete="one-time-code"
            maxLength={32}
            error={form.errorOf('code')}
          />
          <button type="submit" className="button button--danger" disabled={busy || code.trim() === ''}>
            {busy ? t('settings.disabling') : t('settings.disable')}
          </button>
        </form>
      </>
    )
  } else if (setup) {
    body = (
      <form noValidate onSubmit={(event) => void confirm(event)} className="admin-totp-setup">
        <p>{t('settings.scan')}</p>
        <img className="admin-totp-setup__qr" src={setup.qrCode} alt={t('settings.qrAlt')} width={240} height={240} />
        <p>
          {t('settings.manual')} <code className="admin-totp-setup__secret">{setup.secret}</code>
        </p>
        <InputField
          {...form.register('code')}
          id="admin-totp-code"
          label={t('settings.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          error={form.errorOf('code')}
        />
        <button type="submit" className="button button--primary" disabled={busy || code.trim() === ''}>
          {busy ? t('settings.confirming') : t('settings.confirm')}
        </button>
      </form>
    )
  } else {
    body = (
      <>
        <p>{t('settings.totpOff')}</p>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void begin()}>
          {busy ? t('settings.starting') : t('settings.enable')}
        </button>
      </>
    )
  }
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('settings.title')}</h1>
      {account.data && <p className="page__intro">{t('settings.account', { email: account.data.email })}</p>}
      <section className="card admin-panel" aria-labelledby="admin-totp-title">
        <h2 id="admin-totp-title" className="admin-panel__title">
          {t('settings.totpTitle')}
        </h2>
        {body}
      </section>
    </div>
  )
}
