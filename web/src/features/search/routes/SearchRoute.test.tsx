import { testQueryClient } from '../../../test/queryClient'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '../../../app/providers'
import type { components } from '../../../api/schema.gen'
import { ownProfileFixture } from '../../../test/accountFixtures'
import { stubFetch } from '../../../test/fetchStub'
import { optionsFixture } from '../../../test/fixtures'
import { SearchRoute } from './SearchRoute'

type SearchResult = components['schemas']['SearchResult']

const option = (value: string, en: string, mr: string, religion?: string) => ({ value, label: { en, mr }, ...(religion ? { religion } : {}) })
const options = {
  ...optionsFixture,
  castes: [option('maratha', 'Maratha', 'मराठा', 'hindu'), option('jain-digambar', 'Digambar', 'दिगंबर', 'jain')],
  cities: [option('Pune', 'Pune', 'पुणे'), option('Nagpur', 'Nagpur', 'नागपूर')],
}

function member(n: number, overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    user_id: `MHTEST000${n}`,
    fullName: `Member ${n}`,
    age: 25 + n,
    caste: 'maratha',
    location: 'Pune',
    request_status: 'none',
    request_direction: 'none',
    ...overrides,
  }
}

function stubSearch(page: Partial<components['schemas']['SearchPage']> = {}) {
  return stubFetch({
    'GET /api/meta/options': options,
    'POST /api/user/all-users': {
      userList: [member(1), member(2, { request_status: 'pending', request_direction: 'sent' }), member(3, { request_status: 'accepted' })],
      page: 1,
      totalPages: 9,
      searchResults: 52,
      moreResults: false,
      ...page,
    },
  })
}

function renderSearch(url: string) {
  const location: { current: Location | null } = { current: null }
  function Probe() {
    location.current = useLocation()
    return null
  }
  const queryClient = testQueryClient()
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/search" element={<SearchRoute />} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  )
  return () => location.current!
}

const clearButton = () => screen.getByRole('button', { name: 'Clear Filters' }) as HTMLButtonElement
const applyButton = () => screen.getByRole('button', { name: 'Apply Filters' }) as HTMLButtonElement

async function bodies(requests: Request[]) {
  return Promise.all(requests.filter((request) => request.method === 'POST').map((request) => request.clone().json()))
}

describe('search filters', () => {
  it('disables Clear Filters and Apply Filters while every filter is empty', async () => {
    stubSearch()
    renderSearch('/search')
    await screen.findByRole('heading', { name: 'Search Results (52)' })
    // The filter form loads beside the results (lazily).
    await screen.findByRole('button', { name: 'Clear Filters' })
    expect(clearButton().disabled).toBe(true)
    expect(applyButton().disabled).toBe(true)

    fireEvent.change(screen.getByLabelText('Min age'), { target: { value: '24' } })
    expect(clearButton().disabled).toBe(false)
    expect(applyButton().disabled).toBe(false)

    fireEvent.change(screen.getByLabelText('Min age'), { target: { value: '' } })
    expect(clearButton().disabled).toBe(true)
    expect(applyButton().disabled).toBe(true)

    fireEvent.change(screen.getByLabelText('Caste'), { target: { value: 'maratha' } })
    expect(applyButton().disabled).toBe(false)
  })

  it('puts applied filters in the URL (page reset to 1) and sends them as values', async () => {
    const requests = stubSearch()
    const location = renderSearch('/search?page=3')
    await screen.findByRole('heading', { name: 'Search Results (52)' })
    await waitFor(() => expect(screen.getByRole('option', { name: 'Nagpur' })).toBeTruthy())

    fireEvent.change(screen.getByLabelText('Min age'), { target: { value: '24' } })
    fireEvent.change(screen.getByLabelText('Max age'), { target: { value: '30' } })
    fireEvent.change(screen.getByLabelText('Religion'), { target: { value: 'hindu' } })
    fireEvent.change(screen.getByLabelText('Caste'), { target: { value: 'maratha' } })
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Nagpur' } })
    fireEvent.click(applyButton())

    await waitFor(() =>
      expect(location().search).toBe('?min_age=24&max_age=30&caste=maratha&religion=hindu&location=Nagpur'),
    )
    await waitFor(async () =>
      expect((await bodies(requests)).at(-1)).toEqual({
        page: 1,
        limit: 6,
        sort: 'recent',
        min_age: 24,
        max_age: 30,
        caste: 'maratha',
        religion: 'hindu',
        location: 'Nagpur',
      }),
    )
  })

  it('starts from the URL (the home quick search), keeping mother tongue, and Clear empties it', async () => {
    const requests = stubSearch({ moreResults: true, searchResults: 1000 })
    const location = renderSearch('/search?lookingFor=bride&min_age=21&max_age=30&religion=hindu&motherTongue=marathi&page=2')
    expect(await screen.findByRole('heading', { name: 'Search Results (1000+)' })).toBeTruthy()
    expect((screen.getByLabelText('Min age') as HTMLInputElement).value).toBe('21')
    expect((screen.getByLabelText('Max age') as HTMLInputElement).value).toBe('30')
    await waitFor(() => expect((screen.getByLabelText('Mother tongue') as HTMLSelectElement).value).toBe('marathi'))
    expect((await bodies(requests))[0]).toEqual({
      page: 2,
      limit: 6,
      sort: 'recent',
      min_age: 21,
      max_age: 30,
      religion: 'hindu',
      motherTongue: 'marathi',
    })

    fireEvent.click(clearButton())
    await waitFor(() => expect(location().search).toBe(''))
    expect((screen.getByLabelText('Min age') as HTMLInputElement).value).toBe('')
    expect(clearButton().disabled).toBe(true)
    expect(applyButton().disabled).toBe(true)
  })

  it('says "at least" when a refined search stopped counting before the cap', async () => {
    stubSearch({ moreResults: true, searchResults: 420, totalPages: 70 })
    renderSearch('/search?min_age=25&max_age=30&subCaste=deshmukh')
    expect(await screen.findByRole('heading', { name: 'Search Results (420+)' })).toBeTruthy()
  })

  it('refuses ages outside 18–100 or in the wrong order, with a message by the field', async () => {
    stubSearch()
    const location = renderSearch('/search')
    await screen.findByRole('heading', { name: 'Search Results (52)' })
    fireEvent.change(screen.getByLabelText('Min age'), { target: { value: '17' } })
    fireEvent.click(applyButton())
    expect(await screen.findByText('Age must be between 18 and 100.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Min age'), { target: { value: '40' } })
    fireEvent.change(screen.getByLabelText('Max age'), { target: { value: '30' } })
    fireEvent.click(applyButton())
    expect(await screen.findByText('Minimum age cannot be greater than maximum age.')).toBeTruthy()
    expect(location().search).toBe('')
  })

  it('shows each card with its request state, links to the profile, and pages through the URL', async () => {
    stubSearch()
    renderSearch('/search?caste=maratha&page=5')
    const results = await screen.findByRole('list', { name: 'Search results' })
    expect(within(results).getByRole('link', { name: 'Member 1' }).getAttribute('href')).toBe('/user-profile/MHTEST0001')
    expect(within(results).getByRole('button', { name: /Send Request/ })).toBeTruthy()
    expect(within(results).getByRole('button', { name: /Request Sent/ })).toHaveProperty('disabled', true)
    expect(within(results).getByRole('button', { name: /Connected/ })).toHaveProperty('disabled', true)
    const pages = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pages).getByRole('link', { name: 'Page 6 of 9' }).getAttribute('href')).toBe('/search?caste=maratha&page=6')
    expect(within(pages).getByRole('link', { name: 'Page 1 of 9' }).getAttribute('href')).toBe('/search?caste=maratha')
  })

  it('says so when nothing matches', async () => {
    stubSearch({ userList: [], totalPages: 0, searchResults: 0 })
    renderSearch('/search?caste=maratha')
    expect(await screen.findByText('No Matching Profiles Found.')).toBeTruthy()
    expect(screen.getByText('Try changing your filters to discover more matches.')).toBeTruthy()
  })

  it('honours the quick search’s Bride/Groom choice: says whom it shows, and why when the choice contradicts the profile', async () => {
    window.localStorage.setItem('token', 'member-jwt')
    try {
      stubFetch({
        'GET /api/meta/options': options,
        'GET /api/user/user-profile/none': { userData: { ...ownProfileFixture, gender: 'female' } },
        'POST /api/user/all-users': { userList: [member(1)], page: 1, totalPages: 1, searchResults: 1, moreResults: false },
      })
      renderSearch('/search?lookingFor=groom&min_age=25&max_age=32')
      expect(await screen.findByText('Showing grooms.')).toBeTruthy()
      cleanup()
      renderSearch('/search?lookingFor=Bride&min_age=25&max_age=32')
      expect(
        await screen.findByText(/Your profile is a bride’s, so Reshimgathi shows you grooms/),
      ).toBeTruthy()
    } finally {
      window.localStorage.removeItem('token')
    }
  })
})
