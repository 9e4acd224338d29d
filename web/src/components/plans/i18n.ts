import { registerTranslations } from '../../lib/i18n'

export const planEn = {
  mostPopular: 'Most Popular',
  price: 'Price',
  originalPrice: 'Original price',
  validity_one: 'Valid for {{count}} month',
  validity_other: 'Valid for {{count}} months',
  contacts_one: 'View {{count}} contact',
  contacts_other: 'View {{count}} contacts',
  unlimitedContacts: 'Unlimited contacts',
  choose: 'Choose plan',
  chooseLabel: 'Choose plan: {{plan}}',
}

export type PlanMessages = typeof planEn

export function registerPlanTranslations(): Promise<void> {
  return registerTranslations('plans', planEn, () => import('./i18n.mr').then((module) => module.planMr))
}
