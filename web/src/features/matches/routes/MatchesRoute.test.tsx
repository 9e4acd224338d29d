import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { components } from '../../../api/schema.gen'
import { stubFetch } from '../../../test/fetchStub'
import { ownProfileFixture } from '../../../test/accountFixtures'
import { optionsFixture } from '../../../test/fixtures'
import { renderRoute } from '../../../test/renderRoute'
import { SCROLL_STEP_PX } from '../components/MatchCarousel'
import { MatchesRoute } from './MatchesRoute'

type MemberCard = components['schemas']['MemberCard']

const card = (n: number): MemberCard => ({
  user_id: `MHMATCH00${n}`,
  fullName: `Match ${n}`,
  age: 27 + n,
  caste: 'maratha',
  city: 'Pune',
  state: 'Maharashtra',
})

const noMatches = { caste: [], age: [], location: [], mutual: [], near: [], new: [], horoscope: [], whyEmpty: {} }

describe('matches', () => {
  it('shows three carousels of cards linking to profiles, a not-found card for an empty one, and Explore More', async () => {
    stubFetch({
      'GET /api/meta/options': optionsFixture,
      'GET /api/user/all/match-prefrences': {
        matchedData: { ...noMatches, caste: [1, 2, 3, 4, 5, 6].map(card), location: [card(7)], whyEmpty: { age: 'noneFit' } },
      },
    })
    renderRoute('/matches', <MatchesRoute />, '/matches')
    const caste = await screen.findByRole('list', { name: 'Matches Based on Caste' })
    expect(within(caste).getAllByRole('article')).toHaveLength(6)
    const first = within(caste).getByRole('link', { name: 'Match 1' })
    expect(first.getAttribute('href')).toBe('/user-profile/MHMATCH001')
    expect(within(caste).getAllByText('Pune, Maharashtra')).toHaveLength(6)
    expect(within(caste).getByText('28 years')).toBeTruthy()

    const age = screen.getByRole('region', { name: 'Matches Based on Age' })
    expect(within(age).getByText('Age Matches Not Found')).toBeTruthy()
    expect(within(age).getByText(/No member fits all your partner preferences here yet/)).toBeTruthy()
    expect(within(age).getByRole('link', { name: 'Edit Preference' }).getAttribute('href')).toBe('/edit-profile')
    expect(within(age).getByRole('link', { name: 'Search all members' }).getAttribute('href')).toBe('/search')
    expect(within(age).queryByRole('button')).toBeNull()

    expect(screen.getByRole('heading', { name: 'Matches Based on Location' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Explore More' }).getAttribute('href')).toBe('/search')
  })

  it('shows every carousel, with the score and reason chips that say in words which preferences fit', async () => {
    const scored: MemberCard = {
      ...card(1),
      score: 82,
      gunMilan: 24.5,
      reasons: [
        { criterion: 'age', met: true, value: '28' },
        { criterion: 'location', met: true, value: 'pune' },
        { criterion: 'caste', met: true, value: 'maratha' },
        { criterion: 'manglik', met: false, value: 'yes' },
        { criterion: 'gunMilan', met: true, value: '24.5' },
      ],
    }
    stubFetch({
      'GET /api/meta/options': optionsFixture,
      'GET /api/user/all/match-prefrences': { matchedData: { ...noMatches, mutual: [scored], whyEmpty: { horoscope: 'noStars' } } },
    })
    renderRoute('/matches', <MatchesRoute />, '/matches')
    const mutual = await screen.findByRole('list', { name: 'Mutual Matches' })
    expect(within(mutual).getByText('82% compatible')).toBeTruthy()
    const chips = within(mutual).getByRole('list', { name: 'Why this match' })
    const texts = within(chips)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent)
    expect(texts).toEqual([
      'Age 28 ✓fits your preference',
      'Pune ✓fits your preference',
      'Maratha ✓fits your preference',
      'Manglik: Yes ✗does not fit your preference',
      'Gun milan 24.5/36 ✓fits your preference',
    ])
    for (const name of ['Near You', 'New Members This Week', 'Horoscope Matches']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy()
    }
    const horoscope = screen.getByRole('region', { name: 'Horoscope Matches' })
    expect(within(horoscope).getByRole('link', { name: 'Add Horoscope' }).getAttribute('href')).toBe('/edit-profile')
  })

  it('says a row is empty because its members are shown in another row, and links to a search for them', async () => {
    // Issue 26: "No matches in your district yet — Please Change Your Preference" showed while
    // another row listed members of that district.
    window.localStorage.setItem('token', 'member-jwt')
    stubFetch({
      'GET /api/meta/options': optionsFixture,
      'GET /api/user/user-profile/none': {
        userData: {
          ...ownProfileFixture,
          city: 'Pune',
          district: 'pune',
          partnerPreferences: { age: { min: 27, max: 33 }, religion: 'hindu', caste: 'maratha' },
        },
      },
      'GET /api/user/all/match-prefrences': {
        matchedData: { ...noMatches, location: [card(1)], whyEmpty: { near: 'shownElsewhere', new: 'noneFit' } },
      },
    })
    renderRoute('/matches', <MatchesRoute />, '/matches')
    const near = await screen.findByRole('region', { name: 'Near You' })
    expect(within(near).getByText('Already shown in another row')).toBeTruthy()
    expect(within(near).queryByText('No matches in your district yet')).toBeNull()
    expect(within(near).queryByRole('link', { name: 'Edit Preference' })).toBeNull()
    const search = within(near).getByRole('link', { name: 'Search for more like these' })
    await waitFor(() =>
      expect(search.getAttribute('href')).toBe('/search?min_age=27&max_age=33&religion=hindu&district=pune'),
    )
    const fresh = screen.getByRole('region', { name: 'New Members This Week' })
    expect(within(fresh).getByText('No new members who fit you this week')).toBeTruthy()
    expect(within(fresh).getByRole('link', { name: 'Search all members' }).getAttribute('href')).toBe(
      '/search?min_age=27&max_age=33&religion=hindu&caste=maratha&sort=newest',
    )
  })

  it('asks for verified profiles only when the member ticks it', async () => {
    const requests = stubFetch({
      'GET /api/meta/options': optionsFixture,
      'GET /api/user/all/match-prefrences': { matchedData: noMatches },
    })
    renderRoute('/matches', <MatchesRoute />, '/matches')
    fireEvent.click(await screen.findByLabelText(/^Verified profiles only/))
    await waitFor(() => expect(requests.some((request) => new URL(request.url).searchParams.get('verified') === 'true')).toBe(true))
  })

  it('scrolls a carousel 300 px per press', async () => {
    const scrollBy = vi.fn()
    Element.prototype.scrollBy = scrollBy
    // jsdom lays nothing out: make every strip wider than its window, as six cards are on a phone.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360)
    stubFetch({
      'GET /api/meta/options': optionsFixture,
      'GET /api/user/all/match-prefrences': { matchedData: { ...noMatches, caste: [card(1), card(2)] } },
    })
    renderRoute('/matches', <MatchesRoute />, '/matches')
    await screen.findByRole('list', { name: 'Matches Based on Caste' })
    const back = screen.getByRole('button', { name: 'Scroll back: Matches Based on Caste' }) as HTMLButtonElement
    const forward = screen.getByRole('button', { name: 'Scroll forward: Matches Based on Caste' }) as HTMLButtonElement
    // Measured after the strip renders.
    await waitFor(() => expect(forward.disabled).toBe(false))
    expect(back.disabled).toBe(true)
    fireEvent.click(forward)
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: SCROLL_STEP_PX }))
  })
})
