import { registerTranslations } from '../../lib/i18n'

export const paymentsEn = {
  documentTitle: 'Payments and receipts',
  title: 'Payments and receipts',
  intro: 'Every plan you ordered, paid or not. Open a paid one for its receipt, ready to print.',
  list: 'Your payments',
  empty: 'You have not bought a plan yet.',
  emptyHint: 'A plan lets you see the phone number and e-mail of the members you like.',
  seePlans: 'See plans',
  loadError: 'Your payments could not be loaded.',
  orderedOn: 'Ordered on {{date}}',
  paidOn: 'Paid on {{date}}',
  validUntil: 'Membership until {{date}}',
  viewReceipt: 'View receipt',
  viewReceiptLabel: 'View receipt {{number}}',
  details: 'Details',
  status: {
    created: 'Not paid',
    authorized: 'Pending',
    captured: 'Paid',
    failed: 'Failed',
  },
  receipt: {
    documentTitle: 'Receipt',
    title: 'Receipt',
    number: 'Receipt number',
    date: 'Date',
    billedTo: 'Billed to',
    memberId: 'Member ID: {{id}}',
    description: 'Description',
    amount: 'Amount',
    planLine_one: '{{plan}} membership, {{count}} month',
    planLine_other: '{{plan}} membership, {{count}} months',
    validUntil: 'Valid until {{date}}',
    taxable: 'Value before GST',
    gst: 'GST included ({{rate}}%)',
    total: 'Total paid',
    paymentId: 'Payment ID',
    orderId: 'Order ID',
    provider: 'Paid through',
    providers: { razorpay: 'Razorpay', sandbox: 'Test checkout (no real money)' },
    gstin: 'GSTIN: {{gstin}}',
    inclusive: 'All prices include GST. This receipt was issued electronically and needs no signature.',
    print: 'Print receipt',
    back: 'Back to payments',
    notFound: 'This payment does not exist.',
    notPaid: 'This payment is not paid, so it has no receipt.',
    pending: 'This payment is awaiting confirmation from the bank. Its receipt appears here once it is paid.',
    failedReason: 'Reason: {{reason}}',
    tryAgain: 'Choose a plan again',
    loadError: 'This payment could not be loaded.',
  },
}

export type PaymentsMessages = typeof paymentsEn

export function registerPaymentsTranslations(): Promise<void> {
  return registerTranslations('payments', paymentsEn, () => import('./i18n.mr').then((module) => module.paymentsMr))
}
