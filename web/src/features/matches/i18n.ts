import { registerTranslations } from '../../lib/i18n'

export const matchesEn = {
  documentTitle: 'Matches',
  title: 'Your Matches',
  intro: 'Members who fit the partner preferences in your profile.',
  categories: {
    caste: 'Matches Based on Caste',
    age: 'Matches Based on Age',
    location: 'Matches Based on Location',
    mutual: 'Mutual Matches',
    near: 'Near You',
    new: 'New Members This Week',
    horoscope: 'Horoscope Matches',
  },
  notFound: {
    caste: 'Caste Matches Not Found',
    age: 'Age Matches Not Found',
    location: 'Location Matches Not Found',
    mutual: 'No mutual matches yet',
    near: 'No matches in your district yet',
    new: 'No new members who fit you this week',
    horoscope: 'No horoscope matches yet',
  },
  addHoroscope: 'Add your nakshatra and rashi to see members whose gun milan with you is 18 or more.',
  editHoroscope: 'Add Horoscope',
  score: '{{score}}% compatible',
  reasons: {
    label: 'Why this match',
    met: 'fits your preference',
    unmet: 'does not fit your preference',
    age: 'Age {{value}}',
    religion: 'Religion',
    caste: 'Caste',
    location: 'City',
    height: 'Height',
    maritalStatus: 'Marital status',
    manglik: 'Manglik: {{value}}',
    motherTongue: 'Mother tongue',
    gunMilan: 'Gun milan {{value}}/36',
    mutual: 'You fit their preferences',
  },
  home: {
    documentTitle: 'Home',
    title: 'Welcome back',
    greeting: 'Welcome back, {{name}}',
    glance: 'Your day at a glance',
    summaryError: 'Your counts could not be loaded just now.',
    interests: 'Interests waiting',
    connections: 'Connections',
    unreadMessages: 'Unread messages',
    planUntil: 'until {{date}}',
    freeMember: 'Free member',
    upgrade: 'Upgrade to see contacts and message',
  },
  shownElsewhere: {
    title: 'Already shown in another row',
    body: 'Everyone who fits here is shown in another row on this page: nobody appears twice. Search to see them all, and more.',
    search: 'Search for more like these',
  },
  noneFit: {
    body: 'No member fits all your partner preferences here yet. Widening them (age, caste, city, height) brings more matches.',
    search: 'Search all members',
  },
  editPreference: 'Edit Preference',
  scrollPrevious: 'Scroll back: {{category}}',
  scrollNext: 'Scroll forward: {{category}}',
  exploreMore: 'Explore More',
  exploreMoreHint: 'Search every profile with your own filters.',
  verifiedOnly: 'Verified profiles only (ID checked by our team)',
  error: 'Your matches could not be loaded.',
}

export type MatchesMessages = typeof matchesEn

export function registerMatchesTranslations(): Promise<void> {
  return registerTranslations('matches', matchesEn, () => import('./i18n.mr').then((module) => module.matchesMr))
}
