import { $api } from './queries'

/**
 * The member's day at a glance (GET /api/user/summary): requests, connections, plan and
 * notifications, for the member's home and the dashboard alike; half a minute fresh.
 */
export const useMemberSummary = () => $api.useQuery('get', '/api/user/summary', {}, { staleTime: 30 * 1000 })
