import { registerTranslations } from '../../lib/i18n'

export const dashboardEn = {
  documentTitle: 'My profile',
  title: 'My profile',
  memberBadge: '{{plan}} Member',
  freeMember: 'Free member',
  memberId: 'Member ID: {{id}}',
  memberSince: 'Member since {{date}}',
  photoAlt: 'Profile picture of {{name}}',
  previewProfile: 'View my profile as others see it',
  editProfile: 'Edit Profile',
  upgrade: 'Upgrade',
  subscribed: 'Membership active',
  subscribedUntil: 'Membership active until {{date}}',
  contactsLeft_one: '{{count}} contact view left',
  contactsLeft_other: '{{count}} contact views left',
  contactsUnlimited: 'Unlimited contact views',
  payments: 'Payments & receipts',
  notSubscribed: 'Membership not yet active',
  loadError: 'Your profile could not be loaded.',
  verify: 'Verify your profile',
  settings: 'Settings',
  declarations: {
    title: 'Your declarations',
    why: 'Matrimonial sites in India ask every member to declare these. Please confirm all three.',
    confirm: 'Confirm',
    done: 'Thank you. Your declarations are recorded.',
    failed: 'Your declarations could not be recorded. Please try again.',
  },
  completeness: {
    title: 'Profile completeness',
    percent: '{{percent}}% complete',
    next: 'Worth adding next:',
    add: 'Complete your profile',
  },
  requests: {
    title: 'Requests',
    received_one: '{{count}} request waiting for your answer',
    received_other: '{{count}} requests waiting for your answer',
    sent_one: '{{count}} sent request waiting for an answer',
    sent_other: '{{count}} sent requests waiting for an answer',
    connections_one: '{{count}} connection',
    connections_other: '{{count}} connections',
    error: 'Your requests could not be counted just now.',
  },
  na: 'N/A',
  places: {
    Maharashtra: 'Maharashtra',
    India: 'India',
  },
  any: 'Any',
  sections: {
    personal: 'Personal Details',
    career: 'Education & Profession',
    family: 'Family Details',
    partner: 'Partner Preferences',
  },
  labels: {
    age: 'Age',
    location: 'Location',
    incomeAnnual: 'Annual income',
    partnerAge: 'Age',
    partnerHeight: 'Height',
    partnerLocation: 'Location',
  },
  values: {
    years: '{{count}} years',
    cm: '{{count}} cm',
    kg: '{{count}} kg',
    perAnnum: '{{amount}} p.a.',
    ageRange: '{{min}}–{{max}} years',
    heightRange: '{{min}}–{{max}} cm',
    heightFrom: 'From {{min}} cm',
    heightUpTo: 'Up to {{max}} cm',
  },
}

export type DashboardMessages = typeof dashboardEn

export function registerDashboardTranslations(): Promise<void> {
  return registerTranslations('dashboard', dashboardEn, () => import('./i18n.mr').then((module) => module.dashboardMr))
}
