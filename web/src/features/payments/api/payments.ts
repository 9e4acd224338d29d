import { $api } from '../../../api/client'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

export const usePayments = () => $api.useQuery('get', '/api/user/payments', undefined, { staleTime: 30 * 1000 })
export const usePayment = (paymentId: string, enabled: boolean) =>
  $api.useQuery('get', '/api/user/payments/{paymentId}', { params: { path: { paymentId } } }, { enabled })
