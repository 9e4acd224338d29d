import { registerTranslations } from '../../lib/i18n'

export const messagesEn = {
  documentTitle: 'Messages',
  title: 'Messages',
  list: {
    label: 'Your conversations',
    empty: 'No conversations yet.',
    emptyHint: 'Open a connection’s profile and choose Message to start one.',
    connections: 'See your connections',
    error: 'Your conversations could not be loaded.',
    more: 'Show older conversations',
    loadingMore: 'Loading…',
    you: 'You:',
    unread_one: '{{count}} unread message',
    unread_other: '{{count}} unread messages',
  },
  calls: {
    label: 'Recent calls',
    minutes: '{{minutes}} min {{seconds}} s',
    seconds: '{{seconds}} s',
    voice: {
      outgoing: 'Outgoing voice call',
      incoming: 'Incoming voice call',
      missed: 'Missed voice call',
      declined: 'Declined voice call',
      live: 'Voice call under way',
    },
    video: {
      outgoing: 'Outgoing video call',
      incoming: 'Incoming video call',
      missed: 'Missed video call',
      declined: 'Declined video call',
      live: 'Video call under way',
    },
  },
  thread: {
    callVoice: 'Call',
    callVideo: 'Video',
    callVoiceLabel: 'Voice call with {{name}}',
    callVideoLabel: 'Video call with {{name}}',
    choose: 'Choose a conversation to read it here.',
    back: 'All conversations',
    label: 'Messages with {{name}}',
    profile: 'View profile',
    empty: 'No messages yet. Say namaskar!',
    error: 'This conversation could not be loaded.',
    notFound: 'This member could not be found.',
    earlier: 'Load earlier messages',
    loadingEarlier: 'Loading…',
    you: 'You',
    sent: 'Sent',
    seen: 'Seen',
  },
  gate: {
    subscription: 'Upgrade membership to call or message with matches',
    upgrade: 'Upgrade Now',
    notConnected: 'You can message only members you are connected with.',
    viewProfile: 'View their profile',
  },
  composer: {
    label: 'Write a message to {{name}}',
    placeholder: 'Write a message…',
    send: 'Send',
    sending: 'Sending…',
    count: '{{count}} / {{max}}',
    countLabel: '{{count}} of {{max}} characters',
    tooLong: 'A message can be at most {{max}} characters.',
    hint: 'Press Ctrl+Enter to send.',
    failed: 'Your message could not be sent. Please try again.',
  },
}

export type MessagesMessages = typeof messagesEn

export function registerMessagesTranslations(): Promise<void> {
  return registerTranslations('messages', messagesEn, () => import('./i18n.mr').then((module) => module.messagesMr))
}
