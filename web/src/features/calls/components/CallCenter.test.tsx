import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { components } from '../../../api/schema.gen'
import { requestCall } from '../../../lib/callRequests'
import { FakeEventSource } from '../../../test/fakeEventSource'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { renderRoute } from '../../../test/renderRoute'
import CallCenter from './CallCenter'

type Call = components['schemas']['Call']

const HER = 'MHBRIDE001'
const CALL = '40000000-0000-4000-8000-000000000001'
const member = { user_id: HER, fullName: 'Gauri Joshi', age: 26, caste: 'brahmin', city: 'Pune', state: 'Maharashtra' }

function call(overrides: Partial<Call> = {}): Call {
  const now = new Date()
  return {
    id: CALL,
    userId: HER,
    direction: 'incoming',
    kind: 'voice',
    state: 'ringing',
    startedAt: now.toISOString(),
    ringsUntil: new Date(now.getTime() + 45000).toISOString(),
    ...overrides,
  }
}

function stream() {
  return FakeEventSource.instances[0]!
}

describe('calls', () => {
  beforeEach(() => {
    FakeEventSource.instances = []
    vi.stubGlobal('EventSource', FakeEventSource)
    window.localStorage.setItem('token', 'test-token')
  })

  it('rings wherever the member is, names the caller, and declines', async () => {
    const declined: string[] = []
    stubFetch({
      [`GET /api/user/conversation-with/${HER}`]: { member, connected: true, unread: 0, canSend: true },
      [`POST /api/user/calls/${CALL}/decline`]: (request: Request) => {
        declined.push(new URL(request.url).pathname)
        return jsonResponse(200, call({ state: 'declined', endReason: 'declined' }))
      },
    })
    renderRoute('/', <CallCenter />, '/')
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))

    stream().emit('call', { call: call({ kind: 'video' }) })
    const ring = await screen.findByRole('alertdialog', { name: 'Incoming call' })
    expect(await screen.findByText('Gauri Joshi is video calling you')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Answer' }))
    expect(ring.textContent).not.toMatch(/\d{10}/) // no phone number, ever

    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(declined).toEqual([`/api/user/calls/${CALL}/decline`]))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('stops ringing when the caller gives up or the call is answered on another device', async () => {
    stubFetch({ [`GET /api/user/conversation-with/${HER}`]: { member, connected: true, unread: 0, canSend: true } })
    renderRoute('/', <CallCenter />, '/')
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
    stream().emit('call', { call: call() })
    expect(await screen.findByRole('alertdialog')).toBeTruthy()
    stream().emit('call', { call: call({ state: 'missed', endReason: 'cancelled' }) })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())

    stream().emit('call', { call: call() })
    expect(await screen.findByRole('alertdialog')).toBeTruthy()
    stream().emit('call', { call: call({ state: 'accepted' }) })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('rings a connection from a Call button, shows the ring, and says when they decline', async () => {
    const started: unknown[] = []
    stubFetch({
      [`POST /api/user/start-call/${HER}`]: async (request: Request) => {
        started.push(await request.json())
        return jsonResponse(201, call({ direction: 'outgoing' }))
      },
    })
    renderRoute('/', <CallCenter />, '/')
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))

    requestCall({ userId: HER, name: 'Gauri Joshi', kind: 'voice' })
    const view = await screen.findByRole('dialog', { name: 'Call with Gauri Joshi' })
    expect(started).toEqual([{ kind: 'voice' }])
    expect(view.getAttribute('data-connection-state')).toBe('ringing')
    expect(screen.getByRole('status').textContent).toBe('Ringing Gauri Joshi…')
    expect(screen.getByRole('button', { name: 'Mute' }).getAttribute('aria-pressed')).toBe('false')
    expect(screen.queryByRole('button', { name: 'Turn camera off' })).toBeNull() // a voice call
    // The caller's own stream tells of the ring too: the call goes on ringing.
    stream().emit('call', { call: call({ direction: 'outgoing' }) })
    expect(screen.getByRole('dialog', { name: 'Call with Gauri Joshi' })).toBeTruthy()

    stream().emit('call', { call: call({ direction: 'outgoing', state: 'declined', endReason: 'declined' }) })
    expect(await screen.findByText('Gauri Joshi declined the call.')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says a busy connection is on another call, and hangs up a ringing call', async () => {
    let busy = true
    const hungUp: string[] = []
    stubFetch({
      [`POST /api/user/start-call/${HER}`]: () =>
        busy
          ? problemResponse(409, 'call_busy', 'One of you is already on a call. Please try again later.')
          : jsonResponse(201, call({ direction: 'outgoing', kind: 'video' })),
      [`POST /api/user/calls/${CALL}/hang-up`]: (request: Request) => {
        hungUp.push(new URL(request.url).pathname)
        return jsonResponse(200, call({ direction: 'outgoing', state: 'missed', endReason: 'cancelled' }))
      },
    })
    renderRoute('/', <CallCenter />, '/')
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))

    requestCall({ userId: HER, name: 'Gauri Joshi', kind: 'video' })
    expect(await screen.findByText('Gauri Joshi is on another call. Please try again later.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))

    busy = false
    requestCall({ userId: HER, name: 'Gauri Joshi', kind: 'video' })
    await screen.findByRole('dialog', { name: 'Call with Gauri Joshi' })
    fireEvent.click(screen.getByRole('button', { name: 'Turn camera off' }))
    expect(screen.getByRole('button', { name: 'Turn camera on' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }))
    await waitFor(() => expect(hungUp).toEqual([`/api/user/calls/${CALL}/hang-up`]))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
