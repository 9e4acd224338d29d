import type { components } from '../../api/schema.gen'
import { readSessionToken } from '../../lib/session'

type Notification = components['schemas']['Notification']

export type LiveEvent = { type: 'unread'; unread: number } | { type: 'notification'; unread: number; notification: Notification }
type Listener = (event: LiveEvent) => void

export const EVENTS_PATH = '/api/user/events'
/** When the server refuses the stream outright (not a dropped connection), try again after this long. */
export const RETRY_AFTER_CLOSE_MS = 30 * 1000

const listeners = new Set<Listener>()
let source: EventSource | null = null
let sourceToken: string | null = null
let retryTimer: ReturnType<typeof setTimeout> | null = null

function emit(event: LiveEvent): void {
  for (const listener of [...listeners]) listener(event)
}

function parse(data: unknown): { unread?: unknown; notification?: unknown } | null {
  if (typeof data !== 'string') return null
  try {
    const value: unknown = JSON.parse(data)
    return typeof value === 'object' && value !== null ? value : null
  } catch {
    return null
  }
}

function close(): void {
  if (retryTimer) clearTimeout(retryTimer)
  retryTimer = null
  source?.close()
  source = null
  sourceToken = null
}

function open(token: string): void {
  if (typeof EventSource === 'undefined') return
  // EventSource cannot send headers, so the bearer token travels as a query parameter.
  const stream = new EventSource(`${EVENTS_PATH}?access_token=${encodeURIComponent(token)}`)
  source = stream
  sourceToken = token
  stream.addEventListener('unread', (message) => {
    const body = parse((message as MessageEvent).data)
    if (typeof body?.unread === 'number') emit({ type: 'unread', unread: body.unread })
  })
  stream.addEventListener('notification', (message) => {
    const body = parse((message as MessageEvent).data)
    if (typeof body?.unread === 'number' && typeof body.notification === 'object' && body.notification !== null) {
      emit({ type: 'notification', unread: body.unread, notification: body.notification as Notification })
    }
  })
  stream.onerror = () => {
    // A dropped connection is retried by the browser itself (sending Last-Event-ID, so nothing is
    // missed). A refused one (401, a proxy error page) is final for EventSource: retry later.
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return
    source = null
    retryTimer = setTimeout(() => {
      retryTimer = null
      sync()
    }, RETRY_AFTER_CLOSE_MS)
  }
}

/** One stream per tab, for the signed-in member: opens, switches or closes it to match the session. */
export function sync(): void {
  const token = listeners.size > 0 ? readSessionToken() : null
  if (token === sourceToken && (source || retryTimer)) return
  close()
  if (token) open(token)
}

/** Receives live events while subscribed; the stream stays open as long as anyone listens. */
export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener)
  sync()
  return () => {
    listeners.delete(listener)
    sync()
  }
}
