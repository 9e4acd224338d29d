import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createAppQueryClient } from '../app/providers'
import { KEPT_LIVE, invalidateTopics, topicsChangedBy, topicsShownBy } from './freshness'
import { TOPICS_CHANGED, TOPICS_SHOWN } from './topics.gen'

const key = (method: string, path: string, init?: unknown) => [method, path, init] as const

function seeded(client: QueryClient) {
  const keys = {
    profile: key('get', '/api/user/user-profile/{id}', { params: { path: { id: 'a' } } }),
    interests: key('get', '/api/user/interested-users', { params: { query: { page: 2 } } }),
    search: key('post', '/api/user/all-users', { body: {} }),
    plans: key('get', '/api/plans'),
    thread: key('get', '/api/user/conversations/{conversationId}/messages', { params: { path: { conversationId: 'c' } } }),
    conversations: key('get', '/api/user/conversations'),
  }
  for (const k of Object.values(keys)) client.setQueryData(k, { seeded: true })
  client.getQueryCache().find({ queryKey: keys.thread })!.setOptions({ queryKey: keys.thread, meta: KEPT_LIVE })
  const stale = () =>
    Object.entries(keys)
      .filter(([, k]) => client.getQueryState(k)?.isInvalidated)
      .map(([name]) => name)
      .sort()
  return { keys, stale }
}

describe('freshness from the contract', () => {
  it('knows what a read shows and a write changes', () => {
    expect(topicsShownBy(['get', '/api/user/interested-users', {}])).toContain('requests')
    expect(topicsChangedBy(['post', '/api/user/send-request/{userId}'])).toEqual(['requests'])
    expect(topicsChangedBy(['post', '/api/nowhere'])).toEqual([])
    // Every topic a write changes is shown by some read, or the write would refresh nothing.
    const shown = new Set(Object.values(TOPICS_SHOWN).flat())
    for (const [operation, topics] of Object.entries(TOPICS_CHANGED)) {
      for (const topic of topics) expect(shown.has(topic), `${operation} changes ${topic}`).toBe(true)
    }
  })

  it('marks stale exactly the reads that show a changed topic, sparing those kept live', async () => {
    const client = new QueryClient()
    const { stale } = seeded(client)
    await invalidateTopics(client, ['requests'])
    expect(stale()).toEqual(['interests', 'profile', 'search'])
    await invalidateTopics(client, ['messages'])
    expect(stale()).toEqual(['conversations', 'interests', 'profile', 'search'])
  })

  it('refreshes after every mutation the app client runs, whether it succeeds or fails', async () => {
    const client = createAppQueryClient()
    const { stale } = seeded(client)
    const observer = client.getMutationCache().build(client, {
      mutationKey: ['post', '/api/user/blocks/{userId}'],
      mutationFn: () => Promise.reject(new Error('refused')),
      retry: false,
    })
    await observer.execute(undefined).catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(stale()).toEqual(['conversations', 'interests', 'profile', 'search'])
  })
})
