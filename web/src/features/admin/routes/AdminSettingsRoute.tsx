import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { fieldErrorsOf } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { InputField } from '../../../components/form/Field'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { useToast } from '../../../components/toasts/toastContext'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { adminCall, useAdminQuery } from '../api/adminClient'
import { adminProblemText } from '../components/problems'

type Setup = components['schemas']['TotpSetup']

/**
 * Two-factor sign-in (RFC 6238): turn it on by scanning a QR code (drawn by the server, shown
 * as a data: image, so no outside service sees the secret) and confirming a code; the recovery
 * codes are shown once. Turning it off needs a current code or a recovery code.
 */
export function AdminSettingsRoute() {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('settings.documentTitle'))
  const toast = useToast()
  const queryClient = useQueryClient()
  const account = useAdminQuery('/api/admin/account', {})
  const [setup, setSetup] = useState<Setup | null>(null)
  const [recovery, setRecovery] = useState<string[] | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', '/api/admin/account'] })
  const fail = (problem: unknown) => {
    const byField = fieldErrorsOf(problem)
    setError(byField.code)
    toast.show('error', byField.code ?? adminProblemText(t, problem, t('settings.failed')))
  }
  const begin = async () => {
    setBusy(true)
    try {
      setSetup(await adminCall('post', '/api/admin/totp/setup', {}))
      setCode('')
      setError(undefined)
    } catch (problem) {
      fail(problem)
    } finally {
      setBusy(false)
    }
  }
  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    try {
      const done = await adminCall('post', '/api/admin/totp/confirm', { body: { code: code.trim() } })
      setRecovery(done.recoveryCodes)
      setSetup(null)
      setCode('')
      toast.show('success', t('settings.enabled'))
      await refresh()
    } catch (problem) {
      fail(problem)
    } finally {
      setBusy(false)
    }
  }
  const disable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    try {
      await adminCall('post', '/api/admin/totp/disable', { body: { code: code.trim() } })
      setCode('')
      setError(undefined)
      toast.show('success', t('settings.disabled'))
      await refresh()
    } catch (problem) {
      fail(problem)
    } finally {
      setBusy(false)
    }
  }

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
            id="admin-totp-code"
            label={t('settings.disableCode')}
            autoComplete="one-time-code"
            maxLength={32}
            value={code}
            error={error}
            onChange={(event) => setCode(event.target.value)}
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
          id="admin-totp-code"
          label={t('settings.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
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
