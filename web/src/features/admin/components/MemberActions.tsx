import { useTranslation } from '../../../lib/i18n'
import { fieldErrorsOf } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { checkRules } from '../../../components/form/checkRules'
import { SelectField } from '../../../components/form/Field'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useAppForm } from '../../../components/form/useAppForm'
import { useToast } from '../../../components/toasts/toastContext'
import { useGrantPlan, useReinstateMember, useSuspendMember } from '../api/members'
import { adminProblemText } from './problems'

type Detail = components['schemas']['AdminMemberDetail']
type PlanCode = components['schemas']['PlanCode']

const PLANS: PlanCode[] = ['basic', 'standard', 'premium', 'elite']
const validReason = (reason: string) => [...reason.trim()].length >= 3 && [...reason.trim()].length <= 500

const REASON_RULES = checkRules<{ reason: string }>(({ reason }) => (validReason(reason) ? {} : { reason: 'suspend.reasonRequired' }))
const GRANT_RULES = checkRules<{ plan: string; reason: string }>(({ plan, reason }) => ({
  ...(plan ? {} : { plan: 'grant.planRequired' }),
  ...(validReason(reason) ? {} : { reason: 'suspend.reasonRequired' }),
}))

/** Suspend or reinstate, with a reason (the member reads a suspension's reason at login). */
export function SuspendPanel({ detail, onChanged }: { detail: Detail; onChanged: (detail: Detail) => void }) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const form = useAppForm(REASON_RULES, { reason: '' }, { namespace: 'admin' })
  const suspend = useSuspendMember()
  const reinstate = useReinstateMember()
  const suspended = detail.status === 'suspended'
  const busy = form.formState.isSubmitting

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await (suspended ? reinstate : suspend)(detail.member.user_id, reason.trim())
      toast.show('success', suspended ? t('suspend.reinstated') : t('suspend.suspended'))
      onChanged({ ...detail, status: suspended ? 'active' : 'suspended', statusReason: reason.trim(), statusChangedAt: new Date().toISOString() })
      form.reset()
    } catch (problem) {
      const byField = fieldErrorsOf(problem)
      if (byField.reason) form.setError('reason', { type: 'server', message: byField.reason })
      toast.show('error', adminProblemText(t, problem, t('suspend.failed')))
    }
  })
  return (
    <section className="card admin-panel" aria-labelledby="admin-status-title">
      <h2 id="admin-status-title" className="admin-panel__title">
        {t('suspend.title')}
      </h2>
      <p className="form__hint">{suspended ? t('suspend.suspendedIntro') : t('suspend.activeIntro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField
          {...form.register('reason')}
          id="admin-status-reason"
          label={t('suspend.reason')}
          rows={3}
          maxLength={500}
          error={form.errorOf('reason')}
          aria-describedby="admin-status-hint"
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
  const form = useAppForm(GRANT_RULES, { plan: '', reason: '' }, { namespace: 'admin' })
  const grantPlan = useGrantPlan()
  const busy = form.formState.isSubmitting

  const submit = form.handleSubmit(async (values) => {
    // The rules refuse an empty choice, and the list offers only these.
    const plan = PLANS.find((code) => code === values.plan)
    const reason = values.reason
    if (!plan) return
    try {
      const granted = await grantPlan(detail.member.user_id, plan, reason.trim())
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
      form.reset()
    } catch (problem) {
      const byField = fieldErrorsOf(problem)
      if (byField.plan) form.setError('plan', { type: 'server', message: byField.plan })
      if (byField.reason) form.setError('reason', { type: 'server', message: byField.reason })
      toast.show('error', adminProblemText(t, problem, t('grant.failed')))
    }
  })
  return (
    <section className="card admin-panel" aria-labelledby="admin-grant-title">
      <h2 id="admin-grant-title" className="admin-panel__title">
        {t('grant.title')}
      </h2>
      <p className="form__hint">{t('grant.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          {...form.register('plan')}
          id="admin-grant-plan"
          label={t('grant.plan')}
          placeholder="—"
          choices={PLANS.map((code) => ({ value: code, label: t(`plans.${code}`) }))}
          error={form.errorOf('plan')}
        />
        <TextAreaField {...form.register('reason')} id="admin-grant-reason" label={t('grant.reason')} rows={2} maxLength={500} error={form.errorOf('reason')} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('grant.submitting') : t('grant.submit')}
        </button>
      </form>
    </section>
  )
}
