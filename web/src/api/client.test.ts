import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '../test/fetchStub'
import { plansFixture } from '../test/fixtures'
import { client } from './client'

describe('API client', () => {
  it('sends the stored token as a bearer token', async () => {
    window.localStorage.setItem('token', 'jwt-123')
    const requests = stubFetch({ 'GET /api/plans': plansFixture })
    const { data } = await client.GET('/api/plans')
    expect(data?.plans).toHaveLength(4)
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer jwt-123')
  })

  it("sends the member's language, so the server's messages come back in it", async () => {
    const requests = stubFetch({ 'GET /api/plans': plansFixture })
    document.documentElement.lang = 'mr'
    try {
      await client.GET('/api/plans')
    } finally {
      document.documentElement.lang = 'en'
    }
    expect(requests[0]?.headers.get('Accept-Language')).toBe('mr')
  })

  it('sends no Authorization header for a visitor', async () => {
    const requests = stubFetch({ 'GET /api/plans': plansFixture })
    await client.GET('/api/plans')
    expect(requests[0]?.headers.get('Authorization')).toBeNull()
  })

  it('passes problem+json errors through unchanged', async () => {
    const problem = { status: 503, code: 'db_unavailable', message: 'Try again shortly' }
    stubFetch({ 'GET /api/plans': () => jsonResponse(503, problem, 'application/problem+json') })
    const { error } = await client.GET('/api/plans')
    expect(error).toEqual(problem)
  })

  it('turns a non-problem error page into a Problem', async () => {
    stubFetch({ 'GET /api/plans': () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }) })
    const { error } = await client.GET('/api/plans')
    expect(error).toEqual({ status: 502, code: 'http_502', message: 'Bad Gateway' })
  })

  it('reports a dropped connection as the spec’s 500 "Request Failed"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const { error } = await client.GET('/api/plans')
    expect(error).toEqual({ status: 500, code: 'network_error', message: 'Request Failed' })
  })
})
