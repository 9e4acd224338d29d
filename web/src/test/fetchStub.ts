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
  const fake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init)
      requests.push(request.clone())
      const key = `${request.method} ${new URL(request.url).pathname}`
      const route = routes[key]
      if (route === undefined) return problemResponse(404, 'not_found', `No stub for ${key}`)
      if (typeof route === 'function') return (route as RouteHandler)(request)
      return jsonResponse(200, route)
  })
  vi.stubGlobal('fetch', fake)
  vi.stubGlobal('XMLHttpRequest', xhrOver(fake))
  return requests
}

/**
 * Uploads that report progress go through XMLHttpRequest (lib/photoUpload.ts): this stand-in
 * answers them from the same routes, reporting the upload as done in two steps.
 */
function xhrOver(fake: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  return class FakeXMLHttpRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    responseType = ''
    status = 0
    statusText = ''
    response: Blob | null = null
    private method = 'GET'
    private url = ''
    private readonly headers = new Headers()
    private answer: Response | null = null
    open(method: string, url: string) {
      this.method = method
      this.url = url
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value)
    }
    getAllResponseHeaders(): string {
      let all = ''
      this.answer?.headers.forEach((value, name) => (all += `${name}: ${value}\r\n`))
      return all
    }
    abort() {
      this.onabort?.()
    }
    send(body: Blob | null) {
      const total = body?.size ?? 0
      void (async () => {
        for (const loaded of [total / 2, total]) {
          this.upload.onprogress?.({ lengthComputable: total > 0, loaded, total } as ProgressEvent)
        }
        const answer = await fake(new Request(this.url, { method: this.method, headers: this.headers, body }))
        this.answer = answer
        this.status = answer.status
        this.statusText = answer.statusText
        this.response = await answer.blob()
        this.onload?.()
      })()
    }
  }
}
