import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { registerProfileFormTranslations } from '../../../components/form/profile/i18n'
import { stubFetch } from '../../../test/fetchStub'
import { renderRoute } from '../../../test/renderRoute'
import { registerDashboardTranslations } from '../i18n'
import { DashboardOverview } from './DashboardOverview'

await Promise.all([registerDashboardTranslations(), registerProfileFormTranslations()])

describe('dashboard overview', () => {
  it('shows how complete the profile is, the next fields worth adding, and the requests on either side', async () => {
    stubFetch({
      'GET /api/user/summary': { interestsWaiting: 2, sentPending: 1, connections: 4, unreadNotifications: 0, unreadMessages: 0, savedSearches: 0 },
    })
    renderRoute('/dashboard', <DashboardOverview completeness={{ percent: 65, next: ['aboutMe', 'horoscope', 'nativePlace'] }} />, '/dashboard')
    const bar = screen.getByRole('progressbar', { name: 'Profile completeness' })
    expect(bar.getAttribute('aria-valuenow')).toBe('65')
    expect(screen.getByText('65% complete')).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent).slice(0, 3)).toEqual(['About me', 'Horoscope', 'Native district'])
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/edit-profile')
    expect((await screen.findByRole('link', { name: '2 requests waiting for your answer' })).getAttribute('href')).toBe('/interests')
    expect(screen.getByRole('link', { name: '1 sent request waiting for an answer' }).getAttribute('href')).toBe('/interests?tab=sent')
  })
})
