import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { accountRoutes, ownProfileFixture } from '../../../test/accountFixtures'
import { jsonResponse, stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'

describe('privacy controls on /settings', { timeout: 20_000 }, () => {
  afterEach(() => window.localStorage.clear())

  it('changes who sees the photos, answers a photo request, and unblocks a member', async () => {
    window.localStorage.setItem('token', 'jwt-abc')
    let blocked = [{ user_id: 'MHBLOCK001', fullName: 'Nilesh More', blockedAt: '2026-11-20T10:00:00Z' }]
    const requests = stubFetch({
      ...accountRoutes,
      'GET /api/user/user-profile/none': { userData: { ...ownProfileFixture, photoVisibility: 'all', paused: false } },
      'PATCH /api/user/settings': async (request: Request) => jsonResponse(200, { photoVisibility: 'connections', paused: false, ...(await request.json()) }),
      'GET /api/user/photo-requests': { requests: [{ user_id: 'MHASKS0001', fullName: 'Amol Jagtap', age: 30, caste: 'maratha', city: 'Pune', state: 'Maharashtra' }] },
      'POST /api/user/photo-requests/MHASKS0001/accept': { message: 'Accepted.' },
      'GET /api/user/blocks': () => jsonResponse(200, { blocked }),
      'DELETE /api/user/blocks/MHBLOCK001': () => {
        blocked = []
        return jsonResponse(200, { message: 'Unblocked.' })
      },
    })
    renderApp('/settings')
    fireEvent.click(await screen.findByLabelText('Only your connections'))
    await waitFor(() => expect(requests.some((request) => request.method === 'PATCH')).toBe(true))
    expect(await requests.find((request) => request.method === 'PATCH')!.json()).toEqual({ photoVisibility: 'connections' })

    fireEvent.click(await screen.findByRole('button', { name: 'Show my photos' }))
    expect(await screen.findByText('They can see your photos now.')).toBeTruthy()

    const blocks = screen.getByRole('region', { name: 'Blocked members' })
    fireEvent.click(await within(blocks).findByRole('button', { name: 'Unblock Nilesh More' }))
    expect(await within(blocks).findByText('You have not blocked anyone.')).toBeTruthy()
  })
})
