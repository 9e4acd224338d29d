import { describe, expect, it } from 'vitest'
import { IDLE, checkoutReducer, settled, type PaymentOrder, type PaymentRecord } from './checkoutState'

const order = { paymentId: 'p1', orderId: 'order_1', provider: 'razorpay' } as PaymentOrder
const payment = (status: PaymentRecord['status'], failureReason?: string) => ({ id: 'p1', status, failureReason }) as PaymentRecord

describe('checkout state', () => {
  it('goes order → checkout → verifying → the screen the payment calls for', () => {
    let s = checkoutReducer(IDLE, { type: 'order' })
    s = checkoutReducer(s, { type: 'opened', order })
    s = checkoutReducer(s, { type: 'answered' })
    expect(s).toEqual({ step: 'verifying', order })
    expect(checkoutReducer(s, { type: 'settled', payment: payment('captured') }).step).toBe('success')
    expect(checkoutReducer(s, { type: 'settled', payment: payment('authorized') }).step).toBe('pending')
    expect(checkoutReducer(s, { type: 'settled', payment: payment('failed', 'Declined') })).toEqual({
      step: 'failed',
      reason: 'Declined',
      paymentId: 'p1',
    })
  })

  it('a failed attempt in Razorpay’s window is final only once the window closes', () => {
    let s = checkoutReducer(checkoutReducer(IDLE, { type: 'opened', order }), { type: 'attemptFailed', reason: 'Card declined' })
    expect(s.step).toBe('checkout')
    // The member retried and paid: the failure is forgotten.
    expect(checkoutReducer(s, { type: 'answered' }).step).toBe('verifying')
    s = checkoutReducer(s, { type: 'dismissed' })
    expect(s).toEqual({ step: 'failed', reason: 'Card declined', paymentId: 'p1' })
  })

  it('closing the checkout untouched is a change of mind', () => {
    expect(checkoutReducer(checkoutReducer(IDLE, { type: 'opened', order }), { type: 'dismissed' })).toEqual(IDLE)
  })

  it('a created or authorized payment is pending', () => {
    expect(settled(payment('created')).step).toBe('pending')
    expect(settled(payment('authorized')).step).toBe('pending')
  })
})
