import { $api } from '../../../api/client'

/* The biodata share links (docs/biodata.md, "Share links"), one hook per call; what refetches
   after a write comes from the contract's biodataLinks topic (api/freshness.ts). */

/** The member's live share links, with their expiry and downloads (never a token). */
export const useBiodataLinks = () => $api.useQuery('get', '/api/user/biodata/links', {}, { staleTime: 30 * 1000 })

/** Makes a link; its answer carries the URL with the token, this once. */
export const useCreateBiodataLink = () => $api.useMutation('post', '/api/user/biodata/links')

/** Revokes one of the member's links at once. */
export const useRevokeBiodataLink = () => $api.useMutation('delete', '/api/user/biodata/links/{linkId}')
