import { $api } from '../../../api/client'

/* The feature's calls: query keys are [method, path, init] (api/queries.ts); what refetches after a write comes from the contract (api/freshness.ts). */

export const useBlogPosts = (page: number) => $api.useQuery('get', '/api/blog', { params: { query: { page } } })
export const useBlogPost = (slug: string) => $api.useQuery('get', '/api/blog/{slug}', { params: { path: { slug } } })
