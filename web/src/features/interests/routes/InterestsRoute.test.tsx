import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { components } from '../../../api/schema.gen'
import { jsonResponse, stubFetch } from '../../../test/fetchStub'
import { optionsFixture } from '../../../test/fixtures'
import { renderRoute } from '../../../test/renderRoute'
import { InterestsRoute } from './InterestsRoute'

type MemberCard = components['schemas']['MemberCard']

const card = (n: number): MemberCard => ({
  user_id: `MHINTER00${n}`,
  fullName: `Suitor ${n}`,
  age: 28 + n,
  caste: 'maratha',
  city: 'Nashik',
  state: 'Maharashtra',
})

describe('interests', () => {
  it('lists requests with Accept and Reject; answering removes the card and says so', async () => {
    let pending = [card(1), card(2), card(3)]
    const answer = (userId: string) => {
      pending = pending.filter((member) => member.user_id !== userId)
      return jsonResponse(201, { message: 'ok', requestStatus: { status: 'accepted', direction: 'received' } })
    }
    const requests = stubFetch({
      'GET /api/meta/options': optionsFixture,
      'GET /api/user/interested-users': () => jsonResponse(200, { getAllRequests: { data: pending, totalPages: 1 } }),
      'POST /api/user/accept-request/MHINTER001': () => answer('MHINTER001'),
      'POST /api/user/reject-user/MHINTER002': () => answer('MHINTER002'),
    })
    renderRoute('/interests', <InterestsRoute />, '/interests')
    expect(screen.getByRole('heading', { level: 1, name: 'People Interested in You (Maharashtra Only)' })).toBeTruthy()
    const grid = await screen.findByRole('list', { name: 'Connection requests' })
    const first = within(grid).getAllByRole('article')[0]!
    for (const text of ['ID: MHINTER001', '29 years', 'Nashik']) expect(within(first).getByText(text)).toBeTruthy()
    expect(new URL(requests[0]!.url).search).toContain('limit=6')

    fireEvent.click(screen.getByRole('button', { name: 'Accept the request from Suitor 1' }))
    expect(await screen.findByText('Request Accepted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('Suitor 1')).toBeNull())

    // Reject asks once more; "Keep it" leaves the request as it was.
    fireEvent.click(screen.getByRole('button', { name: 'Reject the request from Suitor 2' }))
    expect(screen.getByRole('alert').textContent).toContain('Reject the request from Suitor 2?')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Yes, reject'))
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(requests.some((request) => request.url.includes('reject-user'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Reject the request from Suitor 2' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, reject' }))
    expect(await screen.findByText('Request Rejected')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('Suitor 2')).toBeNull())
    expect(screen.getByText('Suitor 3')).toBeTruthy()
  })

  it('lists the requests the member sent in the Sent tab, each with Withdraw', async () => {
    let sent = [card(4), card(5)]
    const requests = stubFetch({
      'GET /api/meta/options': optionsFixture,
      'GET /api/user/sent-requests': () => jsonResponse(200, { sentRequests: { data: sent, totalPages: 1 } }),
      'POST /api/user/withdraw-request/MHINTER004': () => {
        sent = sent.filter((member) => member.user_id !== 'MHINTER004')
        return jsonResponse(200, { message: 'Request withdrawn', requestStatus: { status: 'none', direction: 'none' } })
      },
    })
    renderRoute('/interests', <InterestsRoute />, '/interests?tab=sent')
    expect(screen.getByRole('link', { name: 'Sent' }).getAttribute('aria-current')).toBe('page')
    const grid = await screen.findByRole('list', { name: 'Requests you sent' })
    expect(within(grid).getAllByRole('article')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw your request to Suitor 4' }))
    expect(await screen.findByText('Your request to Suitor 4 was withdrawn.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('Suitor 4')).toBeNull())
    expect(requests.some((request) => request.url.endsWith('/withdraw-request/MHINTER004'))).toBe(true)
  })

  it('says so when there are no requests', async () => {
    stubFetch({
      'GET /api/meta/options': optionsFixture,
      'GET /api/user/interested-users': { getAllRequests: { data: [], totalPages: 0 } },
    })
    renderRoute('/interests', <InterestsRoute />, '/interests')
    expect(screen.getByRole('status')).toBeTruthy()
    expect(await screen.findByText('No requests yet.')).toBeTruthy()
  })
})
