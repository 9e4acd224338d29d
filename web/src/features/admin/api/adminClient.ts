import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import createClient, { type Middleware } from 'openapi-fetch'
import type { HttpMethod, InitOf, PathsWith, ResponseData } from '../../../api/http'
import { NETWORK_ERROR_CODE, isProblem, type Problem } from '../../../api/problem'
import type { paths } from '../../../api/schema.gen'
import { endAdminSession, readAdminToken } from './adminSession'

/*
 * The admin area's own API client: the admin token (never the member's), and a 401 on a call
 * that carried it ends the admin session only. Errors reach screens as Problems, as in the
 * member client (api/http.ts), and query keys start with 'admin' so the two caches never mix.
 * Changes are plain adminCall()s: TanStack's mutation hook would be split into a chunk of its
 * own that the member header then preloads too, and the home page has no bytes to spare.
 */

function problemResponse(problem: Problem): Response {
  return new Response(JSON.stringify(problem), { status: problem.status, headers: { 'Content-Type': 'application/problem+json' } })
}

const adminMiddleware: Middleware = {
  onRequest({ request }) {
    const token = readAdminToken()
    if (token) request.headers.set('Authorization', `Bearer ${token}`)
    request.headers.set('Accept-Language', document.documentElement.lang)
    return request
  },
  async onResponse({ request, response }) {
    if (response.status === 401 && request.headers.has('Authorization')) endAdminSession(true)
    if (response.ok) return response
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined)
    if (isProblem(body)) return response
    return problemResponse({ status: response.status, code: `http_${response.status}`, message: response.statusText || 'Request Failed' })
  },
  onError({ error }) {
    if (error instanceof Error && error.name === 'AbortError') return error
    return problemResponse({ status: 500, code: NETWORK_ERROR_CODE, message: 'Request Failed' })
  },
}

export const adminClient = createClient<paths>({
  baseUrl: globalThis.location?.origin ?? '',
  fetch: (request) => globalThis.fetch(request),
})
adminClient.use(adminMiddleware)

export async function adminCall<M extends HttpMethod, P extends PathsWith<M>, I>(method: M, path: P, init: I, signal?: AbortSignal) {
  const request = adminClient.request as unknown as (
    method: string,
    path: string,
    init: object,
  ) => Promise<{ data?: unknown; error?: unknown }>
  const { data, error } = await request(method, path, { ...(init ?? {}), ...(signal ? { signal } : {}) })
  if (error !== undefined) throw error as Problem
  return data as ResponseData<M, P, I>
}

type QueryOptions<P extends PathsWith<'get'>, I> = Omit<UseQueryOptions<ResponseData<'get', P, I>, Problem>, 'queryKey' | 'queryFn'>

/** A GET through the admin client, keyed ['admin', path, init]. */
export function useAdminQuery<P extends PathsWith<'get'>, I extends InitOf<'get', P>>(
  path: P,
  init: I,
  options?: QueryOptions<P, I>,
): UseQueryResult<ResponseData<'get', P, I>, Problem> {
  return useQuery({
    queryKey: ['admin', path, init],
    queryFn: ({ signal }) => adminCall('get', path, init, signal),
    ...options,
  })
}
