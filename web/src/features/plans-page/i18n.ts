import { registerTranslations } from '../../lib/i18n'

export const plansPageEn = {
  documentTitle: 'Upgrade plans',
  title: 'Upgrade your membership',
  intro: 'A plan lets you see the phone number and e-mail of the members you like, and call or message them.',
  currentPlan: 'Your plan: {{plan}}',
  active: 'Membership active',
  inactive: 'Not yet paid',
  paymentSoon: {
    title: 'Online payment is coming soon',
    body: 'You cannot pay on the website yet. Until then, call or write to us with the plan you want and our team will activate it for you.',
    contact: 'Contact us to subscribe',
    call: 'Call {{phone}}',
  },
  subscribe: 'Contact us',
  subscribeLabel: 'Subscribe to {{plan}}: contact us',
  loadError: 'Plans could not be loaded.',
  empty: 'No plans are available right now.',
}

export type PlansPageMessages = typeof plansPageEn

export function registerPlansPageTranslations(): Promise<void> {
  return registerTranslations('plansPage', plansPageEn, () => import('./i18n.mr').then((module) => module.plansPageMr))
}
