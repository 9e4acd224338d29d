import { registerTranslations } from '../../lib/i18n'

export const authEn = {
  login: {
    documentTitle: 'Login',
    title: 'Welcome back',
    intro: 'Log in to see your matches, interests and messages.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Login',
    submitting: 'Signing in...',
    forgot: 'Forgot Password?',
    noAccount: 'New to Reshimgathi?',
    signUp: 'Sign up',
    missing: 'Please enter both email and password.',
    success: 'Login successful',
    failure: 'Something went wrong. Please try again later.',
    network: 'Failed to connect to server.',
    sessionExpired: 'Your session has ended. Please log in again.',
    registered: 'Your profile is ready. Log in with the e-mail and password you chose.',
    suspendedReason: 'Reason: {{reason}}',
    suspendedHelp: 'If you think this is a mistake, please write to us from the contact page.',
  },
  /** Known problem codes in the member's language; anything else shows the server's own message. */
  codes: {
    invalid_credentials: 'Invalid email or password.',
    rate_limited: 'Too many attempts. Please try again later.',
    otp_invalid: 'OTP expired or invalid.',
    passwords_differ: 'Passwords do not match.',
    account_suspended: 'Your account has been suspended.',
  },
  forgot: {
    documentTitle: 'Forgot Password',
    title: 'Forgot Password',
    resetTitle: 'Create New Password',
    emailIntro: 'Enter the e-mail you registered with. We will send you a 6-digit code to reset your password.',
    email: 'E-mail',
    sendCode: 'Send code',
    sending: 'Sending…',
    otpIntro: 'Enter the 6-digit code we e-mailed to {{email}}. It is valid for 10 minutes.',
    otp: 'Reset code',
    verify: 'Verify code',
    verifying: 'Checking…',
    differentEmail: 'Use a different e-mail',
    resetIntro: 'Choose a new password for {{email}}.',
    password: 'New password',
    passwordHint: 'At least 8 characters. Avoid common passwords and your name.',
    confirm: 'Confirm new password',
    save: 'Save password',
    saving: 'Saving…',
    backToLogin: 'Back to login',
    steps: 'Step {{current}} of 3',
    // Server answers; shown as the spec's alerts (toasts).
    emailRequired: 'Please enter your email.',
    invalidEmail: 'Please enter a valid e-mail address.',
    sent: 'If an account exists for this e-mail, a password reset code has been sent. It is valid for 10 minutes.',
    notFound: 'Email not found.',
    sendFailed: 'Failed to send the reset mail. Please try again later.',
    unexpected: 'An unexpected error occurred. Please try again later.',
    otpRequired: 'Enter the 6-digit code from the e-mail.',
    verified: 'OTP verified successfully.',
    otpExpired: 'OTP expired or invalid.',
    verifyFailed: 'Failed to verify OTP. Please try again later.',
    verifyUnexpected: 'An unexpected error occurred while verifying the OTP.',
    fillAll: 'Please fill in all password fields.',
    mismatch: 'Passwords do not match.',
    passwordShort: 'Password must be at least 8 characters',
    resetDone: 'Password reset successful.',
    resetFailed: 'Failed to reset the password. Try again later.',
    resetUnexpected: 'An unexpected error occurred while resetting your password.',
    lostEmail: 'Something went wrong. Please try again later.',
  },
}

export type AuthMessages = typeof authEn

export function registerAuthTranslations(): Promise<void> {
  return registerTranslations('auth', authEn, () => import('./i18n.mr').then((module) => module.authMr))
}
