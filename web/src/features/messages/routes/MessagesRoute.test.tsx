import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { components } from '../../../api/schema.gen'
import { onCallRequest, type CallRequest } from '../../../lib/callRequests'
import { FakeEventSource } from '../../../test/fakeEventSource'
import { jsonResponse, stubFetch } from '../../../test/fetchStub'
import { renderRoute } from '../../../test/renderRoute'
import { MessagesLink } from '../components/MessagesLink'
import { MessagesRoute } from './MessagesRoute'

type ChatMessage = components['schemas']['ChatMessage']
type Conversation = components['schemas']['Conversation']

const ME = 'MHGROOM001'
const HER = 'MHBRIDE001'
const CONVERSATION = '20000000-0000-4000-8000-000000000001'
const member = { user_id: HER, fullName: 'Gauri Joshi', age: 26, caste: 'brahmin', city: 'Pune', state: 'Maharashtra' }

let n = 0
function message(mine: boolean, text: string, read = false): ChatMessage {
  n += 1
  return {
    id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    conversationId: CONVERSATION,
    userId: mine ? ME : HER,
    mine,
    text,
    sentAt: new Date().toISOString(),
    read,
  }
}

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return { id: CONVERSATION, member, connected: true, unread: 0, canSend: true, ...overrides }
}

const thread = () => screen.getByRole('log', { name: 'Messages with Gauri Joshi' })

describe('messages', () => {
  beforeEach(() => {
    FakeEventSource.instances = []
    vi.stubGlobal('EventSource', FakeEventSource)
    window.localStorage.setItem('token', 'test-token')
  })

  it('shows the thread as text, marks it read, sends, and takes new messages and receipts live', async () => {
    const theirs = message(false, '<img src=x onerror="alert(1)"> Namaskar!\nKase aahat?')
    const mine = message(true, 'Chhan, tumhi?', true)
    const reads: unknown[] = []
    const sent: unknown[] = []
    stubFetch({
      'GET /api/user/messages/unread-count': { unread: 1 },
      'GET /api/user/conversations': { conversations: [conversation({ unread: 1, lastMessage: theirs })] },
      [`GET /api/user/conversation-with/${HER}`]: conversation({ unread: 1 }),
      [`GET /api/user/conversations/${CONVERSATION}/messages`]: { conversation: conversation(), messages: [mine, theirs] },
      [`POST /api/user/conversations/${CONVERSATION}/read`]: async (request: Request) => {
        reads.push(await request.json())
        return jsonResponse(200, { unread: 0, unreadMessages: 0 })
      },
      [`POST /api/user/send-message/${HER}`]: async (request: Request) => {
        const body = (await request.json()) as { text: string }
        sent.push(body)
        return jsonResponse(201, message(true, body.text))
      },
    })
    renderRoute(
      '/messages/:userId?',
      <>
        <MessagesLink />
        <MessagesRoute />
      </>,
      `/messages/${HER}`,
    )

    // A member's markup is shown as the characters they typed, never as HTML.
    const log = await screen.findByRole('log', { name: 'Messages with Gauri Joshi' })
    expect(await within(log).findByText(/<img src=x onerror="alert\(1\)"> Namaskar!/)).toBeTruthy()
    expect(document.querySelector('img[src="x"]')).toBeNull()
    const list = screen.getByRole('list', { name: 'Your conversations' })
    expect(within(list).getByRole('link', { current: 'page' }).getAttribute('href')).toBe(`/messages/${HER}`)

    // On screen and unread: marked read up to the newest message.
    await waitFor(() => expect(reads).toEqual([{ upTo: theirs.id }]))
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy())

    fireEvent.change(screen.getByRole('textbox', { name: 'Write a message to Gauri Joshi' }), { target: { value: 'Udya bhetuya?' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(sent).toEqual([{ text: 'Udya bhetuya?' }]))
    expect(await within(thread()).findByText('Udya bhetuya?')).toBeTruthy()
    expect(within(thread()).getByText('Sent')).toBeTruthy()

    // Live: her answer arrives on the stream, is shown once and read at once.
    const stream = FakeEventSource.instances[0]!
    const answer = message(false, 'Ho, nakki!')
    stream.emit('message', { unreadMessages: 1, message: answer })
    stream.emit('message', { unreadMessages: 1, message: answer })
    expect(await within(thread()).findAllByText('Ho, nakki!')).toHaveLength(1)
    await waitFor(() => expect(reads).toEqual([{ upTo: theirs.id }, { upTo: answer.id }]))

    // Her receipt for my message.
    const mineNow = within(thread()).getAllByRole('listitem').find((item) => item.textContent?.includes('Udya bhetuya?'))!
    stream.emit('read', {
      unreadMessages: 0,
      receipt: { conversationId: CONVERSATION, userId: HER, upTo: answer.id, readAt: new Date().toISOString() },
    })
    await waitFor(() => expect(within(mineNow).getByText('Seen')).toBeTruthy())
  })

  it('shows the gate with the plan to buy when the member may not start a conversation', async () => {
    stubFetch({
      'GET /api/user/conversations': { conversations: [] },
      [`GET /api/user/conversation-with/${HER}`]: conversation({
        id: undefined,
        canSend: false,
        sendBlock: 'subscription_required',
        upgradePlan: 'premium',
      }),
    })
    renderRoute('/messages/:userId?', <MessagesRoute />, `/messages/${HER}`)
    expect(await screen.findByText('Upgrade membership to call or message with matches')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/buy?plan=premium')
    expect(within(thread()).getByText('No messages yet. Say namaskar!')).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
    // Calling follows the same rule: no Call button either.
    expect(screen.queryByRole('button', { name: 'Voice call with Gauri Joshi' })).toBeNull()
  })

  it('offers a voice and a video call to a connection the member may write to', async () => {
    const asked: CallRequest[] = []
    const stop = onCallRequest((request) => asked.push(request))
    stubFetch({
      'GET /api/user/conversations': { conversations: [] },
      [`GET /api/user/conversation-with/${HER}`]: conversation({ id: undefined }),
      [`GET /api/user/call-log/${HER}`]: {
        calls: [
          {
            id: '40000000-0000-4000-8000-000000000002',
            userId: HER,
            direction: 'incoming',
            kind: 'voice',
            state: 'missed',
            endReason: 'no_answer',
            startedAt: '2026-03-03T10:00:00Z',
            ringsUntil: '2026-03-03T10:00:45Z',
            endedAt: '2026-03-03T10:00:45Z',
          },
          {
            id: '40000000-0000-4000-8000-000000000001',
            userId: HER,
            direction: 'outgoing',
            kind: 'video',
            state: 'ended',
            endReason: 'hang_up',
            startedAt: '2026-03-02T10:00:00Z',
            ringsUntil: '2026-03-02T10:00:45Z',
            answeredAt: '2026-03-02T10:00:05Z',
            endedAt: '2026-03-02T10:03:25Z',
          },
        ],
      },
    })
    renderRoute('/messages/:userId?', <MessagesRoute />, `/messages/${HER}`)
    // The pair's calls: what happened and how long it lasted.
    const calls = await screen.findByRole('list', { name: 'Recent calls' })
    expect(within(calls).getByText(/Missed voice call/)).toBeTruthy()
    expect(within(calls).getByText(/Outgoing video call · 3 min 20 s/)).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Voice call with Gauri Joshi' }))
    fireEvent.click(screen.getByRole('button', { name: 'Video call with Gauri Joshi' }))
    stop()
    expect(asked).toEqual([
      { userId: HER, name: 'Gauri Joshi', kind: 'voice' },
      { userId: HER, name: 'Gauri Joshi', kind: 'video' },
    ])
  })

  it('says so when there is no conversation yet, and when one cannot be loaded', async () => {
    stubFetch({ 'GET /api/user/conversations': { conversations: [] } })
    renderRoute('/messages/:userId?', <MessagesRoute />, '/messages')
    expect(await screen.findByText('No conversations yet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See your connections' }).getAttribute('href')).toBe('/connected')
    expect(screen.getByText('Choose a conversation to read it here.')).toBeTruthy()
  })
})
