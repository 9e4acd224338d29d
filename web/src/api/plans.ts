import { $api } from './queries'

/*
 * The plan list (GET /api/plans): one query, one cache entry, for the home page, the plans page
 * and the payments' plan titles. Read-only, so it comes from ./queries (the home page uses it).
 */
export const plansQuery = () => $api.queryOptions('get', '/api/plans', {})

export const usePlans = () => $api.useQuery('get', '/api/plans', {})
