import { registerTranslations } from '../../../lib/i18n'

export const memberNavEn = {
  nav: {
    label: 'Main',
    home: 'Home',
    matches: 'Matches',
    interests: 'Interests',
    search: 'Search',
    connections: 'Connections',
  },
  menu: {
    open: 'Account menu for {{name}}',
    openFallback: 'Account menu',
    userId: 'ID: {{id}}',
    plan: '{{plan}} plan',
    freeMember: 'Free member',
    shortlist: 'Shortlist & visitors',
    verification: 'Verify your profile',
    settings: 'Settings',
    payments: 'Payments & receipts',
    upgradePrompt: 'Upgrade membership to call or message with matches',
    upgrade: 'Upgrade Now',
    dashboard: 'Dashboard',
    editProfile: 'Edit Profile',
    logout: 'Logout',
    loggingOut: 'Logging out…',
    loading: 'Loading your profile…',
    loadError: 'Your profile could not be loaded.',
  },
  plans: {
    basic: 'Basic',
    standard: 'Standard',
    premium: 'Premium',
    elite: 'Elite',
  },
}

export type MemberNavMessages = typeof memberNavEn

export function registerMemberNavTranslations(): Promise<void> {
  return registerTranslations('memberNav', memberNavEn, () => import('./i18n.mr').then((module) => module.memberNavMr))
}
