import { registerTranslations } from '../../lib/i18n'

export const contactEn = {
  documentTitle: 'Help & contact',
  title: 'How can we help?',
  intro: 'Call us, write to us or visit our office — or send a message below and we will reply within one working day.',
  details: {
    title: 'Our office',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Office hours',
  },
  form: {
    title: 'Send us a message',
    name: 'Full name',
    email: 'E-mail',
    phone: 'Mobile number (10 digits)',
    gender: 'Gender',
    genders: {
      male: 'Male',
      female: 'Female',
      other: 'Other',
    },
    message: 'Message',
    submit: 'Send message',
    success: 'Thank you! Your message has been sent. We will get back to you within one working day.',
    failure: 'Your message could not be sent. Please try again.',
  },
}

export type ContactMessages = typeof contactEn

export function registerContactTranslations(): Promise<void> {
  return registerTranslations('contact', contactEn, () => import('./i18n.mr').then((module) => module.contactMr))
}
