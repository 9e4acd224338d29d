import { registerTranslations } from '../../lib/i18n'

export const memberCardEn = {
  age_one: '{{count}} year',
  age_other: '{{count}} years',
  cityState: '{{city}}, {{state}}',
  maharashtra: 'Maharashtra',
  india: 'India',
  memberId: 'ID: {{id}}',
  photoOf: 'Photo of {{name}}',
  viewProfileOf: 'View the profile of {{name}}',
  badges: {
    label: 'Verified',
    id: 'ID verified',
    photo: 'Photo verified',
    phone: 'Phone verified',
    email: 'E-mail verified',
  },
  connect: {
    send: 'Send Request',
    connect: 'Connect',
    sendTo: 'Send a connection request to {{name}}',
    sending: 'Sending…',
    sent: 'Request Sent',
    withdraw: 'Withdraw',
    withdrawFrom: 'Withdraw your request to {{name}}',
    withdrawing: 'Withdrawing…',
    received: 'Received Request',
    receivedHint: 'Open your interests to accept or reject',
    connected: 'Connected',
    rejected: 'Rejected',
    sentToast: 'Request sent to {{name}}.',
    withdrawnToast: 'Your request to {{name}} was withdrawn.',
  },
  errors: {
    request_declined: 'This member has declined your request.',
    request_answered: 'This request has already been answered.',
    request_not_found: 'There is no pending request with this member any more.',
    request_self: 'You cannot send a request to yourself.',
    not_found: 'This member is no longer available.',
    generic: 'That did not work. Please try again.',
  },
}

export type MemberCardMessages = typeof memberCardEn

export function registerMemberCardTranslations(): Promise<void> {
  return registerTranslations('memberCard', memberCardEn, () => import('./i18n.mr').then((module) => module.memberCardMr))
}
