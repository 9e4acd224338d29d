/**
 * A member's wish to call a connection, from wherever the Call button is (the conversation) to
 * the one place that runs calls (features/calls, mounted with the member's header): features
 * do not import each other, so they meet here.
 */
export type CallKind = 'voice' | 'video'
export type CallRequest = { userId: string; name: string; kind: CallKind }
type Handler = (request: CallRequest) => void

const handlers = new Set<Handler>()

/** Asks the call screen to ring userId; nothing happens when no call screen is mounted. */
export function requestCall(request: CallRequest): void {
  for (const handler of [...handlers]) handler(request)
}

/** The call screen receives requests while subscribed. */
export function onCallRequest(handler: Handler): () => void {
  handlers.add(handler)
  return () => {
    handlers.delete(handler)
  }
}
