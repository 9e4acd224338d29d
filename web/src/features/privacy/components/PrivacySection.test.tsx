import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountRoutes, ownProfileFixture } from '../../../test/accountFixtures'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'

const settings = { ...accountRoutes, 'GET /api/user/user-profile/none': { userData: ownProfileFixture } }

async function openSettings() {
  window.localStorage.setItem('token', 'jwt-abc')
  const view = renderApp('/settings')
  await screen.findByRole('heading', { level: 2, name: 'Your data and account' })
  return view
}

describe('your data and account', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks())

  it('downloads the data as a JSON file named after the member', async () => {
    const requests = stubFetch({
      ...settings,
      'GET /api/user/my-data': () => jsonResponse(200, { exportedAt: '2026-11-22T05:00:00Z' }),
    })
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:reshimgathi-test')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    let saved: HTMLAnchorElement | undefined
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this
    })
    await openSettings()
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }))
    await waitFor(() => expect(saved).toBeDefined())
    expect(saved?.download).toBe('reshimgathi-MH4K7Q2PXA.json')
    expect(saved?.getAttribute('href')).toBe('blob:reshimgathi-test')
    const blob = created.mock.calls[0]?.[0] as Blob
    expect(JSON.parse(await blob.text())).toEqual({ exportedAt: '2026-11-22T05:00:00Z' })
    expect(requests.find((request) => request.url.endsWith('/api/user/my-data'))?.headers.get('Authorization')).toBe('Bearer jwt-abc')
  })

  it('says so when the download fails', async () => {
    stubFetch({ ...settings, 'GET /api/user/my-data': () => problemResponse(503, 'unavailable', 'Down') })
    await openSettings()
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }))
    expect(await screen.findByText('Your data could not be downloaded. Please try again.')).toBeTruthy()
  })

  it('asks for the password, shows a wrong one next to the field and keeps the member signed in', async () => {
    stubFetch({
      ...settings,
      'POST /api/user/delete-account': () =>
        problemResponse(400, 'validation_failed', 'Please fix the errors in the form.', [
          { field: 'password', message: 'The password is not correct.' },
        ]),
    })
    await openSettings()
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
    expect(screen.getByRole('alert').textContent).toContain('It cannot be undone')
    expect(screen.getByRole('button', { name: 'Show password' }).textContent).toBe('Show')
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }))
    expect(await screen.findByText('This field is required.')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Enter your password to confirm'), { target: { value: 'wrong-password' } })
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }))
    expect(await screen.findByText('The password is not correct.')).toBeTruthy()
    expect(window.localStorage.getItem('token')).toBe('jwt-abc')

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByLabelText('Enter your password to confirm')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete my account' }))
  })

  it('erases the account, ends the session and goes home', async () => {
    const requests = stubFetch({
      ...settings,
      'POST /api/user/delete-account': () => jsonResponse(200, { message: 'Deleted' }),
    })
    const { location } = await openSettings()
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
    fireEvent.change(screen.getByLabelText('Enter your password to confirm'), { target: { value: 'kesari-mango-monsoon-42' } })
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }))
    expect(await screen.findByText('Your account has been deleted. Thank you for using Reshimgathi.')).toBeTruthy()
    await waitFor(() => expect(location().pathname).toBe('/'))
    expect(window.localStorage.getItem('token')).toBeNull()
    const sent = requests.find((request) => request.method === 'POST')
    expect(await sent?.json()).toEqual({ password: 'kesari-mango-monsoon-42' })
  })
})
