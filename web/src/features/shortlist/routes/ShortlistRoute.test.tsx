import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '../../../test/fetchStub'
import { optionsFixture } from '../../../test/fixtures'
import { renderRoute } from '../../../test/renderRoute'
import { ShortlistRoute } from './ShortlistRoute'

const card = { user_id: 'MHSAVED001', fullName: 'Pooja Shinde', age: 27, caste: 'maratha', city: 'Pune', state: 'Maharashtra', badges: ['id' as const] }

describe('shortlist and visitors', () => {
  it('lists the saved profiles with their badges', async () => {
    stubFetch({ 'GET /api/meta/options': optionsFixture, 'GET /api/user/shortlist': { userProfiles: [card], totalPages: 1 } })
    renderRoute('/shortlist', <ShortlistRoute />, '/shortlist')
    const grid = await screen.findByRole('list', { name: 'Your shortlist' })
    expect(within(grid).getByRole('link', { name: 'Pooja Shinde' }).getAttribute('href')).toBe('/user-profile/MHSAVED001')
    expect(within(grid).getByText('ID verified')).toBeTruthy()
  })

  it('says who viewed the profile in the last 30 days, and how often', async () => {
    stubFetch({
      'GET /api/meta/options': optionsFixture,
      'GET /api/user/profile-viewers': { viewers: [{ ...card, lastViewedAt: '2026-11-23T10:00:00Z', days: 3 }], totalPages: 1, total: 1, views: 3 },
    })
    renderRoute('/shortlist', <ShortlistRoute />, '/shortlist?tab=viewers')
    expect(await screen.findByText('1 member, 3 views in the last 30 days.')).toBeTruthy()
    expect(screen.getByText('Last viewed 23 November 2026 · on 3 of the last 30 days')).toBeTruthy()
  })
})
