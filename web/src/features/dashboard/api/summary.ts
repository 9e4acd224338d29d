import { $api } from '../../../api/client'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

/** The dashboard's counts, plan and completeness. */
export const useMemberSummary = () => $api.useQuery('get', '/api/user/summary', {}, { staleTime: 30 * 1000 })

export const useMakeDeclarations = () => $api.useMutation('post', '/api/user/declarations')
