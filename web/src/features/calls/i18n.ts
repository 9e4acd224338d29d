import { registerTranslations } from '../../lib/i18n'

export const callsEn = {
  incoming: {
    label: 'Incoming call',
    voice: '{{name}} is calling you',
    video: '{{name}} is video calling you',
    answer: 'Answer',
    decline: 'Decline',
  },
  call: {
    label: 'Call with {{name}}',
    ringing: 'Ringing {{name}}…',
    connecting: 'Connecting…',
    connected: 'Connected',
    reconnecting: 'Connection lost. Trying again…',
    mute: 'Mute',
    unmute: 'Unmute',
    cameraOff: 'Turn camera off',
    cameraOn: 'Turn camera on',
    hangUp: 'Hang up',
    you: 'You',
    private: 'Your phone numbers stay private on this call.',
  },
  ended: {
    declined: '{{name}} declined the call.',
    missed: '{{name}} did not answer.',
    ended: 'The call has ended.',
    busy: '{{name}} is on another call. Please try again later.',
    failed: 'The call could not be connected.',
    media: 'Your microphone or camera could not be used. Please allow them for this site.',
    dismiss: 'Close',
  },
}

export type CallsMessages = typeof callsEn

export function registerCallsTranslations(): Promise<void> {
  return registerTranslations('calls', callsEn, () => import('./i18n.mr').then((module) => module.callsMr))
}
