import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { components } from '../../../api/schema.gen'
import { stubFetch } from '../../../test/fetchStub'
import { plansFixture } from '../../../test/fixtures'
import { renderRoute } from '../../../test/renderRoute'
import { PaymentsRoute } from './PaymentsRoute'
import { ReceiptRoute } from './ReceiptRoute'

type Schemas = components['schemas']

const paid: Schemas['PaymentRecord'] = {
  id: '0b7d7f5e-3c1a-4f7e-9d2b-1a2b3c4d5e6f',
  plan: 'standard',
  amountPaise: 29900,
  currency: 'INR',
  status: 'captured',
  provider: 'razorpay',
  orderId: 'order_IEIaMR65cu6nz3',
  paymentId: 'pay_IH4NVgf4Dreq1l',
  receiptNumber: 'RG/26-27/000042',
  createdAt: '2026-01-15T10:00:00Z',
  paidAt: '2026-01-15T10:01:00Z',
  validUntil: '2026-03-15T10:01:00Z',
}
const failed: Schemas['PaymentRecord'] = {
  id: '1c8e8f6f-4d2b-4a8f-8e3c-2b3c4d5e6f70',
  plan: 'basic',
  amountPaise: 19900,
  currency: 'INR',
  status: 'failed',
  provider: 'razorpay',
  orderId: 'order_IEIaMR65cu6nz4',
  failureReason: 'Card declined',
  createdAt: '2026-01-14T10:00:00Z',
}
const receipt: Schemas['PaymentReceipt'] = {
  number: 'RG/26-27/000042',
  issuedAt: '2026-01-15T10:01:00Z',
  plan: { code: 'standard', title: { en: 'Standard', mr: 'स्टँडर्ड' }, validityMonths: 2 },
  amountPaise: 29900,
  gstRatePercent: 18,
  gstPaise: 4561,
  taxablePaise: 25339,
  seller: { name: 'Reshimgathi Matrimony', address: ['2nd floor, Shivaji Nagar', 'Pune 411005'], email: 'care@reshimgathi.in', phone: '+91 20 4000 1234', gstin: '27AAACR1234M1Z5' },
  billedTo: { name: 'Sneha Patil', email: 'sneha@example.com', user_id: 'MH4K7Q2PXA' },
}

describe('payments and receipts', () => {
  beforeEach(() => window.localStorage.setItem('token', 'test-token'))

  it('lists every payment with its status, and a receipt for the paid one', async () => {
    stubFetch({ 'GET /api/plans': plansFixture, 'GET /api/user/payments': { payments: [paid, failed] } })
    renderRoute('/payments', <PaymentsRoute />, '/payments')
    const list = await screen.findByRole('list', { name: 'Your payments' })
    const [first, second] = within(list).getAllByRole('listitem')
    expect(within(first!).getByText('Standard · ₹299.00')).toBeTruthy()
    expect(within(first!).getByText('Paid')).toBeTruthy()
    expect(within(first!).getByText(/RG\/26-27\/000042/)).toBeTruthy()
    expect(within(first!).getByRole('link', { name: 'View receipt RG/26-27/000042' }).getAttribute('href')).toBe(`/payments/${paid.id}`)
    expect(within(second!).getByText('Failed')).toBeTruthy()
    expect(within(second!).getByRole('link', { name: 'Details' })).toBeTruthy()
  })

  it('says so when there is none', async () => {
    stubFetch({ 'GET /api/plans': plansFixture, 'GET /api/user/payments': { payments: [] } })
    renderRoute('/payments', <PaymentsRoute />, '/payments')
    expect(await screen.findByText('You have not bought a plan yet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/buy')
  })

  it('shows a printable receipt with the GST it includes', async () => {
    stubFetch({ 'GET /api/plans': plansFixture, [`GET /api/user/payments/${paid.id}`]: { payment: paid, receipt } })
    const print = vi.fn()
    vi.stubGlobal('print', print)
    renderRoute('/payments/:id', <ReceiptRoute />, `/payments/${paid.id}`)
    const doc = await screen.findByRole('article', { name: 'Receipt' })
    for (const text of ['RG/26-27/000042', 'Reshimgathi Matrimony', 'GSTIN: 27AAACR1234M1Z5', 'Standard membership, 2 months',
      '₹253.39', 'GST included (18%)', '₹45.61', '₹299.00', 'pay_IH4NVgf4Dreq1l', 'Sneha Patil · sneha@example.com · Member ID: MH4K7Q2PXA']) {
      expect(within(doc).getByText(text, { exact: false })).toBeTruthy()
    }
    fireEvent.click(screen.getByRole('button', { name: 'Print receipt' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('explains an unpaid payment instead of a receipt', async () => {
    stubFetch({ 'GET /api/plans': plansFixture, [`GET /api/user/payments/${failed.id}`]: { payment: failed } })
    renderRoute('/payments/:id', <ReceiptRoute />, `/payments/${failed.id}`)
    expect(await screen.findByText('This payment is not paid, so it has no receipt.')).toBeTruthy()
    expect(screen.getByText('Reason: Card declined')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Choose a plan again' }).getAttribute('href')).toBe('/buy?plan=basic')
  })

  it('a link that is not a payment id is not found', async () => {
    stubFetch({ 'GET /api/plans': plansFixture })
    renderRoute('/payments/:id', <ReceiptRoute />, '/payments/not-a-payment')
    expect(await screen.findByText('This payment does not exist.')).toBeTruthy()
  })
})
