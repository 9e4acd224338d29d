import { $api } from '../../../api/client'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

export const useMakeDeclarations = () => $api.useMutation('post', '/api/user/declarations')
