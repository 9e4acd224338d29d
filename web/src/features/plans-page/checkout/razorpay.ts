import type { CheckoutResult, PaymentOrder } from './checkoutState'

/**
 * Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
 * its script comes from Razorpay's origin, which the server's Content-Security-Policy allows only
 * while Razorpay is configured (docs/adr/0012-payments.md). It loads on the first Pay, never on
 * any other page.
 */
const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'

interface RazorpayFailure {
  error?: { description?: string; reason?: string }
}

interface RazorpayOptions {
  key: string
  amount: number
  currency: string
  order_id: string
  name: string
  description: string
  prefill: { name: string; email: string; contact: string }
  theme: { color: string }
  handler: (answer: CheckoutResult) => void
  modal: { ondismiss: () => void }
}

interface RazorpayCheckout {
  open: () => void
  on: (event: 'payment.failed', handler: (failure: RazorpayFailure) => void) => void
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout
  }
}

let loading: Promise<void> | undefined

export function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve()
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = CHECKOUT_SCRIPT
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      // A later Pay tries again (a flaky network, not a broken page).
      loading = undefined
      script.remove()
      reject(new Error('Razorpay Checkout could not be loaded'))
    }
    document.head.append(script)
  })
  return loading
}

export interface RazorpayCallbacks {
  /** The signed answer of a successful payment, for the server to verify. */
  onAnswer: (answer: CheckoutResult) => void
  /** One attempt failed; the member may retry inside Razorpay's window. */
  onAttemptFailed: (reason?: string) => void
  /** The member closed Razorpay's window. */
  onDismiss: () => void
}

export function openRazorpay(order: PaymentOrder, texts: { name: string; description: string }, callbacks: RazorpayCallbacks) {
  if (!window.Razorpay) throw new Error('Razorpay Checkout is not loaded')
  const checkout = new window.Razorpay({
    key: order.keyId,
    amount: order.amountPaise,
    currency: order.currency,
    order_id: order.orderId,
    name: texts.name,
    description: texts.description,
    prefill: order.prefill,
    theme: { color: '#7a1f2b' },
    handler: callbacks.onAnswer,
    modal: { ondismiss: callbacks.onDismiss },
  })
  checkout.on('payment.failed', (failure) => callbacks.onAttemptFailed(failure.error?.description))
  checkout.open()
}
