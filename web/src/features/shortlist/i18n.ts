import { registerTranslations } from '../../lib/i18n'

export const shortlistEn = {
  tabs: 'Saved and visitors',
  saved: {
    tab: 'Shortlist',
    title: 'Your shortlist',
    empty: 'You have not saved any profiles yet. Save one from its profile page.',
    find: 'See your matches',
    error: 'Your shortlist could not be loaded.',
  },
  viewers: {
    tab: 'Who viewed me',
    title: 'Who viewed your profile',
    summary_one: '{{count}} member, {{views}} views in the last 30 days.',
    summary_other: '{{count}} members, {{views}} views in the last 30 days.',
    last_one: 'Last viewed {{date}} · once in the last 30 days',
    last_other: 'Last viewed {{date}} · on {{count}} of the last 30 days',
    empty: 'Nobody has viewed your profile in the last 30 days.',
    error: 'Your profile visitors could not be loaded.',
  },
}

export type ShortlistMessages = typeof shortlistEn

export function registerShortlistTranslations(): Promise<void> {
  return registerTranslations('shortlist', shortlistEn, () => import('./i18n.mr').then((module) => module.shortlistMr))
}
