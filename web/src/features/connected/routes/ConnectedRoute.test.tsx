import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { accountRoutes, ownProfileFixture } from '../../../test/accountFixtures'
import { stubFetch } from '../../../test/fetchStub'
import { renderRoute } from '../../../test/renderRoute'
import { ConnectedRoute } from './ConnectedRoute'

const connection = { user_id: 'MHCONN0001', fullName: 'Rohan Joshi', age: 30, caste: 'maratha', city: 'Pune', state: 'Maharashtra' }
const subscription = {
  plan: 'standard' as const,
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2027-01-01T00:00:00Z',
  contactAllowance: 35,
  contactsUsed: 1,
  contactsRemaining: 34,
}

function show(own: typeof ownProfileFixture) {
  window.localStorage.setItem('token', 'jwt-member')
  stubFetch({
    ...accountRoutes,
    'GET /api/user/user-profile/none': { userData: own },
    'GET /api/user/connected/people': { userList: { userProfiles: [connection], totalPages: 1 } },
  })
  renderRoute('/connected', <ConnectedRoute />, '/connected')
}

describe('connections', () => {
  afterEach(() => window.localStorage.clear())

  it('offer a subscriber the next step: the conversation and the contact', async () => {
    show({ ...ownProfileFixture, isSubscribe: true, plan: 'standard', subscription })
    const card = await screen.findByRole('article')
    expect((await within(card).findByRole('link', { name: 'Message Rohan Joshi' })).getAttribute('href')).toBe('/messages/MHCONN0001')
    expect(within(card).getByRole('link', { name: 'View the contact details of Rohan Joshi' }).getAttribute('href')).toBe(
      '/user-profile/MHCONN0001#profile-contact',
    )
  })

  it('offer a free member the plan that opens messages and calls', async () => {
    show({ ...ownProfileFixture, isSubscribe: false, upgradePlan: 'standard' })
    const card = await screen.findByRole('article')
    expect((await within(card).findByRole('link', { name: 'Upgrade to message or call' })).getAttribute('href')).toBe('/buy?plan=standard')
    expect(within(card).getByRole('link', { name: 'View the profile of Rohan Joshi' })).toBeTruthy()
  })
})
