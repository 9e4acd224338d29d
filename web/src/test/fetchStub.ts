import { vi } from 'vitest'

type RouteHandler = (request: Request) => Response | Promise<Response>

/** Keys are "METHOD /path"; a value is either a JSON body (200) or a handler. */
export type FetchRoutes = Record<string, unknown>

export function jsonResponse(status: number, body: unknown, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } })
}

export function problemResponse(status: number, code: string, message: string, errors?: { field: string; message: string }[]) {
  return jsonResponse(status, { status, code, message, ...(errors ? { errors } : {}) }, 'application/problem+json')
}

/**
 * Replaces the global fetch for one test: the app's real client, middleware and TanStack Query
 * all run; only the network is faked, with contract-shaped bodies.
 */
export function stubFetch(routes: FetchRoutes): Request[] {
  const requests: Request[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init)
      requests.push(request.clone())
      const key = `${request.method} ${new URL(request.url).pathname}`
      const route = routes[key]
      if (route === undefined) return problemResponse(404, 'not_found', `No stub for ${key}`)
      if (typeof route === 'function') return (route as RouteHandler)(request)
      return jsonResponse(200, route)
    }),
  )
  return requests
}
