import { useMutation } from '@tanstack/react-query'
import { $api, client } from '../../../api/client'
import type { components } from '../../../api/schema.gen'
import { profileFormData } from '../../../components/form/profile/encodeProfile'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

/** The member's badges and what waits for an admin; always fresh. */
export const useVerificationStatus = () => $api.useQuery('get', '/api/user/verification', {}, { staleTime: 0 })

export const useSendEmailLink = () => $api.useMutation('post', '/api/user/verification/email')
export const useConfirmEmail = () => $api.useMutation('post', '/api/auth/verify-email')
export const useSendPhoneCode = () => $api.useMutation('post', '/api/user/verification/phone')
export const useConfirmPhoneCode = () => $api.useMutation('post', '/api/user/verification/phone/confirm')

type DocumentBody = Omit<components['schemas']['VerificationDocumentForm'], 'image'>

/**
 * A government ID or a selfie, sent as a multipart form. Its mutation key names the operation
 * like every other write's, so the status refetches after it as after any write.
 */
export const useSendVerificationDocument = () =>
  useMutation({
    mutationKey: ['post', '/api/user/verification/documents'],
    mutationFn: async ({ body, image }: { body: DocumentBody; image: File }) => {
      const { data, error } = await client.POST('/api/user/verification/documents', {
        // The contract types the binary part as a string; the File travels in it as a file part.
        body: { ...body, image: image as unknown as string },
        bodySerializer: profileFormData,
      })
      if (error !== undefined) throw error
      return data
    },
  })
