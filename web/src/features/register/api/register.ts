import { client } from '../../../api/client'
import type { components } from '../../../api/schema.gen'
import { profileFormData } from '../../../components/form/profile/encodeProfile'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

type Upload = (request: Request) => Promise<Response>

/**
 * Whether an e-mail can register, asked at the contact step: the server answers what the final
 * step would (409 `email_taken`), so a taken address is fixed where it was typed.
 */
export const checkRegistrationEmail = (email: string) => client.POST('/api/auth/register/email', { body: { email } })

/** The registration, as a multipart form (the photo travels as a file part), with upload progress. */
export const registerMember = (body: components['schemas']['RegistrationForm'], fetch: Upload) =>
  client.POST('/api/auth/register', { body, bodySerializer: profileFormData, fetch })
