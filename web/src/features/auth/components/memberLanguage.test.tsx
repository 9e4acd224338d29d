import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n, switchLanguage } from '../../../lib/i18n'
import { accountRoutes } from '../../../test/accountFixtures'
import { stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'

const session = { token: 'jwt-abc', message: 'Login successful', expiresAt: '2030-01-01T00:00:00Z' }

afterEach(() => switchLanguage('en'))

describe("the member's language follows them", { timeout: 30_000 }, () => {
  it('switches a fresh browser to the language the member registered in, when they log in', async () => {
    stubFetch({ ...accountRoutes, 'POST /api/auth/login': { ...session, language: 'mr' } })
    const { location } = renderApp('/login?next=/dashboard')
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'sneha@example.com' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } })
    fireEvent.click(screen.getByText('Login', { selector: 'button' }))
    await waitFor(() => expect(location().pathname).toBe('/dashboard'))
    expect(i18n.language).toBe('mr')
    expect(document.documentElement.lang).toBe('mr')
    expect(await screen.findByText('लॉग इन यशस्वी झाले')).toBeTruthy()
  })

  it('keeps a signed-in member’s switch on their account', async () => {
    window.localStorage.setItem('token', 'jwt-abc')
    const requests = stubFetch({ ...accountRoutes, 'PATCH /api/user/profile': { message: 'ok' } })
    renderApp('/dashboard')
    fireEvent.click(await screen.findByRole('button', { name: 'मराठी' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true))
    const patch = requests.find((r) => r.method === 'PATCH')!
    expect(new URL(patch.url).pathname).toBe('/api/user/profile')
    expect((await patch.formData()).get('preferredLanguage')).toBe('mr')
  })

  it('sends nothing for a visitor who switches', async () => {
    const requests = stubFetch({})
    renderApp('/about')
    fireEvent.click(await screen.findByRole('button', { name: 'मराठी' }))
    await screen.findByRole('heading', { level: 1, name: 'रेशीमगाठीविषयी' }, { timeout: 10_000 })
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0)
  })

  it('keeps the language a visitor picked on the login page, and makes it their account’s', async () => {
    const requests = stubFetch({
      ...accountRoutes,
      'POST /api/auth/login': { ...session, language: 'en' },
      'PATCH /api/user/profile': { message: 'ok' },
    })
    const { location } = renderApp('/login?next=/dashboard')
    fireEvent.click(await screen.findByRole('button', { name: 'मराठी' }))
    const email = await screen.findByLabelText('ई-मेल', {}, { timeout: 10_000 })
    fireEvent.change(email, { target: { value: 'sneha@example.com' } })
    fireEvent.change(screen.getByLabelText('पासवर्ड'), { target: { value: 'correct horse' } })
    fireEvent.click(screen.getByText('लॉग इन', { selector: 'button' }))
    await waitFor(() => expect(location().pathname).toBe('/dashboard'))
    expect(i18n.language).toBe('mr')
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true))
    expect((await requests.find((r) => r.method === 'PATCH')!.formData()).get('preferredLanguage')).toBe('mr')
  })
})
