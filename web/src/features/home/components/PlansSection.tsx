import { useTranslation } from '../../../lib/i18n'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { PlanCard } from '../../../components/plans/PlanCard'
import { Spinner } from '../../../components/Spinner'
import { usePlans } from '../../../api/plans'

export function PlansSection() {
  const { t } = useTranslation('home')
  const plans = usePlans()

  return (
    <section id="plans" className="home-section" aria-labelledby="plans-title">
      <div className="container">
        <h2 id="plans-title" className="section-title">
          {t('plans.title')}
        </h2>
        <p className="section-subtitle">{t('plans.subtitle')}</p>
        {plans.isPending ? (
          <Spinner />
        ) : plans.isError ? (
          <ErrorState error={plans.error} title={t('plans.error')} onRetry={() => void plans.refetch()} />
        ) : plans.data.plans.length === 0 ? (
          <EmptyState message={t('plans.empty')} />
        ) : (
          <div className="plan-grid">
            {plans.data.plans.map((plan) => (
              <PlanCard key={plan.code} plan={plan} />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
