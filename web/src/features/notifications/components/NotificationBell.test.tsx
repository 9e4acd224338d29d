import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeEventSource } from '../../../test/fakeEventSource'
import { stubFetch } from '../../../test/fetchStub'
import { renderRoute } from '../../../test/renderRoute'
import { RETRY_AFTER_CLOSE_MS } from '../../../lib/liveEvents'
import { NotificationBell } from './NotificationBell'

const notification = {
  id: '00000000-0000-4000-8000-000000000001',
  request_id: '10000000-0000-4000-8000-000000000001',
  sender_id: 'MHSENDER01',
  kind: 'request_received',
  message: 'Aniket Kulkarni sent you a connection request.',
  createdAt: new Date().toISOString(),
  isRead: false,
  metaData: { sender: { fullName: 'Aniket Kulkarni' } },
}

describe('NotificationBell', () => {
  beforeEach(() => {
    FakeEventSource.instances = []
    vi.stubGlobal('EventSource', FakeEventSource)
    window.localStorage.setItem('token', 'tok.en/+=')
  })

  it('starts from GET unread-count, then follows the live stream', async () => {
    stubFetch({ 'GET /api/user/notifications/unread-count': { unread: 2 } })
    const view = renderRoute(
      '/',
      <>
        <NotificationBell />
        <NotificationBell />
      </>,
      '/',
    )
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries')
    expect((await screen.findAllByRole('link', { name: 'Notifications, 2 unread' }))[0]!.getAttribute('href')).toBe('/notifications')

    // One stream per tab, however many bells; the token travels in the query string.
    expect(FakeEventSource.instances).toHaveLength(1)
    const stream = FakeEventSource.instances[0]!
    expect(stream.url).toBe('/api/user/events?access_token=tok.en%2F%2B%3D')

    stream.emit('unread', { unread: 0 })
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Notifications' })).toHaveLength(2))

    stream.emit('notification', { unread: 1, notification })
    expect(await screen.findAllByRole('link', { name: 'Notifications, 1 unread' })).toHaveLength(2)
    expect(screen.getByText('Aniket Kulkarni sent you a connection request.')).toBeTruthy()
    const paths = invalidate.mock.calls.flatMap(([filters]) =>
      ['/api/user/notifications', '/api/user/interested-users', '/api/user/user-profile/{id}'].filter((path) =>
        filters?.predicate?.({ queryKey: ['get', path, undefined] } as never),
      ),
    )
    expect(new Set(paths)).toEqual(new Set(['/api/user/notifications', '/api/user/interested-users', '/api/user/user-profile/{id}']))

    view.unmount()
    expect(stream.readyState).toBe(FakeEventSource.CLOSED)
  })

  it('opens a new stream later when the server refused one (the browser only retries dropped ones)', async () => {
    stubFetch({ 'GET /api/user/notifications/unread-count': { unread: 0 } })
    const view = renderRoute('/', <NotificationBell />, '/')
    await screen.findByRole('link', { name: 'Notifications' })
    const first = FakeEventSource.instances[0]!
    vi.useFakeTimers()
    try {
      // A dropped connection: the browser reconnects by itself (readyState CONNECTING); nothing to do.
      first.readyState = FakeEventSource.CONNECTING
      first.onerror?.(new Event('error'))
      vi.advanceTimersByTime(RETRY_AFTER_CLOSE_MS)
      expect(FakeEventSource.instances).toHaveLength(1)
      // A refused one (CLOSED): try again after a pause.
      first.readyState = FakeEventSource.CLOSED
      first.onerror?.(new Event('error'))
      vi.advanceTimersByTime(RETRY_AFTER_CLOSE_MS - 1)
      expect(FakeEventSource.instances).toHaveLength(1)
      vi.advanceTimersByTime(1)
      expect(FakeEventSource.instances).toHaveLength(2)
    } finally {
      vi.useRealTimers()
      view.unmount()
    }
    expect(FakeEventSource.instances[1]!.readyState).toBe(FakeEventSource.CLOSED)
  })

  it('opens no stream without a session', async () => {
    window.localStorage.clear()
    stubFetch({ 'GET /api/user/notifications/unread-count': { unread: 0 } })
    const view = renderRoute('/', <NotificationBell />, '/')
    await screen.findByRole('link', { name: 'Notifications' })
    expect(FakeEventSource.instances).toHaveLength(0)
    view.unmount()
  })
})
