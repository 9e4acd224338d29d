import { $api, client } from '../../../api/client'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

export const useLogin = () => $api.useMutation('post', '/api/auth/login')

/** The three steps of a password reset: a code by mail, the code checked, the new password. */
export const requestResetCode = (email: string) => client.POST('/api/auth/forgot-password', { body: { email } })
export const checkResetCode = (email: string, otp: string) => client.POST('/api/auth/verify-otp', { body: { email, otp } })
export const resetPassword = (email: string, otp: string, password: string, cpassword: string) =>
  client.POST('/api/auth/reset-password', { body: { email, otp, password, cpassword } })
