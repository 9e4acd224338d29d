import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountRoutes, ownProfileFixture } from '../../../test/accountFixtures'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'

// The server's key as GET /api/push/key gives it: base64url of a 65-byte P-256 point.
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i))
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1'

/** What a browser with Web Push gives the page: the permission, the worker's registration and its PushManager. */
function pushBrowser(permission: NotificationPermission) {
  const notification = { permission, requestPermission: vi.fn(async () => (notification.permission = 'granted')) }
  let held: PushSubscription | null = null
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: KEY_BYTES.buffer },
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BP256dh-key', auth: 'auth-secret' } }),
    unsubscribe: vi.fn(async () => {
      held = null
      return true
    }),
  } as unknown as PushSubscription
  const pushManager = {
    getSubscription: vi.fn(async () => held),
    subscribe: vi.fn(async (_options?: PushSubscriptionOptionsInit) => (held = subscription)),
  }
  const registration = { pushManager }
  vi.stubGlobal('Notification', notification)
  vi.stubGlobal('PushManager', class {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  })
  return { notification, pushManager, subscription }
}

const device = (events = { interestReceived: true, interestAccepted: true, newMessage: true, searchAlert: true }) => ({
  endpoint: ENDPOINT,
  deviceLabel: 'Computer',
  events,
  showSenderName: false,
  quietHours: { start: '22:00', end: '07:00', timeZone: 'Asia/Kolkata' },
  createdAt: '2026-11-28T10:00:00Z',
})

const settingsRoutes = {
  ...accountRoutes,
  'GET /api/user/user-profile/none': { userData: { ...ownProfileFixture, photoVisibility: 'all', paused: false } },
  'GET /api/user/photo-requests': { requests: [] },
  'GET /api/user/blocks': { blocked: [] },
  'GET /api/push/key': { publicKey: PUBLIC_KEY },
}

describe('notifications on this device, on /settings', { timeout: 20_000 }, () => {
  beforeEach(() => window.localStorage.setItem('token', 'jwt-abc'))
  afterEach(() => {
    window.localStorage.clear()
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  it('asks for the permission only on the click, subscribes with the server key, then saves the preferences and turns off', async () => {
    const browser = pushBrowser('default')
    let stored: ReturnType<typeof device>[] = []
    const requests = stubFetch({
      ...settingsRoutes,
      'GET /api/user/push/subscriptions': () => jsonResponse(200, { devices: stored }),
      'PUT /api/user/push/subscriptions': async (request: Request) => {
        const body = await request.json()
        stored = [{ ...device(body.events), showSenderName: body.showSenderName ?? false, quietHours: body.quietHours ?? device().quietHours }]
        return jsonResponse(200, stored[0])
      },
      'DELETE /api/user/push/subscriptions': () => {
        stored = []
        return jsonResponse(200, { message: 'Removed.' })
      },
    })
    renderApp('/settings')
    const section = await screen.findByRole('region', { name: 'Notifications on this device' })
    const turnOn = await within(section).findByRole('button', { name: 'Turn on notifications' })
    expect(browser.notification.requestPermission).not.toHaveBeenCalled()

    fireEvent.click(turnOn)
    await within(section).findByRole('button', { name: 'Save' })
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1)
    const options = browser.pushManager.subscribe.mock.calls[0]![0]!
    expect(options.userVisibleOnly).toBe(true)
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(KEY_BYTES))
    const put = requests.find((request) => request.method === 'PUT')!
    expect(await put.json()).toEqual({ endpoint: ENDPOINT, keys: { p256dh: 'BP256dh-key', auth: 'auth-secret' }, deviceLabel: 'Computer' })

    fireEvent.click(within(section).getByLabelText('New members for my saved searches (once a day)'))
    fireEvent.click(within(section).getByLabelText("Show the sender's first name on the lock screen"))
    fireEvent.change(within(section).getByLabelText('From'), { target: { value: '23:30' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved.')).toBeTruthy()
    const saved = requests.filter((request) => request.method === 'PUT')[1]!
    expect(await saved.json()).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: 'BP256dh-key', auth: 'auth-secret' },
      deviceLabel: 'Computer',
      events: { interestReceived: true, interestAccepted: true, newMessage: true, searchAlert: false },
      showSenderName: true,
      quietHours: { start: '23:30', end: '07:00', timeZone: 'Asia/Kolkata' },
    })

    fireEvent.click(within(section).getByRole('button', { name: 'Turn off on this device' }))
    expect(await screen.findByText('Notifications are off for this device.')).toBeTruthy()
    expect(await requests.find((request) => request.method === 'DELETE')!.json()).toEqual({ endpoint: ENDPOINT })
    expect(browser.subscription.unsubscribe).toHaveBeenCalled()
    expect(await within(section).findByRole('button', { name: 'Turn on notifications' })).toBeTruthy()
  })

  it('refuses a quiet hour that is not a time, in the form', async () => {
    const { pushManager } = pushBrowser('granted')
    await pushManager.subscribe() // subscribed on an earlier visit
    const requests = stubFetch({ ...settingsRoutes, 'GET /api/user/push/subscriptions': { devices: [device(), { ...device(), endpoint: 'https://fcm.googleapis.com/fcm/send/phone' }] } })
    renderApp('/settings')
    const section = await screen.findByRole('region', { name: 'Notifications on this device' })
    expect(await within(section).findByText('Notifications are also on for 1 other device.')).toBeTruthy()
    fireEvent.change(within(section).getByLabelText('Until'), { target: { value: '' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }))
    expect(await within(section).findByText('Enter a time like 22:00.')).toBeTruthy()
    expect(requests.some((request) => request.method === 'PUT')).toBe(false)
  })

  it('says so when the member blocked notifications, when the browser has no push, and when the server sends none', async () => {
    pushBrowser('denied')
    stubFetch({ ...settingsRoutes, 'GET /api/user/push/subscriptions': { devices: [] } })
    const { unmount } = renderApp('/settings')
    let section = await screen.findByRole('region', { name: 'Notifications on this device' })
    expect(await within(section).findByText(/Notifications are blocked for Reshimgathi in this browser/)).toBeTruthy()
    expect(within(section).queryByRole('button')).toBeNull()
    unmount()

    Reflect.deleteProperty(navigator, 'serviceWorker')
    renderApp('/settings')
    section = await screen.findByRole('region', { name: 'Notifications on this device' })
    expect(await within(section).findByText(/This browser cannot show notifications from Reshimgathi/)).toBeTruthy()
  })

  it('says notifications are not available when the server sends no pushes', async () => {
    pushBrowser('default')
    stubFetch({
      ...settingsRoutes,
      'GET /api/push/key': () => problemResponse(503, 'unavailable', 'Pushes are not configured.'),
      'GET /api/user/push/subscriptions': { devices: [] },
    })
    renderApp('/settings')
    const section = await screen.findByRole('region', { name: 'Notifications on this device' })
    await waitFor(() => expect(within(section).getByText('Notifications are not available right now.')).toBeTruthy())
  })
})
