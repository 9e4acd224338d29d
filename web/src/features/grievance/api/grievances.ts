import { $api } from '../../../api/client'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

/** The officer's name and address change rarely: an hour fresh. */
export const useGrievanceOfficer = () => $api.useQuery('get', '/api/grievance-officer', {}, { staleTime: 60 * 60 * 1000 })
export const useFileGrievance = () => $api.useMutation('post', '/api/grievances')
export const useLookUpGrievance = () => $api.useMutation('post', '/api/grievances/lookup')
