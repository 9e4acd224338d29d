import { registerTranslations } from '../../lib/i18n'

export const plansPageEn = {
  documentTitle: 'Upgrade plans',
  title: 'Upgrade your membership',
  intro: 'A plan lets you see the phone number and e-mail of the members you like, and call or message them.',
  verificationFree: 'Photo and ID verification is free for every member, with or without a plan.',
  merchantName: 'Reshimgathi',
  checkoutDescription_one: '{{plan}} membership, {{count}} month',
  checkoutDescription_other: '{{plan}} membership, {{count}} months',
  status: {
    free: 'You are a free member: buy a plan to see contact details.',
    plan: 'Your plan: {{plan}}',
    until: 'active until {{date}}',
    contactsLeft_one: '{{count}} contact view left',
    contactsLeft_other: '{{count}} contact views left',
    unlimited: 'unlimited contact views',
  },
  choice: {
    title: 'Your choice: {{plan}}',
    summary_one: '{{price}} for {{count}} month, {{contacts}}.',
    summary_other: '{{price}} for {{count}} months, {{contacts}}.',
    contacts_one: '{{count}} contact view',
    contacts_other: '{{count}} contact views',
    unlimited: 'unlimited contact views',
    pay: 'Pay {{price}}',
    ordering: 'Opening the checkout…',
    verifying: 'Confirming your payment…',
    login: 'Log in to buy',
    gst: 'Prices include GST. Buying again while a plan is active adds its months after the current end; a higher plan applies at once.',
  },
  allPlans: 'All plans',
  choose: 'Choose',
  chooseLabel: 'Choose {{plan}}',
  chosen: 'Chosen',
  chosenLabel: '{{plan}} is chosen',
  sandbox: {
    badge: 'Test checkout: no real money',
    title: 'Complete your payment',
    merchant: 'Paying',
    plan: 'Plan',
    amount: 'Amount',
    order: 'Order',
    note: 'This server has no payment provider configured, so this test checkout stands in for Razorpay. Choose what happens to the payment.',
    pay: 'Pay {{amount}}',
    fail: 'Make the payment fail',
    cancel: 'Cancel',
    working: 'Processing…',
  },
  success: {
    title: 'Payment successful',
    body: 'Thank you! Your {{plan}} membership is active until {{date}}. You can now view the contact details of the members you like.',
    bodyNoDate: 'Thank you! Your {{plan}} membership is active.',
    receipt: 'Receipt {{number}} is in your e-mail and under Payments.',
    search: 'Find matches',
    viewReceipt: 'View receipt',
    dashboard: 'Go to dashboard',
  },
  failed: {
    title: 'Payment failed',
    body: 'No plan was activated. If money was taken from your account, your bank returns it, or your plan is activated here as soon as the payment reaches us.',
    retry: 'Try again',
    help: 'Contact us',
  },
  pending: {
    title: 'Payment pending',
    body: 'Your bank has approved the payment. We activate your {{plan}} membership as soon as it is confirmed; this page updates by itself.',
    history: 'See your payments',
  },
  loadError: 'Plans could not be loaded.',
  empty: 'No plans are available right now.',
}

export type PlansPageMessages = typeof plansPageEn

export function registerPlansPageTranslations(): Promise<void> {
  return registerTranslations('plansPage', plansPageEn, () => import('./i18n.mr').then((module) => module.plansPageMr))
}
