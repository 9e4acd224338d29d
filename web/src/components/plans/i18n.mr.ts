import type { PlanMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const planMr: PlanMessages = {
  mostPopular: 'सर्वाधिक लोकप्रिय',
  price: 'किंमत',
  originalPrice: 'मूळ किंमत',
  validity_one: '{{count}} महिन्यासाठी वैध',
  validity_other: '{{count}} महिन्यांसाठी वैध',
  contacts_one: '{{count}} संपर्क पाहा',
  contacts_other: '{{count}} संपर्क पाहा',
  unlimitedContacts: 'अमर्यादित संपर्क',
  choose: 'प्लॅन निवडा',
  chooseLabel: 'प्लॅन निवडा: {{plan}}',
}
