import createClient, { type Middleware } from 'openapi-fetch'
import createQueryClient from 'openapi-react-query'
import { readSessionToken } from '../lib/session'
import { NETWORK_ERROR_CODE, isProblem, type Problem } from './problem'
import type { paths } from './schema.gen'

const PROBLEM_CONTENT_TYPE = 'application/problem+json'

function problemResponse(problem: Problem): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE },
  })
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.clone().text()) as unknown
  } catch {
    return undefined
  }
}

const bearerToken: Middleware = {
  onRequest({ request }) {
    const token = readSessionToken()
    if (token) request.headers.set('Authorization', `Bearer ${token}`)
    return request
  },
}

/**
 * Screens only ever see a Problem as the error: a proxy's HTML 502, an empty 500 or a dropped
 * connection are turned into the same shape the API uses for its own errors.
 */
const normaliseProblems: Middleware = {
  async onResponse({ response }) {
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
client.use(bearerToken, normaliseProblems)

export const $api = createQueryClient(client)
