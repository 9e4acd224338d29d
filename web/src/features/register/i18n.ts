import { registerTranslations } from '../../lib/i18n'

export const registerEn = {
  documentTitle: 'Register',
  title: 'Create your profile',
  intro: 'Six short steps. Your phone number and e-mail are shown only to members you choose to share them with. Keep a clear photo of yourself ready: the last step asks for it, and it is required.',
  progress: 'Step {{current}} of {{total}}',
  progressLabel: 'Registration steps',
  completed: 'completed',
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  submitting: 'Submitting…',
  success: 'Welcome! Your profile is ready.',
  checking: 'Checking…',
  failure: 'Registration failed. Please try again.',
  network: 'Something went wrong. Please try again.',
  haveAccount: 'Already registered?',
  login: 'Log in',
}

export type RegisterMessages = typeof registerEn

export function registerRegisterTranslations(): Promise<void> {
  return registerTranslations('register', registerEn, () => import('./i18n.mr').then((module) => module.registerMr))
}
