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
  confirmReject: 'Reject the request from {{name}}? They will not be able to send you another.',
  confirmRejectYes: 'Yes, reject',
  confirmRejectNo: 'Keep it',
  tabs: {
    label: 'Requests',
    received: 'Received',
    sent: 'Sent',
  },
  sent: {
    intro: 'Requests you sent that are waiting for an answer. You can withdraw one until it is answered.',
    list: 'Requests you sent',
    empty: 'No requests waiting for an answer.',
    search: 'Search profiles',
    error: 'Your sent requests could not be loaded.',
  },
}

export type InterestsMessages = typeof interestsEn

export function registerInterestsTranslations(): Promise<void> {
  return registerTranslations('interests', interestsEn, () => import('./i18n.mr').then((module) => module.interestsMr))
}
