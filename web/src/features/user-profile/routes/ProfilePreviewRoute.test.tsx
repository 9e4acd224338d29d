import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ownProfileFixture } from '../../../test/accountFixtures'
import { stubFetch } from '../../../test/fetchStub'
import { optionsFixture } from '../../../test/fixtures'
import { renderRoute } from '../../../test/renderRoute'
import { ProfilePreviewRoute } from './ProfilePreviewRoute'

// What the server answers for each viewpoint (adapters/httpapi/fullstack/preview_test.go holds the rules).
const family = {
  ...ownProfileFixture,
  email: undefined,
  phone: undefined,
  aboutMe: 'I teach mathematics in Pune and love Marathi theatre.',
  subCaste: '96 Kuli',
  gotra: 'Kashyap',
  horoscope: { nakshatra: 'krittika', rashi: 'vrishabha' },
}
const answers = {
  free: { as: 'free', userData: { ...family, canRevealContact: false } },
  subscriber: { as: 'subscriber', userData: { ...family, canRevealContact: true } },
  connection: {
    as: 'connection',
    userData: { ...family, horoscope: { ...family.horoscope, birthTime: '06:45', birthPlace: 'Wai' } },
  },
}

describe('view my profile as others see it', () => {
  beforeEach(() => window.localStorage.setItem('token', 'member-jwt'))

  it('shows the family and horoscope details others see, and switches among a free member, a subscriber and a connection', async () => {
    const requests = stubFetch({
      'GET /api/meta/options': optionsFixture,
      'GET /api/user/profile-preview': (request: Request) =>
        Response.json(answers[new URL(request.url).searchParams.get('as') as keyof typeof answers]),
    })
    renderRoute('/profile-preview', <ProfilePreviewRoute />, '/profile-preview')
    expect(await screen.findByText('I teach mathematics in Pune and love Marathi theatre.')).toBeTruthy()
    expect(screen.getByText('96 Kuli')).toBeTruthy()
    expect(screen.getByText('Kashyap')).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'A free member' })).toHaveProperty('checked', true)
    const contact = screen.getByRole('region', { name: 'Contact' })
    expect(within(contact).getByText(/asked to upgrade/)).toBeTruthy()
    expect(screen.queryByText('06:45')).toBeNull()
    // The preview acts on nobody: no request, shortlist or block buttons.
    expect(screen.queryByRole('button', { name: /Send Request|Block/ })).toBeNull()

    fireEvent.click(screen.getByRole('radio', { name: 'A connection' }))
    expect(await screen.findByText('06:45')).toBeTruthy()
    expect(screen.getByText(/also sees your time and place of birth/)).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: 'A subscriber' }))
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Contact' })).getByText(/Hidden until they reveal it/)).toBeTruthy())
    const asked = requests.map((request) => new URL(request.url).searchParams.get('as')).filter(Boolean)
    expect(asked).toEqual(['free', 'connection', 'subscriber'])
  })
})
