import { client } from '../../../api/client'
import type { components } from '../../../api/schema.gen'
import { profileFormData } from '../../../components/form/profile/encodeProfile'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

type Upload = (request: Request) => Promise<Response>

/** The operation, as a mutation key: the caller asks for the refresh after it (api/freshness.ts). */
export const UPDATE_PROFILE = ['patch', '/api/user/profile'] as const

/** The changed fields only, as a multipart form; a new picture reports its upload progress. */
export const saveProfileChanges = (changes: components['schemas']['ProfileChanges'], upload?: Upload) =>
  client.PATCH('/api/user/profile', { body: changes, bodySerializer: profileFormData, ...(upload ? { fetch: upload } : {}) })
