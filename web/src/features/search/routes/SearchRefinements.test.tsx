import { testQueryClient } from '../../../test/queryClient'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '../../../app/providers'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { optionsFixture } from '../../../test/fixtures'
import { filtersFromParams, searchBody } from '../searchParams'
import { SearchRoute } from './SearchRoute'

const option = (value: string, en: string) => ({ value, label: { en, mr: en } })
const options = {
  ...optionsFixture,
  districts: [{ ...option('pune', 'Pune'), talukas: [] }, { ...option('satara', 'Satara'), talukas: [] }],
  maritalStatuses: [option('single', 'Never married'), option('divorced', 'Divorced')],
  partnerManglik: [option('no', 'Non-manglik only'), option('yes', 'Manglik (or partial) only')],
  incomeRanges: [{ ...option('5-7.5', '₹5–7.5 lakh'), minLakhs: 5, maxLakhs: 7.5 }],
}
const page = { userList: [], page: 1, totalPages: 0, searchResults: 0, moreResults: false }

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

async function lastSearch(requests: Request[]) {
  const posts = requests.filter((request) => request.method === 'POST' && request.url.endsWith('/all-users'))
  return posts.at(-1)!.clone().json()
}

describe('search refinements', () => {
  it('sends every refinement as the contract types it, and keeps it in the URL', async () => {
    const requests = stubFetch({ 'GET /api/meta/options': options, 'POST /api/user/all-users': page, 'GET /api/user/saved-searches': { savedSearches: [] } })
    const location = renderSearch('/search')
    fireEvent.click(await screen.findByText('More filters'))
    await screen.findAllByText('Satara')
    fireEvent.change(await screen.findByLabelText('Native district'), { target: { value: 'satara' } })
    fireEvent.change(screen.getByLabelText('Min height'), { target: { value: '160' } })
    fireEvent.click(screen.getByLabelText('Divorced'))
    fireEvent.change(screen.getByLabelText('Manglik'), { target: { value: 'no' } })
    fireEvent.change(screen.getByLabelText('Annual income'), { target: { value: '5-7.5' } })
    fireEvent.click(screen.getByLabelText('With photo only'))
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }))

    await waitFor(() =>
      expect(location().search).toBe('?nativeDistrict=satara&heightMin=160&maritalStatus=divorced&minIncome=5-7.5&manglik=no&withPhoto=1'),
    )
    await waitFor(async () =>
      expect(await lastSearch(requests)).toEqual({
        page: 1,
        limit: 6,
        sort: 'recent',
        nativeDistrict: 'satara',
        heightMin: 160,
        maritalStatus: ['divorced'],
        minIncome: '5-7.5',
        manglik: 'no',
        withPhoto: true,
      }),
    )
  })

  it('orders by best match from the sort menu, showing each result’s score', async () => {
    const requests = stubFetch({
      'GET /api/meta/options': options,
      'GET /api/user/saved-searches': { savedSearches: [] },
      'POST /api/user/all-users': {
        ...page,
        userList: [{ user_id: 'MHBEST0001', fullName: 'Best One', age: 28, caste: 'maratha', location: 'Pune', request_status: 'none', score: 91 }],
        totalPages: 1,
        searchResults: 1,
      },
    })
    const location = renderSearch('/search?caste=maratha')
    fireEvent.change(await screen.findByLabelText('Sort by'), { target: { value: 'best' } })
    await waitFor(() => expect(location().search).toBe('?caste=maratha&sort=best'))
    await waitFor(async () => expect((await lastSearch(requests)).sort).toBe('best'))
    expect(await screen.findByText('91% compatible')).toBeTruthy()
  })

  it('drops values a hand-edited URL carries outside the contract, instead of failing the search', () => {
    const filters = filtersFromParams(new URLSearchParams('heightMin=99&heightMax=300&activeWithinDays=999&withPhoto=yes&maritalStatus=a,b,c,d,e'))
    expect(searchBody(filters, 1)).toEqual({ page: 1, limit: 6, sort: 'recent' })
    const swapped = filtersFromParams(new URLSearchParams('heightMin=180&heightMax=150'))
    expect(searchBody(swapped, 1)).toMatchObject({ heightMin: 150, heightMax: 180 })
  })

  it('saves the applied search with its alert and sort, lists it as a link that keeps both, and says so when ten are kept', async () => {
    const saved: unknown[] = []
    let refuse = false
    const requests = stubFetch({
      'GET /api/meta/options': options,
      'POST /api/user/all-users': page,
      'GET /api/user/saved-searches': () => jsonResponse(200, { savedSearches: saved }),
      'POST /api/user/saved-searches': async (request: Request) => {
        if (refuse) return problemResponse(409, 'saved_search_limit', 'You can keep up to 10 saved searches.')
        const body = await request.json()
        const created = { id: '00000000-0000-4000-8000-000000000001', createdAt: '2026-11-24T00:00:00Z', alert: false, ...body }
        saved.push(created)
        return jsonResponse(201, created)
      },
    })
    renderSearch('/search?caste=maratha&withPhoto=1&sort=newest')
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('A name of 1 to 60 characters, please.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maratha with photo' } })
    fireEvent.click(screen.getByLabelText('Tell me daily when new members fit'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const link = await screen.findByRole('link', { name: 'Maratha with photo' })
    expect(link.getAttribute('href')).toBe('/search?caste=maratha&withPhoto=1&sort=newest')
    const post = requests.find((request) => request.method === 'POST' && request.url.endsWith('/saved-searches'))!
    expect(await post.clone().json()).toEqual({ name: 'Maratha with photo', filters: { caste: 'maratha', withPhoto: true }, sort: 'newest', alert: true })
    const section = screen.getByRole('region', { name: 'Saved searches' })
    expect(within(section).getByRole('checkbox', { name: 'Daily alert for Maratha with photo' })).toBeTruthy()

    refuse = true
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }))
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Eleventh' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('You can keep up to ten saved searches. Delete one to save another.')).toBeTruthy()
  })
})
