import createClient, { type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch'
import { endSession, readSessionToken } from '../lib/session'
import { NETWORK_ERROR_CODE, isProblem, type Problem } from './problem'
import type { paths } from './schema.gen'

const PROBLEM_CONTENT_TYPE = 'application/problem+json'

function problemResponse(problem: Problem): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE },
  })
}

function readJson(response: Response): Promise<unknown> {
  return response
    .clone()
    .json()
    .catch(() => undefined)
}

/** The bearer token, and the member's language so the server's messages come back in it. */
const memberHeaders: Middleware = {
  onRequest({ request }) {
    const token = readSessionToken()
    if (token) request.headers.set('Authorization', `Bearer ${token}`)
    request.headers.set('Accept-Language', document.documentElement.lang)
    return request
  },
}

/**
 * Every answer passes here. A 401 on a call that carried a token means the session is over
 * (expired, revoked by a logout elsewhere or a password reset): forget it everywhere; the header
 * sends the member to /login. A 401 without a token (a wrong password at login) is an ordinary
 * answer for the screen. And screens only ever see a Problem as the error: a proxy's HTML 502,
 * an empty 500 or a dropped connection are turned into the same shape the API uses for its own.
 */
const answers: Middleware = {
  async onResponse({ request, response }) {
    if (response.status === 401 && request.headers.has('Authorization')) endSession('expired')
    if (response.ok) return response
    const body = await readJson(response)
    if (isProblem(body)) return response
    return problemResponse({
      status: response.status,
      code: `http_${response.status}`,
      message: response.statusText || 'Request Failed',
    })
  },
  onError({ error }) {
    // Cancellation (route change, query key change) must stay an abort, not become an error screen.
    if (error instanceof Error && error.name === 'AbortError') return error
    return problemResponse({ status: 500, code: NETWORK_ERROR_CODE, message: 'Request Failed' })
  },
}

export const client = createClient<paths>({
  // Absolute so the same client works in the browser and under the test runner's fetch.
  baseUrl: globalThis.location?.origin ?? '',
  // Looked up per call so tests (and future interceptors) can replace the global fetch.
  fetch: (request) => globalThis.fetch(request),
})
client.use(memberHeaders, answers)

/** Types derived from the generated `paths`, shared by the query and mutation hooks. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch'
type Paths = paths
export type PathsWith<M extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: object } ? P : never
}[keyof Paths]
type Operation<M extends HttpMethod, P extends PathsWith<M>> = Paths[P][M] & Record<string | number, unknown>
export type InitOf<M extends HttpMethod, P extends PathsWith<M>> = MaybeOptionalInit<Paths[P], M>
/** The success body of an operation (every error reaches screens as a Problem, see the middleware). */
export type ResponseData<M extends HttpMethod, P extends PathsWith<M>, I = InitOf<M, P>> = NonNullable<
  FetchResponse<Operation<M, P>, I, `${string}/${string}`>['data']
>
export type QueryKeyOf<M extends HttpMethod, P extends PathsWith<M>, I> = readonly [M, P, I]
/** `init` may be left out when the operation has no required parameters or body. */
export type InitArgs<I, Rest extends unknown[]> = undefined extends I ? [init?: I, ...Rest] : [init: I, ...Rest]

export async function call<M extends HttpMethod, P extends PathsWith<M>, I>(method: M, path: P, init: I, signal?: AbortSignal) {
  // openapi-fetch's request() is typed per call site; here the generic types above carry the contract.
  const request = client.request as unknown as (
    method: string,
    path: string,
    init: object,
  ) => Promise<{ data?: unknown; error?: unknown }>
  const { data, error } = await request(method, path, { ...(init ?? {}), ...(signal ? { signal } : {}) })
  if (error !== undefined) throw error as Problem
  return data as ResponseData<M, P, I>
}

