import { registerTranslations } from '../../lib/i18n'

export const verificationEn = {
  documentTitle: 'Verification',
  title: 'Verify your profile',
  intro: 'Families trust verified profiles. Each badge shows on your cards and your profile.',
  error: 'Your verification could not be loaded.',
  failed: 'That did not work. Please try again.',
  verified: 'Verified',
  sending: 'Sending…',
  back: 'Back to verification',
  email: {
    documentTitle: 'Confirm your e-mail',
    title: 'E-mail address',
    send: 'E-mail a link to {{email}}',
    sent: 'A link is on its way to {{email}}. It works for 24 hours.',
    verified: 'Your e-mail address is verified. Your profile now shows the badge.',
    incomplete: 'This verification link is not complete. Please open it again from the e-mail.',
  },
  phone: {
    title: 'Mobile number',
    send: 'Text a code to {{phone}}',
    resend: 'Text a new code',
    sent: 'A 6-digit code is on its way to {{phone}}. It works for 10 minutes.',
    code: 'The 6-digit code',
    codeFormat: 'Enter the 6-digit code we texted you.',
    confirm: 'Verify',
    verified: 'Your mobile number is verified.',
  },
  documents: {
    idTitle: 'Government ID',
    photoTitle: 'Selfie',
    type: 'Document',
    chooseType: 'Choose a document',
    types: {
      aadhaar: 'Aadhaar card',
      pan: 'PAN card',
      passport: 'Passport',
      'voter-id': 'Voter ID',
      'driving-licence': 'Driving licence',
    },
    idImage: 'A clear photo of the document',
    selfie: 'A selfie, your face clearly visible',
    privacy: 'Kept privately: only our verification team sees it, and it is deleted as soon as they decide (within 24 hours).',
    typeRequired: 'Please choose the type of identity document.',
    fileRequired: 'Please choose a picture of the document.',
    tooLarge: 'The picture is larger than 5 MB. Please choose a smaller one.',
    send: 'Send for verification',
    sent: 'Sent. We will check it within 24 hours and tell you in your notifications.',
    pending: 'We are checking what you sent on {{date}}. We will tell you within 24 hours.',
    rejected: 'We could not verify what you sent: {{reason}} Please send another.',
  },
}

export type VerificationMessages = typeof verificationEn

export function registerVerificationTranslations(): Promise<void> {
  return registerTranslations('verification', verificationEn, () => import('./i18n.mr').then((module) => module.verificationMr))
}
