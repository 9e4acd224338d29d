import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { components } from '../../../api/schema.gen'
import { jsonResponse, stubFetch } from '../../../test/fetchStub'
import { renderRoute } from '../../../test/renderRoute'
import { NotificationsRoute } from './NotificationsRoute'

type Notification = components['schemas']['Notification']

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString()

function notification(n: number, hours: number, isRead: boolean, kind: Notification['kind'] = 'request_received'): Notification {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    request_id: `10000000-0000-4000-8000-00000000000${n}`,
    sender_id: `MHSENDER0${n}`,
    kind,
    message: `Sender ${n} did something.`,
    createdAt: hoursAgo(hours),
    isRead,
    metaData: { sender: { fullName: `Sender ${n}` } },
  }
}

describe('notifications', () => {
  it('lists four a page with sender, message and how long ago; showing them marks them read', async () => {
    const page = [
      notification(1, 5 / 60, false),
      notification(2, 5.5, false, 'request_accepted'),
      notification(3, 30.5, true, 'request_rejected'),
      notification(4, 72.5, true),
    ]
    let marked: unknown
    const current = () => ({
      notifications: marked
        ? { data: page.map((item) => ({ ...item, isRead: true })), totalPages: 3, count: 10, unread: 0 }
        : { data: page, totalPages: 3, count: 10, unread: 2 },
    })
    const requests = stubFetch({
      'GET /api/user/notifications': () => jsonResponse(200, current()),
      'GET /api/user/notifications/unread-count': () => jsonResponse(200, { unread: marked ? 0 : 2 }),
      'POST /api/user/mark-as-read': async (request: Request) => {
        marked = await request.json()
        return jsonResponse(200, current())
      },
    })
    renderRoute('/notifications', <NotificationsRoute />, '/notifications')
    const list = await screen.findByRole('list', { name: 'Your notifications' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(within(items[0]!).getByText('Sender 1 sent you a connection request.')).toBeTruthy()
    expect(within(items[0]!).getByText('5 minutes ago')).toBeTruthy()
    expect(within(items[1]!).getByText('Sender 2 accepted your connection request.')).toBeTruthy()
    expect(within(items[1]!).getByText('5 hours ago')).toBeTruthy()
    expect(within(items[2]!).getByText('yesterday')).toBeTruthy()
    expect(within(items[3]!).getByText('3 days ago')).toBeTruthy()
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/user-profile/MHSENDER01')
    expect(screen.getByText('Total: 10')).toBeTruthy()

    // Shown, so seen: the two unread ones are marked read by an explicit POST (the GET changes nothing).
    await waitFor(() => expect(marked).toEqual({ ids: [page[0]!.id, page[1]!.id], page: 1, limit: 1 }))
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1)
    // They stay highlighted as new for this visit; the read ones were never new.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark As Read' })).toHaveProperty('disabled', true))
    const after = within(screen.getByRole('list', { name: 'Your notifications' })).getAllByRole('listitem')
    expect(after[0]!.className).toContain('notification--unread')
    expect(after[2]!.className).not.toContain('notification--unread')
  })

  it('says so when there is nothing yet', async () => {
    stubFetch({ 'GET /api/user/notifications': { notifications: { data: [], totalPages: 0, count: 0, unread: 0 } } })
    renderRoute('/notifications', <NotificationsRoute />, '/notifications')
    expect(await screen.findByText('No notifications yet.')).toBeTruthy()
    expect(screen.getByText('Total: 0')).toBeTruthy()
  })
})
