import { registerTranslations } from '../../lib/i18n'

export const privacyEn = {
  title: 'Your data and account',
  controls: {
    photos: 'Your photos',
    whoSees: 'Who sees your photos',
    visibility: {
      all: 'Every member who may see your profile',
      connections: 'Only your connections',
      'on-request': 'Only members whose photo request I accept',
    },
    photosSaved: 'Saved. Everyone else sees a blurred picture.',
    requestsTitle: 'Asking to see your photos',
    accept: 'Show my photos',
    decline: 'Decline',
    requestAccepted: 'They can see your photos now.',
    requestDeclined: 'Declined.',
    pauseTitle: 'Pause your profile',
    pauseHint: 'Hide your profile from search and matches for a while. You can still log in, and your connections still see you.',
    pausedNow: 'Your profile is paused: new members cannot find you.',
    pause: 'Pause my profile',
    resume: 'Show my profile again',
    paused: 'Your profile is paused.',
    resumed: 'Your profile shows in search and matches again.',
    blocksTitle: 'Blocked members',
    noBlocks: 'You have not blocked anyone.',
    blockedOn: 'blocked on {{date}}',
    unblock: 'Unblock',
    unblockName: 'Unblock {{name}}',
    unblocked: '{{name}} is unblocked. Nothing the block ended comes back.',
    blocksError: 'Your blocked members could not be loaded.',
    failed: 'That did not work. Please try again.',
  },
  settings: {
    documentTitle: 'Settings',
    title: 'Settings',
    password: 'Password',
    passwordHint: 'To change your password, we send a code to your e-mail.',
    changePassword: 'Change password',
    error: 'Your account could not be loaded.',
  },
  intro: 'You can download a copy of everything Reshimgathi stores about you, or delete your account for good.',
  download: {
    button: 'Download my data',
    busy: 'Preparing your data…',
    hint: 'A JSON file with your profile, requests, notifications and membership.',
    failure: 'Your data could not be downloaded. Please try again.',
  },
  erase: {
    open: 'Delete my account',
    warning:
      'This deletes your account, profile, photo, requests, connections and notifications for good. It cannot be undone, and the other members will no longer see you.',
    password: 'Enter your password to confirm',
    confirm: 'Delete my account for good',
    busy: 'Deleting…',
    cancel: 'Cancel',
    done: 'Your account has been deleted. Thank you for using Reshimgathi.',
    failure: 'Your account could not be deleted. Please try again.',
  },
}

export type PrivacyMessages = typeof privacyEn

export function registerPrivacyTranslations(): Promise<void> {
  return registerTranslations('privacy', privacyEn, () => import('./i18n.mr').then((module) => module.privacyMr))
}
