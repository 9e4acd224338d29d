import { useTranslation } from '../../../lib/i18n'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { PlanCard } from '../../../components/plans/PlanCard'
import { Spinner } from '../../../components/Spinner'
import { formatDate, formatRupees } from '../../../lib/format'
import { useLocalized } from '../../../lib/localized'
import { loginUrl } from '../../../lib/session'
import { useOwnProfile } from '../../../lib/sessionHooks'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { useCheckout } from '../checkout/useCheckout'
import { PaymentFailed, PaymentPending, PaymentSuccess } from '../components/PaymentOutcome'
import { SandboxCheckout } from '../components/SandboxCheckout'
import { registerPlansPageTranslations } from '../i18n'
import '../plans-page.css'
import { usePlans } from '../../../api/plans'

await registerPlansPageTranslations()

type Plan = components['schemas']['Plan']
type UserData = components['schemas']['UserData']

/**
 * /buy: the plans, one of them chosen (`?plan=` from an upgrade prompt or a plan card, else the
 * plan the member's profile suggests, else the most popular), and Pay for it. Pay opens the
 * checkout the server runs (Razorpay's, or the sandbox's); the outcome is a success, pending or
 * failure screen, and a success updates the header's badge at once.
 */
export function PlansRoute() {
  const { t, i18n } = useTranslation('plansPage')
  useDocumentTitle(t('documentTitle'))
  const localized = useLocalized()
  const plans = usePlans()
  const own = useOwnProfile()
  const user = own.data?.userData
  const [params] = useSearchParams()
  const { pathname, search } = useLocation()
  const checkout = useCheckout()
  const { state } = checkout

  const all = plans.data?.plans ?? []
  const chosen = choosePlan(all, params.get('plan'), user)
  const titleOf = (code: string | undefined) => {
    const plan = all.find((p) => p.code === code)
    return plan ? localized(plan.title) : ''
  }

  if (state.step === 'success' || state.step === 'pending' || state.step === 'failed') {
    return (
      <div className="page container">
        <h1 className="page__title">{t('title')}</h1>
        {state.step === 'success' && <PaymentSuccess payment={state.payment} planTitle={titleOf(state.payment.plan)} />}
        {state.step === 'pending' && (
          <PaymentPending payment={state.payment} planTitle={titleOf(state.payment.plan)} onSettled={checkout.settle} />
        )}
        {state.step === 'failed' && <PaymentFailed reason={state.reason} onRetry={checkout.reset} />}
      </div>
    )
  }

  const busy = state.step === 'ordering' || state.step === 'verifying' || state.step === 'checkout'
  const pay = () => {
    if (!chosen) return
    const title = localized(chosen.title)
    void checkout.buy(chosen.code, {
      name: t('merchantName'),
      description: t('checkoutDescription', { plan: title, count: chosen.validityMonths }),
    })
  }

  return (
    <div className="page container">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      <p className="form__hint">{t('verificationFree')}</p>
      {user && <MembershipStatus user={user} planTitle={titleOf(user.plan)} />}
      {plans.isPending ? (
        <Spinner />
      ) : plans.isError ? (
        <ErrorState error={plans.error} title={t('loadError')} onRetry={() => void plans.refetch()} />
      ) : all.length === 0 || !chosen ? (
        <EmptyState message={t('empty')} />
      ) : (
        <>
          <section className="plans-page__choice card" aria-labelledby="plans-choice-title">
            <h2 id="plans-choice-title" className="plans-page__choice-title">
              {t('choice.title', { plan: localized(chosen.title) })}
            </h2>
            <p className="plans-page__choice-summary">
              {t('choice.summary', {
                price: formatRupees(chosen.price, i18n.language),
                count: chosen.validityMonths,
                contacts:
                  chosen.contactAllowance === null || chosen.contactAllowance === undefined
                    ? t('choice.unlimited')
                    : t('choice.contacts', { count: chosen.contactAllowance }),
              })}
            </p>
            {own.isPending && own.fetchStatus !== 'idle' ? null : user ? (
              <button type="button" className="button button--primary" onClick={pay} disabled={busy}>
                {state.step === 'ordering'
                  ? t('choice.ordering')
                  : state.step === 'verifying'
                    ? t('choice.verifying')
                    : t('choice.pay', { price: formatRupees(chosen.price, i18n.language) })}
              </button>
            ) : (
              <Link to={loginUrl(pathname + search)} className="button button--primary">
                {t('choice.login')}
              </Link>
            )}
            <p className="plans-page__choice-note">{t('choice.gst')}</p>
          </section>
          <h2 className="plans-page__grid-title">{t('allPlans')}</h2>
          <ul className="plans-page__grid" aria-label={t('allPlans')}>
            {all.map((plan) => {
              const selected = plan.code === chosen.code
              const title = localized(plan.title)
              return (
                <li key={plan.code} className={selected ? 'plans-page__option plans-page__option--chosen' : 'plans-page__option'}>
                  <PlanCard
                    plan={plan}
                    action={{
                      to: `/buy?plan=${plan.code}`,
                      text: selected ? t('chosen') : t('choose'),
                      label: selected ? t('chosenLabel', { plan: title }) : t('chooseLabel', { plan: title }),
                    }}
                  />
                </li>
              )
            })}
          </ul>
        </>
      )}
      {state.step === 'checkout' && state.order.provider === 'sandbox' && (
        <SandboxCheckout
          order={state.order}
          planTitle={titleOf(state.order.plan)}
          onPay={checkout.sandbox}
          onClose={checkout.dismiss}
        />
      )}
    </div>
  )
}

/** The plan chosen: the one in the link, else the one the member's profile suggests, else the most popular. */
export function choosePlan(plans: Plan[], fromLink: string | null, user: UserData | undefined): Plan | undefined {
  const byCode = (code: string | null | undefined) => plans.find((plan) => plan.code === code)
  return byCode(fromLink) ?? byCode(user?.upgradePlan) ?? plans.find((plan) => plan.mostPopular) ?? plans[0]
}

function MembershipStatus({ user, planTitle }: { user: UserData; planTitle: string }) {
  const { t, i18n } = useTranslation('plansPage')
  const subscription = user.subscription
  if (!subscription) return <p className="plans-page__current">{t('status.free')}</p>
  return (
    <p className="plans-page__current">
      <strong>{t('status.plan', { plan: planTitle })}</strong> ·{' '}
      {t('status.until', { date: formatDate(subscription.endsAt, i18n.language) })} ·{' '}
      {subscription.contactsRemaining === null
        ? t('status.unlimited')
        : t('status.contactsLeft', { count: subscription.contactsRemaining })}
    </p>
  )
}
