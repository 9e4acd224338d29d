import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { $api } from '../../../api/client'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { PlanCard } from '../../../components/plans/PlanCard'
import { Spinner } from '../../../components/Spinner'
import { useLocalized } from '../../../lib/localized'
import { OFFICE_PHONES } from '../../../lib/office'
import { useOwnProfile } from '../../../lib/session-hooks'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { registerPlansPageTranslations } from '../i18n'
import '../plans-page.css'

await registerPlansPageTranslations()

/**
 * /buy: the plans, and an honest note that paying online is not possible yet (payments are a
 * later piece of work); the way to subscribe today is to contact the office.
 */
export function PlansRoute() {
  const { t } = useTranslation('plansPage')
  useDocumentTitle(t('documentTitle'))
  const localized = useLocalized()
  const plans = $api.useQuery('get', '/api/plans')
  const own = useOwnProfile()
  const user = own.data?.userData
  const currentPlan = user ? plans.data?.plans.find((plan) => plan.code === user.plan) : undefined
  const phone = OFFICE_PHONES[1]

  return (
    <div className="page container">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      {user && currentPlan && (
        <p className="plans-page__current">
          <strong>{t('currentPlan', { plan: localized(currentPlan.title) })}</strong> · {user.isSubscribe ? t('active') : t('inactive')}
        </p>
      )}
      <section className="plans-page__notice" aria-labelledby="payment-soon-title">
        <h2 id="payment-soon-title">{t('paymentSoon.title')}</h2>
        <p>{t('paymentSoon.body')}</p>
        <div className="plans-page__notice-actions">
          <Link to="/contact" className="button button--primary">
            {t('paymentSoon.contact')}
          </Link>
          <a href={phone.href} className="button button--secondary">
            {t('paymentSoon.call', { phone: phone.display })}
          </a>
        </div>
      </section>
      {plans.isPending ? (
        <Spinner />
      ) : plans.isError ? (
        <ErrorState error={plans.error} title={t('loadError')} onRetry={() => void plans.refetch()} />
      ) : plans.data.plans.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <div className="plans-page__grid">
          {plans.data.plans.map((plan) => (
            <PlanCard
              key={plan.code}
              plan={plan}
              action={{ to: '/contact', text: t('subscribe'), label: t('subscribeLabel', { plan: localized(plan.title) }) }}
            />
          ))}
        </div>
      )}
    </div>
  )
}
