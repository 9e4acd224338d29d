import { useTranslation } from '../../lib/i18n'
import { Link } from 'react-router-dom'
import type { components } from '../../api/schema.gen'
import { formatRupees } from '../../lib/format'
import { useLocalized } from '../../lib/localized'
import { registerPlanTranslations } from './i18n'
import './plans.css'

await registerPlanTranslations()

type Plan = components['schemas']['Plan']

/** Where the card's button leads (default: /buy with this plan chosen), its text and its accessible name. */
interface PlanAction {
  to: string
  text: string
  label: string
}

/** One membership plan; shared by the home page and the upgrade page. */
export function PlanCard({ plan, action }: { plan: Plan; action?: PlanAction }) {
  const { t, i18n } = useTranslation('plans')
  const localized = useLocalized()
  const title = localized(plan.title)
  const titleId = `plan-${plan.code}-title`
  const discounted = plan.originalPrice !== undefined && plan.originalPrice > plan.price

  return (
    <article className={plan.mostPopular ? 'plan-card plan-card--popular' : 'plan-card'} aria-labelledby={titleId}>
      {plan.mostPopular && <p className="plan-card__ribbon">{t('mostPopular')}</p>}
      <h3 id={titleId} className="plan-card__title">
        {title}
      </h3>
      <p className="plan-card__price">
        <span className="visually-hidden">{t('price')}: </span>
        <span className="plan-card__amount">{formatRupees(plan.price, i18n.language)}</span>
        {discounted && (
          <s className="plan-card__original">
            <span className="visually-hidden">{t('originalPrice')}: </span>
            {formatRupees(plan.originalPrice ?? 0, i18n.language)}
          </s>
        )}
      </p>
      <p className="plan-card__validity">{t('validity', { count: plan.validityMonths })}</p>
      <ul className="plan-card__features">
        {plan.contactAllowance !== undefined && (
          <li>
            {plan.contactAllowance === null ? t('unlimitedContacts') : t('contacts', { count: plan.contactAllowance })}
          </li>
        )}
        {plan.features.map((feature) => (
          <li key={feature.en}>{localized(feature)}</li>
        ))}
      </ul>
      <Link
        to={action?.to ?? `/buy?plan=${plan.code}`}
        className={plan.mostPopular ? 'button button--primary button--block' : 'button button--secondary button--block'}
        aria-label={action?.label ?? t('chooseLabel', { plan: title })}
      >
        {action?.text ?? t('choose')}
      </Link>
    </article>
  )
}
