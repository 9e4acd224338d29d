import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { fieldErrorsOf } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useToast } from '../../../components/toasts/toastContext'
import { adminCall } from '../api/adminClient'
import { adminProblemText } from './problems'

type Detail = components['schemas']['AdminMemberDetail']
type PlanCode = components['schemas']['PlanCode']

const PLANS: PlanCode[] = ['basic', 'standard', 'premium', 'elite']
const validReason = (reason: string) => [...reason.trim()].length >= 3 && [...reason.trim()].length <= 500

/** Suspend or reinstate, with a reason (the member reads a suspension's reason at login). */
export function SuspendPanel({ detail, onChanged }: { detail: Detail; onChanged: (detail: Detail) => void }) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const suspended = detail.status === 'suspended'

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!validReason(reason)) {
      setError(t('suspend.reasonRequired'))
      document.getElementById('admin-status-reason')?.focus()
      return
    }
    setBusy(true)
    try {
      const init = { params: { path: { userId: detail.member.user_id } }, body: { reason: reason.trim() } }
      if (suspended) await adminCall('post', '/api/admin/members/{userId}/reinstate', init)
      else await adminCall('post', '/api/admin/members/{userId}/suspend', init)
      toast.show('success', suspended ? t('suspend.reinstated') : t('suspend.suspended'))
      onChanged({ ...detail, status: suspended ? 'active' : 'suspended', statusReason: reason.trim(), statusChangedAt: new Date().toISOString() })
      setReason('')
      setError(undefined)
    } catch (problem) {
      const byField = fieldErrorsOf(problem)
      if (byField.reason) setError(byField.reason)
      toast.show('error', adminProblemText(t, problem, t('suspend.failed')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="card admin-panel" aria-labelledby="admin-status-title">
      <h2 id="admin-status-title" className="admin-panel__title">
        {t('suspend.title')}
      </h2>
      <p className="form__hint">{suspended ? t('suspend.suspendedIntro') : t('suspend.activeIntro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField
          id="admin-status-reason"
          label={t('suspend.reason')}
          rows={3}
          maxLength={500}
          value={reason}
          error={error}
          aria-describedby="admin-status-hint"
          onValueChange={(value) => {
            setReason(value)
            setError(undefined)
          }}
        />
        <p className="field__hint" id="admin-status-hint">
          {t('suspend.reasonHint')}
        </p>
        <button type="submit" className={suspended ? 'button button--primary' : 'button button--danger'} disabled={busy}>
          {suspended ? (busy ? t('suspend.reinstating') : t('suspend.reinstate')) : busy ? t('suspend.suspending') : t('suspend.suspend')}
        </button>
      </form>
    </section>
  )
}

/** Grant a plan by hand, with a reason; it extends any subscription the member already has. */
export function GrantPanel({ detail, onChanged }: { detail: Detail; onChanged: (detail: Detail) => void }) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const [plan, setPlan] = useState<PlanCode | ''>('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ plan?: string; reason?: string }>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = { plan: plan ? undefined : t('grant.planRequired'), reason: validReason(reason) ? undefined : t('suspend.reasonRequired') }
    setErrors(found)
    if (found.plan || found.reason || !plan) {
      document.getElementById(found.plan ? 'admin-grant-plan' : 'admin-grant-reason')?.focus()
      return
    }
    setBusy(true)
    try {
      const granted = await adminCall('post', '/api/admin/members/{userId}/subscriptions', {
        params: { path: { userId: detail.member.user_id } },
        body: { plan, reason: reason.trim() },
      })
      const s = granted.subscription
      const runsNow = new Date(s.startsAt) <= new Date()
      const until = detail.subscribedUntil && detail.subscribedUntil > s.endsAt ? detail.subscribedUntil : s.endsAt
      onChanged({
        ...detail,
        subscriptions: [s, ...detail.subscriptions],
        subscribedUntil: until,
        ...(runsNow && !detail.subscription ? { subscription: s, isSubscribe: true } : {}),
      })
      toast.show('success', t('grant.done'))
      setPlan('')
      setReason('')
    } catch (problem) {
      const byField = fieldErrorsOf(problem)
      setErrors({ plan: byField.plan, reason: byField.reason })
      toast.show('error', adminProblemText(t, problem, t('grant.failed')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="card admin-panel" aria-labelledby="admin-grant-title">
      <h2 id="admin-grant-title" className="admin-panel__title">
        {t('grant.title')}
      </h2>
      <p className="form__hint">{t('grant.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className={errors.plan ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor="admin-grant-plan">
            {t('grant.plan')}
          </label>
          <select
            id="admin-grant-plan"
            className="field__control"
            value={plan}
            aria-invalid={errors.plan ? true : undefined}
            aria-describedby={errors.plan ? 'admin-grant-plan-error' : undefined}
            onChange={(event) => {
              setPlan(event.target.value as PlanCode | '')
              setErrors((current) => ({ ...current, plan: undefined }))
            }}
          >
            <option value="">—</option>
            {PLANS.map((code) => (
              <option key={code} value={code}>
                {t(`plans.${code}`)}
              </option>
            ))}
          </select>
          {errors.plan && (
            <p className="field__error" id="admin-grant-plan-error">
              {errors.plan}
            </p>
          )}
        </div>
        <TextAreaField
          id="admin-grant-reason"
          label={t('grant.reason')}
          rows={2}
          maxLength={500}
          value={reason}
          error={errors.reason}
          onValueChange={(value) => {
            setReason(value)
            setErrors((current) => ({ ...current, reason: undefined }))
          }}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('grant.submitting') : t('grant.submit')}
        </button>
      </form>
    </section>
  )
}
