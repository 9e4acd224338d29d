import { registerTranslations } from '../../lib/i18n'

export const matchesEn = {
  documentTitle: 'Matches',
  title: 'Your Matches',
  intro: 'Members who fit the partner preferences in your profile.',
  categories: {
    caste: 'Matches Based on Caste',
    age: 'Matches Based on Age',
    location: 'Matches Based on Location',
  },
  notFound: {
    caste: 'Caste Matches Not Found',
    age: 'Age Matches Not Found',
    location: 'Location Matches Not Found',
  },
  changePreference: 'Please Change Your Preference',
  editPreference: 'Edit Preference',
  scrollPrevious: 'Scroll back: {{category}}',
  scrollNext: 'Scroll forward: {{category}}',
  exploreMore: 'Explore More',
  exploreMoreHint: 'Search every profile with your own filters.',
  error: 'Your matches could not be loaded.',
}

export type MatchesMessages = typeof matchesEn

export function registerMatchesTranslations(): Promise<void> {
  return registerTranslations('matches', matchesEn, () => import('./i18n.mr').then((module) => module.matchesMr))
}
