import { registerTranslations } from '../../lib/i18n'

export const interestsEn = {
  documentTitle: 'Interests',
  title: 'People Interested in You (Maharashtra Only)',
  intro: 'Members who sent you a connection request. Accept to connect, or reject politely.',
  list: 'Connection requests',
  accept: 'Accept',
  acceptFrom: 'Accept the request from {{name}}',
  accepting: 'Accepting…',
  reject: 'Reject',
  rejectFrom: 'Reject the request from {{name}}',
  rejecting: 'Rejecting…',
  accepted: 'Request Accepted',
  rejected: 'Request Rejected',
  empty: 'No requests yet.',
  emptyHint: 'Send requests to the members you like — replies show up in your notifications.',
  findMatches: 'See your matches',
  error: 'Your requests could not be loaded.',
}

export type InterestsMessages = typeof interestsEn

export function registerInterestsTranslations(): Promise<void> {
  return registerTranslations('interests', interestsEn, () => import('./i18n.mr').then((module) => module.interestsMr))
}
