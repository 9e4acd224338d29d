import { registerTranslations } from '../../lib/i18n'

export const searchEn = {
  documentTitle: 'Search',
  title: 'Search Profiles',
  intro: 'Find brides and grooms across Maharashtra by age, community, religion and city.',
  lookingFor: {
    bride: 'Showing brides.',
    groom: 'Showing grooms.',
    contradicts: {
      bride: 'Your profile is a groom’s, so Reshimgathi shows you brides: members only see the opposite gender.',
      groom: 'Your profile is a bride’s, so Reshimgathi shows you grooms: members only see the opposite gender.',
    },
  },
  filters: {
    title: 'Filters',
    toggle: 'Filters',
    toggleActive_one: 'Filters ({{count}} active)',
    toggleActive_other: 'Filters ({{count}} active)',
    minAge: 'Min age',
    maxAge: 'Max age',
    caste: 'Caste',
    anyCaste: 'Any caste',
    location: 'Location',
    anyLocation: 'Any city',
    religion: 'Religion',
    anyReligion: 'Any religion',
    motherTongue: 'Mother tongue',
    anyMotherTongue: 'Any mother tongue',
    clear: 'Clear Filters',
    apply: 'Apply Filters',
    loadingOptions: 'Loading the lists…',
    optionsError: 'The lists could not be loaded. You can still search by age.',
    errors: {
      ageRange: 'Age must be between 18 and 100.',
      ageOrder: 'Minimum age cannot be greater than maximum age.',
    },
  },
  results: {
    heading: 'Search Results ({{count}})',
    headingMore: 'Search Results (1000+)',
    pageOf: 'Page {{page}} of {{total}}',
    emptyTitle: 'No Matching Profiles Found.',
    emptyBody: 'Try changing your filters to discover more matches.',
    error: 'Search results could not be loaded.',
    list: 'Search results',
  },
}

export type SearchMessages = typeof searchEn

export function registerSearchTranslations(): Promise<void> {
  return registerTranslations('search', searchEn, () => import('./i18n.mr').then((module) => module.searchMr))
}
