import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, problemResponse, stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'
import { adminRoutes, detailFixture, memberRow, signInAdmin, statsFixture } from './adminFixtures'

beforeEach(() => window.sessionStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('admin login', { timeout: 20_000 }, () => {
  it("shows the spec's messages and sends nothing until the form is right", async () => {
    const requests = stubFetch({})
    renderApp('/admin/login')
    const submit = await screen.findByRole('button', { name: 'Login' })
    fireEvent.click(submit)
    expect(await screen.findByText('Email is required')).toBeTruthy()
    expect(screen.getByText('Password is required')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } })
    fireEvent.click(submit)
    expect(await screen.findByText('Enter a valid email')).toBeTruthy()
    expect(requests.filter((r) => r.url.includes('/api/admin/'))).toEqual([])
  })

  it('asks for the authenticator code, keeps the admin token apart from the member one, and goes to the dashboard', async () => {
    window.localStorage.setItem('token', 'member-jwt')
    const logins: unknown[] = []
    const requests = stubFetch({
      ...adminRoutes,
      'POST /api/admin/login': async (request: Request) => {
        const body = (await request.json()) as { code?: string }
        logins.push(body)
        if (!body.code) return problemResponse(401, 'totp_required', 'Enter the 6-digit code from your authenticator app.')
        return jsonResponse(200, { token: 'admin-jwt', message: 'Login successful', expiresAt: new Date(Date.now() + 12 * 3600_000).toISOString() })
      },
      'GET /api/admin/members': { members: [], page: 1, totalPages: 0, total: 0, moreResults: false },
    })
    const { location } = renderApp('/admin/login')
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ops@reshimgathi.in' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'ghats-after-the-monsoon-17' } })
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(location().pathname).toBe('/admin/dashboard'))
    expect(logins).toEqual([
      { email: 'ops@reshimgathi.in', password: 'ghats-after-the-monsoon-17' },
      { email: 'ops@reshimgathi.in', password: 'ghats-after-the-monsoon-17', code: '123456' },
    ])
    expect(window.localStorage.getItem('token')).toBe('member-jwt')
    await screen.findByText('Total members')
    const stats = requests.find((r) => r.url.endsWith('/api/admin/stats'))
    expect(stats?.headers.get('Authorization')).toBe('Bearer admin-jwt')
  })

  it('says a recovery code still works when too many wrong codes paused sign-in with codes', async () => {
    stubFetch({
      ...adminRoutes,
      'POST /api/admin/login': async (request: Request) => {
        const body = (await request.json()) as { code?: string }
        if (!body.code) return problemResponse(401, 'totp_required', 'Enter the 6-digit code from your authenticator app.')
        return problemResponse(429, 'rate_limited', 'Too many wrong codes.')
      },
    })
    renderApp('/admin/login')
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ops@reshimgathi.in' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'ghats-after-the-monsoon-17' } })
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(
      await screen.findByText('Too many wrong codes: sign-in with authenticator codes is paused for a while. A recovery code still works.'),
    ).toBeTruthy()
  })

  it('is signed in in a second tab too, until the token expires', async () => {
    stubFetch({
      ...adminRoutes,
      'POST /api/admin/login': { token: 'admin-jwt', message: 'Login successful', expiresAt: new Date(Date.now() + 12 * 3600_000).toISOString() },
      'GET /api/admin/members': { members: [], page: 1, totalPages: 0, total: 0, moreResults: false },
    })
    const first = renderApp('/admin/login')
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ops@reshimgathi.in' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'ghats-after-the-monsoon-17' } })
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(first.location().pathname).toBe('/admin/dashboard'))
    first.unmount()
    // A new tab starts with an empty sessionStorage and shares localStorage.
    window.sessionStorage.clear()
    const second = renderApp('/admin/dashboard')
    await screen.findByText('Total members')
    expect(second.location().pathname).toBe('/admin/dashboard')
    second.unmount()

    // Past the token's expiry the session is gone, in every tab.
    signInAdmin('admin-jwt', new Date(Date.now() - 1000).toISOString())
    const later = renderApp('/admin/inbox')
    await waitFor(() => expect(later.location().pathname).toBe('/admin/login'))
  })

  it('sends a visitor without an admin session to the login, and back afterwards', async () => {
    stubFetch({})
    const { location } = renderApp('/admin/inbox')
    await waitFor(() => expect(location().pathname).toBe('/admin/login'))
    expect(location().search).toBe('?next=%2Fadmin%2Finbox')
  })
})

describe('admin dashboard', { timeout: 20_000 }, () => {
  it('shows the counts, searches by e-mail or phone and clears the filter', async () => {
    signInAdmin()
    const requests = stubFetch({
      ...adminRoutes,
      'GET /api/admin/members': (request: Request) => {
        const q = new URL(request.url).searchParams.get('q')
        const members = q ? [memberRow(1, { phone: '9822000001' })] : [memberRow(1), memberRow(2, { status: 'suspended', plan: 'elite' })]
        return jsonResponse(200, { members, page: 1, totalPages: 1, total: members.length, moreResults: false })
      },
    })
    renderApp('/admin/dashboard')
    const stats = await screen.findByRole('list', { name: 'Counts' })
    expect(within(stats).getByText(String(statsFixture.male))).toBeTruthy()
    const table = await screen.findByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByText('Suspended')).toBeTruthy()
    expect(within(table).getByText('Elite')).toBeTruthy()

    const search = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement
    expect(search.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Search by code, name, e-mail or phone'), { target: { value: '   ' } })
    expect(search.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Search by code, name, e-mail or phone'), { target: { value: '98220' } })
    fireEvent.click(search)
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2))
    expect(requests.some((r) => new URL(r.url).searchParams.get('q') === '98220')).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filter' }))
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3))
    expect((screen.getByLabelText('Search by code, name, e-mail or phone') as HTMLInputElement).value).toBe('')
  })

  it('lists members with View & Edit and no Delete on any row', async () => {
    signInAdmin()
    stubFetch({
      ...adminRoutes,
      'GET /api/admin/members': { members: [memberRow(1), memberRow(2)], page: 1, totalPages: 1, total: 2, moreResults: false },
    })
    renderApp('/admin/users')
    expect(await screen.findByRole('link', { name: 'View and edit Member 2' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull()
    expect(screen.getByLabelText('Search by code, name, e-mail or phone')).toBeTruthy()
  })

  it("deletes a member from their page after the confirmation: Deleting..., says so, and goes back to the list", async () => {
    signInAdmin()
    let release: () => void = () => {}
    const name = detailFixture.member.fullName
    stubFetch({
      ...adminRoutes,
      'GET /api/admin/members/MH4K7Q2PXA': detailFixture,
      'GET /api/admin/members': { members: [], page: 1, totalPages: 0, total: 0, moreResults: false },
      'DELETE /api/admin/members/MH4K7Q2PXA': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse(200, { message: 'Member deleted successfully!' }))
        }),
    })
    const { location } = renderApp('/admin/user-details/MH4K7Q2PXA')
    const deleteButton = await screen.findByRole('button', { name: `Delete ${name}` })
    fireEvent.click(deleteButton)
    const dialog = screen.getByRole('alertdialog')
    expect(within(dialog).getByText('Are you sure you want to delete this member?')).toBeTruthy()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(document.activeElement).toBe(deleteButton)

    fireEvent.click(deleteButton)
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeTruthy()
    release()
    expect(await screen.findByText('Member deleted successfully!')).toBeTruthy()
    await waitFor(() => expect(location().pathname).toBe('/admin/users'))
  })
})

describe('admin member details', { timeout: 30_000 }, () => {
  it('moves from view to edit mode: Save only after a change, Cancel restores, only the change is sent', async () => {
    signInAdmin()
    const patches: FormData[] = []
    stubFetch({
      ...adminRoutes,
      'GET /api/admin/members/MH4K7Q2PXA': detailFixture,
      'PATCH /api/admin/members/MH4K7Q2PXA': async (request: Request) => {
        patches.push(await request.formData())
        return jsonResponse(200, { ...detailFixture, member: { ...detailFixture.member, city: 'Nashik' } })
      },
    })
    renderApp('/admin/user-details/MH4K7Q2PXA')
    expect(await screen.findByText('203.0.113.7')).toBeTruthy()
    expect(screen.getByText('sneha@example.com')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    fireEvent.click(await screen.findByRole('tab', { name: 'Contact Details' }))
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    const city = screen.getByLabelText('City') as HTMLSelectElement
    fireEvent.change(city, { target: { value: 'Mumbai' } })
    await waitFor(() => expect(save.disabled).toBe(false))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    fireEvent.click(await screen.findByRole('tab', { name: 'Contact Details' }))
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('Pune')

    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Nashik' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Details updated successfully.')).toBeTruthy()
    expect(patches).toHaveLength(1)
    expect([...patches[0]!.keys()]).toEqual(['city'])
    expect(patches[0]!.get('city')).toBe('Nashik')
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy()
  })

  it("says 'Failed to update details.' when the server refuses", async () => {
    signInAdmin()
    stubFetch({
      ...adminRoutes,
      'GET /api/admin/members/MH4K7Q2PXA': detailFixture,
      'PATCH /api/admin/members/MH4K7Q2PXA': () => problemResponse(500, 'internal', 'Something went wrong.'),
    })
    renderApp('/admin/user-details/MH4K7Q2PXA')
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Sneha Patil-Deshmukh' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Failed to update details.')).toBeTruthy()
  })

  it('suspends with a reason, which is required', async () => {
    signInAdmin()
    const sent: unknown[] = []
    stubFetch({
      ...adminRoutes,
      'GET /api/admin/members/MH4K7Q2PXA': detailFixture,
      'POST /api/admin/members/MH4K7Q2PXA/suspend': async (request: Request) => {
        sent.push(await request.json())
        return jsonResponse(200, { message: 'Member suspended.' })
      },
    })
    renderApp('/admin/user-details/MH4K7Q2PXA')
    const suspend = await screen.findByRole('button', { name: 'Suspend member' })
    fireEvent.click(suspend)
    expect(await screen.findByText('Please give a reason (3 to 500 characters).')).toBeTruthy()
    const panel = screen.getByRole('region', { name: 'Suspension' })
    fireEvent.change(within(panel).getByLabelText('Reason'), { target: { value: 'Fake profile reported twice' } })
    fireEvent.click(suspend)
    expect(await screen.findByText('Member suspended.')).toBeTruthy()
    expect(sent).toEqual([{ reason: 'Fake profile reported twice' }])
    expect(await screen.findByRole('button', { name: 'Reinstate member' })).toBeTruthy()
  })
})

describe('admin add user', { timeout: 30_000 }, () => {
  it("refuses an incomplete form with 'Please complete all required fields.'", async () => {
    signInAdmin()
    const requests = stubFetch({ ...adminRoutes })
    renderApp('/admin/add-user')
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }))
    expect(await screen.findByText('Please complete all required fields.')).toBeTruthy()
    expect(requests.some((r) => r.method === 'POST')).toBe(false)
  })

  it('wants the maximum partner age above the minimum', async () => {
    signInAdmin()
    stubFetch({ ...adminRoutes })
    renderApp('/admin/add-user')
    const max = await screen.findByLabelText('Maximum age')
    expect((screen.getByLabelText('Minimum age') as HTMLInputElement).value).toBe('18')
    expect((max as HTMLInputElement).value).toBe('19')
    fireEvent.change(max, { target: { value: '18' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }))
    expect(await screen.findByText('Max Age must be greater than Min Age')).toBeTruthy()
  })
})

describe('admin area in Marathi', { timeout: 20_000 }, () => {
  it('switches from the sidebar', async () => {
    signInAdmin()
    stubFetch({ ...adminRoutes, 'GET /api/admin/members': { members: [], page: 1, totalPages: 0, total: 0, moreResults: false } })
    renderApp('/admin/dashboard')
    fireEvent.click(await screen.findByRole('button', { name: 'Switch the admin area to Marathi' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'डॅशबोर्ड' })).toBeTruthy()
    expect(screen.getByText('एकूण सदस्य')).toBeTruthy()
  })
})
