import { $api } from '../../../api/client'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

export const useCreateOrder = () => $api.useMutation('post', '/api/payments/orders')
export const useVerifyPayment = () => $api.useMutation('post', '/api/payments/verify')
export const useCompleteSandboxPayment = () => $api.useMutation('post', '/api/payments/sandbox/orders/{orderId}/complete')

/** A payment whose outcome is not known yet, asked again every interval until one says stop. */
export const usePaymentStatus = (paymentId: string, interval: () => number | false) =>
  $api.useQuery('get', '/api/user/payments/{paymentId}', { params: { path: { paymentId } } }, { refetchInterval: interval, staleTime: 0 })
