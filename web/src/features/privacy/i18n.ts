import { registerTranslations } from '../../lib/i18n'

export const privacyEn = {
  title: 'Your data and account',
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
