import { $api } from '../../../api/client'

/* The feature's calls (docs/push.md): query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

/** The server's VAPID key; it changes only when the operators change it. A 503 means this server sends no pushes. */
export const usePushKey = () => $api.useQuery('get', '/api/push/key', {}, { staleTime: Infinity, retry: false })
/** The member's devices that receive pushes, with their preferences. */
export const usePushDevices = () => $api.useQuery('get', '/api/user/push/subscriptions', {})
export const useSubscribePushDevice = () => $api.useMutation('put', '/api/user/push/subscriptions')
export const useUnsubscribePushDevice = () => $api.useMutation('delete', '/api/user/push/subscriptions')

