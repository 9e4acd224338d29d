import type { components } from '../../../api/schema.gen'

export type PaymentOrder = components['schemas']['PaymentOrder']
export type PaymentRecord = components['schemas']['PaymentRecord']
export type CheckoutResult = components['schemas']['CheckoutResult']

/**
 * Where a purchase stands on /buy. The order is made, a checkout opens (Razorpay's modal, or the
 * sandbox's dialog when Razorpay is not configured), the server verifies the answer, and the
 * outcome is one of three screens: success (captured), pending (authorized, awaiting capture:
 * the page asks again until it settles) or failure.
 */
export type CheckoutState =
  | { step: 'idle' }
  | { step: 'ordering' }
  | { step: 'checkout'; order: PaymentOrder; failure?: string }
  | { step: 'verifying'; order: PaymentOrder }
  | { step: 'success'; payment: PaymentRecord }
  | { step: 'pending'; payment: PaymentRecord }
  | { step: 'failed'; reason?: string; paymentId?: string }

export type CheckoutEvent =
  | { type: 'order' }
  | { type: 'opened'; order: PaymentOrder }
  // A failed attempt inside Razorpay's modal: the member may still retry there.
  | { type: 'attemptFailed'; reason?: string }
  | { type: 'dismissed' }
  | { type: 'answered' }
  | { type: 'settled'; payment: PaymentRecord }
  | { type: 'failed'; reason?: string }
  | { type: 'reset' }

export const IDLE: CheckoutState = { step: 'idle' }

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'order':
      return { step: 'ordering' }
    case 'opened':
      return { step: 'checkout', order: event.order }
    case 'attemptFailed':
      return state.step === 'checkout' ? { ...state, failure: event.reason ?? '' } : state
    case 'dismissed':
      // Closing the checkout after a failed attempt is that failure; closing it untouched is a change of mind.
      if (state.step !== 'checkout') return state
      return state.failure === undefined ? IDLE : { step: 'failed', reason: state.failure || undefined, paymentId: state.order.paymentId }
    case 'answered':
      return state.step === 'checkout' ? { step: 'verifying', order: state.order } : state
    case 'settled':
      return settled(event.payment)
    case 'failed':
      return {
        step: 'failed',
        reason: event.reason,
        paymentId: state.step === 'checkout' || state.step === 'verifying' ? state.order.paymentId : undefined,
      }
    case 'reset':
      return IDLE
  }
}

/** The screen a payment's status calls for. */
export function settled(payment: PaymentRecord): CheckoutState {
  switch (payment.status) {
    case 'captured':
      return { step: 'success', payment }
    case 'failed':
      return { step: 'failed', reason: payment.failureReason, paymentId: payment.id }
    default:
      return { step: 'pending', payment }
  }
}
