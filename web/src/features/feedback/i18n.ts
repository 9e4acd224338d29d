import { registerTranslations } from '../../lib/i18n'

export const feedbackEn = {
  documentTitle: 'Feedback',
  title: 'Share your feedback',
  intro: 'Tell us what you like and what we could do better. Every message is read by our team.',
  form: {
    name: 'Full name',
    email: 'E-mail',
    rating: 'How would you rate Reshimgathi?',
    ratings: {
      '5': '5 – Excellent',
      '4': '4 – Very Good',
      '3': '3 – Good',
      '2': '2 – Fair',
      '1': '1 – Poor',
    },
    feedback: 'Your feedback',
    submit: 'Send feedback',
    success: 'Thank you for your feedback!',
    failure: 'Your feedback could not be sent. Please try again.',
  },
}

export type FeedbackMessages = typeof feedbackEn

export function registerFeedbackTranslations(): Promise<void> {
  return registerTranslations('feedback', feedbackEn, () => import('./i18n.mr').then((module) => module.feedbackMr))
}
