import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { accountRoutes, ownProfileFixture } from '../../../test/accountFixtures'
import { stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'

const noMatches = { caste: [], age: [], location: [], mutual: [], near: [], new: [], horoscope: [], whyEmpty: {} }
const summary = { interestsWaiting: 3, sentPending: 1, connections: 2, unreadNotifications: 0, unreadMessages: 5, savedSearches: 0 }

describe("a signed-in member's home", { timeout: 20_000 }, () => {
  afterEach(() => window.localStorage.clear())

  it('is their day and their matches, not the marketing page', async () => {
    window.localStorage.setItem('token', 'jwt-member')
    stubFetch({
      ...accountRoutes,
      'GET /api/user/summary': summary,
      'GET /api/user/all/match-prefrences': { matchedData: noMatches },
    })
    renderApp('/')
    const name = ownProfileFixture.fullName.split(' ')[0]
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome back, ${name}` }, { timeout: 10_000 })).toBeTruthy()
    const interests = await screen.findByRole('link', { name: '3 Interests waiting' })
    expect(interests.getAttribute('href')).toBe('/interests')
    expect(screen.getByRole('link', { name: '5 Unread messages' }).getAttribute('href')).toBe('/messages')
    expect(screen.getByRole('link', { name: /Free member/ }).getAttribute('href')).toBe('/buy')
    const caste = await screen.findByRole('region', { name: 'Matches Based on Caste' })
    expect(within(caste).getByText('Caste Matches Not Found')).toBeTruthy()
    expect(screen.queryByText(/Register free/i)).toBeNull()
  })
})
