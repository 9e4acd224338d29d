import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { accountRoutes } from '../../../test/accountFixtures'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { homeRoutes } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'

const session = { token: 'jwt-abc', message: 'Login successful', expiresAt: '2030-01-01T00:00:00Z' }

async function fillLogin(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
  fireEvent.click(screen.getByText('Login', { selector: 'button' }))
}

describe('member pages are guarded', { timeout: 20_000 }, () => {
  it('sends a visitor to /login with the page they wanted, and back there after logging in', async () => {
    const requests = stubFetch({ ...accountRoutes, 'POST /api/auth/login': session })
    const { location } = renderApp('/dashboard?from=menu')
    await waitFor(() => expect(location().pathname).toBe('/login'))
    expect(new URLSearchParams(location().search).get('next')).toBe('/dashboard?from=menu')

    await fillLogin('sneha@example.com', 'correct horse')
    await waitFor(() => expect(location().pathname).toBe('/dashboard'))
    expect(location().search).toBe('?from=menu')
    expect(window.localStorage.getItem('token')).toBe('jwt-abc')
    expect(await screen.findByText('Login successful')).toBeTruthy()
    const login = requests.find((request) => request.url.endsWith('/api/auth/login'))
    expect(await login?.json()).toEqual({ email: 'sneha@example.com', password: 'correct horse' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sneha Patil' })).toBeTruthy()
  })

  it('tells a suspended member so, with the reason the admin gave', async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        jsonResponse(
          403,
          { status: 403, code: 'account_suspended', message: 'Your account has been suspended.', detail: 'Reported as a fake profile.' },
          'application/problem+json',
        ),
    })
    renderApp('/login')
    await fillLogin('sneha@example.com', 'correct horse')
    const notice = await screen.findByText('Reason: Reported as a fake profile.')
    expect(notice.closest('[role="alert"]')?.textContent).toContain('Your account has been suspended.')
    expect(window.localStorage.getItem('token')).toBeNull()
  })

  it('asks for both fields before calling the server', async () => {
    const requests = stubFetch({})
    renderApp('/login')
    await fillLogin('sneha@example.com', '')
    expect(await screen.findByText('Please enter both email and password.')).toBeTruthy()
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0)
  })

  it('shows the server’s answer when the password is wrong, and stays logged out', async () => {
    stubFetch({
      'POST /api/auth/login': () => problemResponse(401, 'invalid_credentials', 'Invalid email or password.'),
    })
    const { location } = renderApp('/login')
    await fillLogin('sneha@example.com', 'wrong')
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password.')
    expect(location().pathname).toBe('/login')
    expect(window.localStorage.getItem('token')).toBeNull()
  })

  it('ends the session when the server answers 401 to a member call', async () => {
    window.localStorage.setItem('token', 'expired-jwt')
    window.localStorage.setItem('lang', 'en')
    stubFetch({
      ...accountRoutes,
      'GET /api/user/user-profile/none': () => problemResponse(401, 'unauthenticated', 'Please log in again.'),
    })
    const { location } = renderApp('/edit-profile')
    await waitFor(() => expect(location().pathname).toBe('/login'))
    expect(new URLSearchParams(location().search).get('next')).toBe('/edit-profile')
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(window.localStorage.getItem('lang')).toBe('en')
    // The login route is a lazy chunk: on a busy machine it takes longer than findBy's 1 s default.
    expect(await screen.findByText('Your session has ended. Please log in again.', undefined, { timeout: 5000 })).toBeTruthy()
  })
})

describe('logged-in header', { timeout: 20_000 }, () => {
  it('shows member links and an account menu that Escape closes', async () => {
    window.localStorage.setItem('token', 'jwt-abc')
    stubFetch({ ...homeRoutes, ...accountRoutes })
    renderApp('/')
    const menuButton = await screen.findByRole('button', { name: 'Account menu for Sneha Patil' })
    for (const name of ['Matches', 'Interests', 'Search', 'Connections', 'About Us', 'Help?']) expect(within(screen.getByRole('banner')).getByRole('link', { name })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull()

    fireEvent.click(menuButton)
    expect(menuButton.getAttribute('aria-expanded')).toBe('true')
    // The menu's own lines: the home page below may name the plan too once its data arrives.
    const header = within(screen.getByRole('banner'))
    expect(header.getByText('ID: MH4K7Q2PXA')).toBeTruthy()
    expect(header.getByText('Free member')).toBeTruthy()
    expect(header.getByText('Upgrade membership to call or message with matches')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/buy?plan=basic')
    expect(screen.getByRole('link', { name: 'Payments & receipts' }).getAttribute('href')).toBe('/payments')
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/edit-profile')

    const dashboard = screen.getByRole('link', { name: 'Dashboard' })
    dashboard.focus()
    fireEvent.keyDown(dashboard, { key: 'Escape' })
    expect(menuButton.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(menuButton)
  })

  it('logs out: tells the server, keeps only the language choice and goes to /login', async () => {
    window.localStorage.setItem('token', 'jwt-abc')
    window.localStorage.setItem('lang', 'en')
    window.localStorage.setItem('resetEmail', 'sneha@example.com')
    const requests = stubFetch({
      ...homeRoutes,
      ...accountRoutes,
      'POST /api/auth/logout': () => jsonResponse(200, { message: 'You have been logged out.' }),
    })
    // From a member page: the guard must not turn a deliberate logout into /login?next=…
    const { location } = renderApp('/dashboard')
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Sneha Patil' }))
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(location().pathname).toBe('/login'))
    expect(location().search).toBe('')
    const logout = requests.find((request) => request.url.endsWith('/api/auth/logout'))
    expect(logout?.headers.get('Authorization')).toBe('Bearer jwt-abc')
    expect(Object.keys(window.localStorage)).toEqual(['lang'])
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy()
  })

  it('hides the upgrade prompt for the elite plan', async () => {
    window.localStorage.setItem('token', 'jwt-abc')
    stubFetch({
      ...homeRoutes,
      ...accountRoutes,
      'GET /api/user/user-profile/none': {
        // An Elite subscriber: the server sends no upgradePlan (there is nothing above Elite).
        userData: { ...accountRoutes['GET /api/user/user-profile/none'].userData, plan: 'elite', isSubscribe: true, upgradePlan: undefined },
      },
    })
    renderApp('/')
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Sneha Patil' }))
    expect(screen.getByText('Elite plan')).toBeTruthy()
    expect(screen.queryByText('Upgrade Now')).toBeNull()
  })
})
