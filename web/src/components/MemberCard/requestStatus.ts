import type { components } from '../../api/schema.gen'

export type RequestStatus = components['schemas']['RequestStatus']
export type RequestState = components['schemas']['RequestState']
export type RequestDirection = components['schemas']['RequestDirection']

export const NO_REQUEST: RequestStatus = { status: 'none', direction: 'none' }

/** What the connect button offers for a pair's request (docs/product.md §4). */
export type ConnectView = 'send' | 'sent' | 'received' | 'connected' | 'rejected'

export function connectViewOf({ status, direction }: RequestStatus): ConnectView {
  switch (status) {
    case 'pending':
      return direction === 'received' ? 'received' : 'sent'
    case 'accepted':
      return 'connected'
    case 'rejected':
      return 'rejected'
    default:
      return 'send'
  }
}
