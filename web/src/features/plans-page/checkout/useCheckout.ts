import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useReducer, useRef } from 'react'
import { invalidateTopics } from '../../../api/freshness'
import { isProblem } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { IDLE, checkoutReducer, type CheckoutResult, type CheckoutState, type PaymentOrder, type PaymentRecord } from './checkoutState'
import { loadRazorpay, openRazorpay } from './razorpay'
import { useCompleteSandboxPayment, useCreateOrder, useVerifyPayment } from '../api/plans'

type PlanCode = components['schemas']['PlanCode']

export interface Checkout {
  state: CheckoutState
  /** Orders the plan and opens the checkout the server chose (Razorpay's, or the sandbox's). */
  buy: (plan: PlanCode, texts: { name: string; description: string }) => Promise<void>
  /** The sandbox checkout's buttons. */
  sandbox: (outcome: 'paid' | 'failed') => Promise<void>
  /** Closes the sandbox checkout without paying. */
  dismiss: () => void
  /** A payment's status, from the pending screen asking again. */
  settle: (payment: PaymentRecord) => void
  reset: () => void
}

const messageOf = (error: unknown) => (isProblem(error) ? error.message : undefined)

export function useCheckout(): Checkout {
  const [state, dispatch] = useReducer(checkoutReducer, IDLE)
  const queryClient = useQueryClient()
  const createOrder = useCreateOrder()
  const verify = useVerifyPayment()
  const complete = useCompleteSandboxPayment()
  // The sandbox's buttons need the open order; a ref keeps them from acting on a stale state.
  const openOrder = useRef<PaymentOrder | undefined>(undefined)

  const settle = useCallback(
    (payment: PaymentRecord) => {
      dispatch({ type: 'settled', payment })
      if (payment.status === 'captured') {
        // The header, the menu's badge and every screen showing the member's plan change at once.
        // (The payment may have been settled by a poll, not a write of this page's.)
        void invalidateTopics(queryClient, ['payments'])
      }
    },
    [queryClient],
  )

  const verifyAnswer = useCallback(
    async (answer: CheckoutResult) => {
      dispatch({ type: 'answered' })
      try {
        const { payment } = await verify.mutateAsync({ body: answer })
        settle(payment)
      } catch (error) {
        dispatch({ type: 'failed', reason: messageOf(error) })
      }
    },
    [settle, verify],
  )

  const buy = useCallback(
    async (plan: PlanCode, texts: { name: string; description: string }) => {
      dispatch({ type: 'order' })
      let order: PaymentOrder
      try {
        order = await createOrder.mutateAsync({ body: { plan } })
      } catch (error) {
        dispatch({ type: 'failed', reason: messageOf(error) })
        return
      }
      openOrder.current = order
      if (order.provider === 'sandbox') {
        dispatch({ type: 'opened', order })
        return
      }
      try {
        await loadRazorpay()
      } catch {
        dispatch({ type: 'failed' })
        return
      }
      dispatch({ type: 'opened', order })
      openRazorpay(order, texts, {
        onAnswer: (answer) => void verifyAnswer(answer),
        onAttemptFailed: (reason) => dispatch({ type: 'attemptFailed', reason }),
        onDismiss: () => dispatch({ type: 'dismissed' }),
      })
    },
    [createOrder, verifyAnswer],
  )

  const sandbox = useCallback(
    async (outcome: 'paid' | 'failed') => {
      const order = openOrder.current
      if (!order) return
      try {
        const answer = await complete.mutateAsync({ params: { path: { orderId: order.orderId } }, body: { outcome } })
        if (answer.error || !answer.razorpay_signature) {
          dispatch({ type: 'failed', reason: answer.error?.description })
          return
        }
        await verifyAnswer({
          razorpay_order_id: answer.razorpay_order_id,
          razorpay_payment_id: answer.razorpay_payment_id,
          razorpay_signature: answer.razorpay_signature,
        })
      } catch (error) {
        dispatch({ type: 'failed', reason: messageOf(error) })
      }
    },
    [complete, verifyAnswer],
  )

  return {
    state,
    buy,
    sandbox,
    dismiss: () => dispatch({ type: 'dismissed' }),
    settle,
    reset: () => dispatch({ type: 'reset' }),
  }
}
