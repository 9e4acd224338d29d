import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'

const ok = (message: string) => () => jsonResponse(200, { message })
const click = (text: string) => fireEvent.click(screen.getByText(text, { selector: 'button' }))

async function requestCode() {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'sneha@example.com' } })
  click('Send code')
  await screen.findByLabelText('Reset code')
}

describe('forgot password', { timeout: 20_000 }, () => {
  it('goes e-mail → code → new password, sending the verified code with the new password', async () => {
    const requests = stubFetch({
      'POST /api/auth/forgot-password': ok('sent'),
      'POST /api/auth/verify-otp': ok('OTP verified successfully.'),
      'POST /api/auth/reset-password': ok('Password reset successful.'),
    })
    const { location } = renderApp('/forgot-password')
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeTruthy()
    click('Send code')
    expect(await screen.findByText('Please enter your email.')).toBeTruthy()
    await requestCode()
    expect(window.localStorage.getItem('resetEmail')).toBe('sneha@example.com')

    fireEvent.change(screen.getByLabelText('Reset code'), { target: { value: '123456' } })
    click('Verify code')
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Password' })).toBeTruthy()

    click('Save password')
    expect(await screen.findByText('Please fill in all password fields.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'monsoon-ghats-42' } })
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'monsoon-ghats-41' } })
    click('Save password')
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'monsoon-ghats-42' } })
    click('Save password')

    await waitFor(() => expect(location().pathname).toBe('/login'))
    expect(await screen.findByText('Password reset successful.')).toBeTruthy()
    const reset = requests.find((request) => request.url.endsWith('/reset-password'))
    expect(await reset?.json()).toEqual({
      email: 'sneha@example.com',
      otp: '123456',
      password: 'monsoon-ghats-42',
      cpassword: 'monsoon-ghats-42',
    })
    expect(window.localStorage.getItem('resetEmail')).toBeNull()
  })

  it('returns to the e-mail step with the code cleared when the code is wrong', async () => {
    stubFetch({
      'POST /api/auth/forgot-password': ok('sent'),
      'POST /api/auth/verify-otp': () => problemResponse(410, 'otp_invalid', 'OTP expired or invalid.'),
    })
    renderApp('/forgot-password')
    await requestCode()
    fireEvent.change(screen.getByLabelText('Reset code'), { target: { value: '999999' } })
    click('Verify code')
    expect((await screen.findByRole('alert')).textContent).toContain('OTP expired or invalid.')
    expect(await screen.findByLabelText('E-mail')).toBeTruthy()
    click('Send code')
    expect(((await screen.findByLabelText('Reset code')) as HTMLInputElement).value).toBe('')
  })
})
