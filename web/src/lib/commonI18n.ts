export const commonEn = {
  brand: 'Reshimgathi',
  loading: 'Loading…',
  error: {
    title: 'Something went wrong',
    body: 'We could not load this right now. Please check your connection and try again.',
    retry: 'Try again',
    network: 'Could not reach the server. Please try again.',
  },
  empty: 'Nothing to show yet.',
  toast: {
    close: 'Dismiss notification',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    status: 'Page {{page}} of {{total}}',
  },
  validation: {
    required: 'This field is required.',
    email: 'Please enter a valid e-mail address.',
    phone: 'Phone must be 10 digits.',
    minLength: 'Please enter at least {{count}} characters.',
    maxLength: 'Please keep this under {{count}} characters.',
    fixErrors: 'Please fix the errors in the form.',
  },
  form: {
    requiredHint: 'All fields are required.',
    sending: 'Sending…',
  },
  language: {
    label: 'Language',
    en: 'English',
    mr: 'मराठी',
  },
  office: {
    name: 'Reshimgathi Matrimony',
    street: '2nd floor, Shivaji Nagar',
    city: 'Pune 411005, Maharashtra',
    hours: 'Mon–Sat, 10 AM – 6 PM',
    openInMaps: 'Open in Maps',
    openInMapsLabel: 'Open in Maps: our office address in OpenStreetMap (opens in a new tab)',
  },
}

export type CommonMessages = typeof commonEn
