import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { components } from '../../../api/schema.gen'
import { ownProfileFixture, accountRoutes } from '../../../test/accountFixtures'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { plansFixture } from '../../../test/fixtures'
import { renderRoute } from '../../../test/renderRoute'
import { PlansRoute } from './PlansRoute'

type Schemas = components['schemas']

const order: Schemas['PaymentOrder'] = {
  paymentId: '0b7d7f5e-3c1a-4f7e-9d2b-1a2b3c4d5e6f',
  provider: 'sandbox',
  keyId: 'rzp_sandbox_local',
  orderId: 'order_SANDBOX0000001',
  amountPaise: 29900,
  currency: 'INR',
  plan: 'standard',
  prefill: { name: 'Sneha Patil', email: 'sneha@example.com', contact: '9822012345' },
}

const captured: Schemas['PaymentRecord'] = {
  id: order.paymentId,
  plan: 'standard',
  amountPaise: 29900,
  currency: 'INR',
  status: 'captured',
  provider: 'sandbox',
  orderId: order.orderId,
  paymentId: 'pay_SANDBOX0000001',
  receiptNumber: 'RG/26-27/000001',
  createdAt: '2026-01-15T10:00:00Z',
  paidAt: '2026-01-15T10:01:00Z',
  validUntil: '2026-03-15T10:01:00Z',
}

function show(url: string, routes: Record<string, unknown> = {}) {
  const requests = stubFetch({ ...accountRoutes, 'GET /api/plans': plansFixture, ...routes })
  const view = renderRoute('/buy', <PlansRoute />, url)
  return { requests, ...view }
}

const choice = () => screen.getByRole('region', { name: /Your choice/ })
const count = (requests: Request[], method: string, path: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === path).length

describe('buying a plan', () => {
  beforeEach(() => window.localStorage.setItem('token', 'test-token'))

  it('chooses the plan in the link, and marks it among all plans', async () => {
    show('/buy?plan=premium')
    expect(await screen.findByRole('heading', { level: 2, name: 'Your choice: Premium' })).toBeTruthy()
    expect(within(choice()).getByText('₹499 for 3 months, 50 contact views.')).toBeTruthy()
    expect(within(choice()).getByRole('button', { name: 'Pay ₹499' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Premium is chosen' }).getAttribute('href')).toBe('/buy?plan=premium')
    expect(screen.getByRole('link', { name: 'Choose Elite' }).getAttribute('href')).toBe('/buy?plan=elite')
    expect(screen.getByText('You are a free member: buy a plan to see contact details.')).toBeTruthy()
  })

  it('says photo and ID verification is free for everyone, not a perk of a plan', async () => {
    show('/buy?plan=standard')
    expect(await screen.findByRole('heading', { level: 2, name: 'Your choice: Standard' })).toBeTruthy()
    expect(screen.getByText('Photo and ID verification is free for every member, with or without a plan.')).toBeTruthy()
  })

  it('without a plan in the link, chooses the one the member’s profile suggests', async () => {
    show('/buy') // the fixture suggests basic: the plan picked at registration
    expect(await screen.findByRole('heading', { level: 2, name: 'Your choice: Basic' })).toBeTruthy()
  })

  it('asks a visitor to log in first, and back to this plan', async () => {
    window.localStorage.removeItem('token')
    show('/buy?plan=elite')
    const login = await screen.findByRole('link', { name: 'Log in to buy' })
    expect(login.getAttribute('href')).toBe('/login?next=%2Fbuy%3Fplan%3Delite')
  })

  it('pays in the sandbox checkout: verified, success, and the member’s plan refreshed', async () => {
    const { requests } = show('/buy?plan=standard', {
      'POST /api/payments/orders': () => jsonResponse(201, order),
      [`POST /api/payments/sandbox/orders/${order.orderId}/complete`]: {
        razorpay_order_id: order.orderId,
        razorpay_payment_id: 'pay_SANDBOX0000001',
        razorpay_signature: 'a'.repeat(64),
      },
      'POST /api/payments/verify': { payment: captured },
    })
    fireEvent.click(await within(await screen.findByRole('region', { name: /Your choice/ })).findByRole('button', { name: 'Pay ₹299' }))
    const dialog = await screen.findByRole('dialog', { name: 'Complete your payment' })
    expect(within(dialog).getByText('Test checkout: no real money')).toBeTruthy()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Pay ₹299' }))
    const before = count(requests, 'GET', '/api/user/user-profile/none')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹299' }))

    expect(await screen.findByRole('heading', { level: 2, name: 'Payment successful' })).toBeTruthy()
    expect(screen.getByText(/Your Standard membership is active until 15 March 2026/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(`/payments/${order.paymentId}`)
    const sent = requests.find((request) => request.url.endsWith('/api/payments/orders'))
    expect(await sent?.json()).toEqual({ plan: 'standard' })
    const verified = requests.find((request) => request.url.endsWith('/api/payments/verify'))
    expect(await verified?.json()).toEqual({
      razorpay_order_id: order.orderId,
      razorpay_payment_id: 'pay_SANDBOX0000001',
      razorpay_signature: 'a'.repeat(64),
    })
    // The header's badge reads the own profile: it is asked for again at once.
    await screen.findByRole('heading', { level: 2, name: 'Payment successful' })
    expect(count(requests, 'GET', '/api/user/user-profile/none')).toBeGreaterThan(before)
  })

  it('shows the failure, and Try again goes back to the plans', async () => {
    show('/buy?plan=basic', {
      'POST /api/payments/orders': () => jsonResponse(201, { ...order, plan: 'basic', amountPaise: 19900 }),
      [`POST /api/payments/sandbox/orders/${order.orderId}/complete`]: {
        razorpay_order_id: order.orderId,
        razorpay_payment_id: 'pay_SANDBOX0000002',
        error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed in the sandbox checkout', reason: 'payment_failed' },
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹199' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make the payment fail' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Payment failed' })).toBeTruthy()
    expect(within(alert).getByText('Payment failed in the sandbox checkout')).toBeTruthy()
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Pay ₹199' })).toBeTruthy()
  })

  it('closing the checkout untouched changes nothing', async () => {
    show('/buy?plan=standard', { 'POST /api/payments/orders': () => jsonResponse(201, order) })
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹299' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Pay ₹299' })).toBeTruthy()
  })

  it('waits on a pending payment until it is captured', async () => {
    show('/buy?plan=standard', {
      'POST /api/payments/orders': () => jsonResponse(201, order),
      [`POST /api/payments/sandbox/orders/${order.orderId}/complete`]: {
        razorpay_order_id: order.orderId,
        razorpay_payment_id: 'pay_SANDBOX0000001',
        razorpay_signature: 'b'.repeat(64),
      },
      'POST /api/payments/verify': { payment: { ...captured, status: 'authorized', receiptNumber: undefined } },
      [`GET /api/user/payments/${order.paymentId}`]: { payment: captured },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹299' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay ₹299' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment pending' })).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment successful' }, { timeout: 5000 })).toBeTruthy()
  })

  it('says why an order could not be made', async () => {
    show('/buy?plan=standard', {
      'POST /api/payments/orders': () =>
        problemResponse(503, 'payment_gateway_unavailable', 'Payments are temporarily unavailable. Please try again shortly.'),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹299' }))
    expect(await screen.findByText('Payments are temporarily unavailable. Please try again shortly.')).toBeTruthy()
  })

  it('shows the subscriber’s plan, its end and the contacts left', async () => {
    const subscription = { plan: 'standard' as const, startsAt: '2026-01-15T10:00:00Z', endsAt: '2026-03-15T10:00:00Z',
      contactAllowance: 35, contactsUsed: 5, contactsRemaining: 30 }
    show('/buy', {
      'GET /api/user/user-profile/none': {
        userData: { ...ownProfileFixture, plan: 'standard', isSubscribe: true, upgradePlan: 'premium', subscription },
      },
    })
    expect(await screen.findByText('Your plan: Standard')).toBeTruthy()
    expect(screen.getByText(/active until 15 March 2026/)).toBeTruthy()
    expect(screen.getByText(/30 contact views left/)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Your choice: Premium' })).toBeTruthy()
  })
})
