import { registerTranslations } from '../../lib/i18n'

export const grievanceEn = {
  documentTitle: 'Grievance officer',
  title: 'Grievance officer',
  intro:
    'Something wrong on Reshimgathi — a profile pretending to be you, a morphed picture, harassment, fraud, your privacy? Write to our grievance officer. We acknowledge every complaint within 24 hours and resolve it within 15 days; impersonation and morphed pictures are taken down within 24 hours.',
  officerError: 'The grievance officer’s details could not be loaded.',
  formTitle: 'File a complaint',
  fields: {
    name: 'Your name',
    email: 'Your e-mail',
    phone: 'Your mobile number (optional)',
    againstUserId: 'Member ID of the profile, if it is about one (optional)',
    category: 'What is it about?',
    description: 'What happened',
  },
  chooseCategory: 'Choose one',
  categories: {
    impersonation: 'Someone is pretending to be me',
    'morphed-photo': 'A morphed or misused picture',
    harassment: 'Harassment',
    fraud: 'Fraud or asking for money',
    privacy: 'My privacy or my data',
    other: 'Something else',
  },
  errors: {
    name: 'Please enter your name.',
    email: 'Please enter a valid e-mail address.',
    category: 'Please choose what your complaint is about.',
    description: 'Please describe your complaint in 10 to 4,000 characters.',
  },
  submit: 'Send complaint',
  sending: 'Sending…',
  failed: 'Your complaint could not be sent. Please try again.',
  followLink: 'Follow a complaint you filed',
  ticket: {
    title: 'Ticket {{ticket}}',
    status: 'Status',
    category: 'About',
    filed: 'Filed',
    acknowledge: 'Acknowledged',
    resolve: 'Resolved',
    by: 'by {{date}}',
    resolution: 'How it was resolved',
  },
  statuses: { received: 'Received', 'in-progress': 'In progress', resolved: 'Resolved', rejected: 'Closed without action' },
  status: {
    documentTitle: 'Complaint status',
    title: 'Follow your complaint',
    ticket: 'Ticket number',
    ticketFormat: 'A ticket number looks like GR4K7Q2PXA.',
    find: 'Show the status',
    back: 'File a new complaint',
  },
}

export type GrievanceMessages = typeof grievanceEn

export function registerGrievanceTranslations(): Promise<void> {
  return registerTranslations('grievance', grievanceEn, () => import('./i18n.mr').then((module) => module.grievanceMr))
}
