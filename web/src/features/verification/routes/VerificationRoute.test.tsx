import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { renderRoute } from '../../../test/renderRoute'
import { VerificationRoute } from './VerificationRoute'

function status(badges: string[], documents: unknown[] = []) {
  return { badges, email: 'gauri@example.in', phone: '9822098220', documents }
}

describe('verification', () => {
  it('texts a code and verifies the phone with it, saying what a wrong code is', async () => {
    let verified = false
    const requests = stubFetch({
      'GET /api/user/verification': () => jsonResponse(200, status(verified ? ['email', 'phone'] : ['email'])),
      'POST /api/user/verification/phone': { message: 'The code is on its way.' },
      'POST /api/user/verification/phone/confirm': async (request: Request) => {
        const { code } = (await request.json()) as { code: string }
        if (code !== '482913') return problemResponse(410, 'verification_code_invalid', 'The code is wrong or has expired. Please ask for a new one.')
        verified = true
        return jsonResponse(200, { message: 'Verified.' })
      },
    })
    renderRoute('/verification', <VerificationRoute />, '/verification')
    const email = await screen.findByRole('heading', { name: /E-mail address/ })
    expect(email.textContent).toContain('Verified')
    fireEvent.click(screen.getByRole('button', { name: 'Text a code to +91 98220 98220' }))
    const code = await screen.findByLabelText('The 6-digit code')
    fireEvent.change(code, { target: { value: '12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Enter the 6-digit code we texted you.')).toBeTruthy()
    fireEvent.change(code, { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('The code is wrong or has expired. Please ask for a new one.')).toBeTruthy()
    fireEvent.change(code, { target: { value: '482913' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: /Mobile number/ }).textContent).toContain('Verified'))
    expect(requests.filter((request) => request.url.endsWith('/phone/confirm'))).toHaveLength(2)
  })

  it('keeps the code box after a reload while a texted code waits', async () => {
    const waiting = { ...status(['email']), phoneCodeExpiresAt: new Date(Date.now() + 8 * 60_000).toISOString() }
    stubFetch({ 'GET /api/user/verification': waiting })
    renderRoute('/verification', <VerificationRoute />, '/verification')
    expect(await screen.findByLabelText('The 6-digit code')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Text a new code' })).toBeTruthy()
  })

  it('shows no code box once the waiting code has expired', async () => {
    const expired = { ...status(['email']), phoneCodeExpiresAt: new Date(Date.now() - 1000).toISOString() }
    stubFetch({ 'GET /api/user/verification': expired })
    renderRoute('/verification', <VerificationRoute />, '/verification')
    expect(await screen.findByRole('button', { name: 'Text a code to +91 98220 98220' })).toBeTruthy()
    expect(screen.queryByLabelText('The 6-digit code')).toBeNull()
  })

  it('sends an ID as a file part with its type, and shows a pending document and a rejection reason', async () => {
    const requests = stubFetch({
      'GET /api/user/verification': status(
        [],
        [
          { kind: 'photo', status: 'pending', submittedAt: '2026-11-24T04:00:00Z' },
          { kind: 'id', status: 'rejected', submittedAt: '2026-11-23T04:00:00Z', reason: 'The picture is blurred.' },
        ],
      ),
      'POST /api/user/verification/documents': () => jsonResponse(201, { kind: 'id', status: 'pending', submittedAt: '2026-11-24T05:00:00Z' }),
    })
    renderRoute('/verification', <VerificationRoute />, '/verification')
    const id = (await screen.findByRole('heading', { name: /Government ID/ })).closest('li')!
    expect(within(id).getByText(/The picture is blurred\./)).toBeTruthy()
    const selfie = screen.getByRole('heading', { name: /Selfie/ }).closest('li')!
    expect(within(selfie).getByText(/We are checking what you sent/)).toBeTruthy()
    fireEvent.click(within(id).getByRole('button', { name: 'Send for verification' }))
    expect(await within(id).findByText('Please choose the type of identity document.')).toBeTruthy()
    fireEvent.change(within(id).getByLabelText('Document'), { target: { value: 'aadhaar' } })
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'aadhaar.jpg', { type: 'image/jpeg' })
    fireEvent.change(within(id).getByLabelText('A clear photo of the document'), { target: { files: [file] } })
    fireEvent.click(within(id).getByRole('button', { name: 'Send for verification' }))
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true))
    const form = await requests.find((request) => request.method === 'POST')!.formData()
    expect(form.get('kind')).toBe('id')
    expect(form.get('documentType')).toBe('aadhaar')
    expect(form.has('image')).toBe(true)
  })
})
