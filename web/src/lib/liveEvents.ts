import type { components } from '../api/schema.gen'
import { readSessionToken } from './session'

type Schemas = components['schemas']

/**
 * The events of GET /api/user/events (the contract's Stream… schemas). Notifications, messages,
 * read receipts and calls share one stream per tab; features subscribe to the kinds they show.
 */
export type LiveEvent =
  | { type: 'unread'; unread: number; unreadMessages?: number }
  | ({ type: 'notification' } & Schemas['StreamNotification'])
  | ({ type: 'message' } & Schemas['StreamMessage'])
  | ({ type: 'read' } & Schemas['StreamRead'])
  | ({ type: 'call' } & Schemas['StreamCall'])
  | ({ type: 'call_signal' } & Schemas['StreamCallSignal'])
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

type Body = Record<string, unknown>

function parse(data: unknown): Body | null {
  if (typeof data !== 'string') return null
  try {
    const value: unknown = JSON.parse(data)
    return typeof value === 'object' && value !== null ? (value as Body) : null
  } catch {
    return null
  }
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null

/** How each named event is checked and shaped; anything malformed is dropped. */
const decoders: Record<LiveEvent['type'], (body: Body) => LiveEvent | null> = {
  unread: (body) =>
    typeof body.unread === 'number'
      ? {
          type: 'unread',
          unread: body.unread,
          ...(typeof body.unreadMessages === 'number' ? { unreadMessages: body.unreadMessages } : {}),
        }
      : null,
  notification: (body) =>
    typeof body.unread === 'number' && isObject(body.notification)
      ? { type: 'notification', unread: body.unread, notification: body.notification as Schemas['Notification'] }
      : null,
  message: (body) =>
    typeof body.unreadMessages === 'number' && isObject(body.message)
      ? { type: 'message', unreadMessages: body.unreadMessages, message: body.message as Schemas['ChatMessage'] }
      : null,
  read: (body) =>
    typeof body.unreadMessages === 'number' && isObject(body.receipt)
      ? { type: 'read', unreadMessages: body.unreadMessages, receipt: body.receipt as Schemas['ReadReceipt'] }
      : null,
  call: (body) => (isObject(body.call) ? { type: 'call', call: body.call as Schemas['Call'] } : null),
  call_signal: (body) =>
    typeof body.callId === 'string' && typeof body.userId === 'string' && isObject(body.signal)
      ? { type: 'call_signal', callId: body.callId, userId: body.userId, signal: body.signal as Schemas['CallSignal'] }
      : null,
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
  for (const [type, decode] of Object.entries(decoders)) {
    stream.addEventListener(type, (message) => {
      const body = parse((message as MessageEvent).data)
      const event = body && decode(body)
      if (event) emit(event)
    })
  }
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
