import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { components } from '../../../api/schema.gen'
import { accountRoutes, ownProfileFixture } from '../../../test/accountFixtures'
import { jsonResponse, stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'

const kolhapur: components['schemas']['BirthPlace'] = {
  id: 'mh-kolhapur-karvir',
  label: { en: 'Kolhapur (Karvir)', mr: 'कोल्हापूर (करवीर)' },
  region: { en: 'Kolhapur, Maharashtra', mr: 'कोल्हापूर, महाराष्ट्र' },
  latitude: 16.69563,
  longitude: 74.23167,
  timeZone: 'Asia/Kolkata',
  approximate: false,
}

beforeEach(() => {
  window.localStorage.setItem('token', 'jwt-abc')
})

async function openHoroscope() {
  renderApp('/edit-profile')
  await screen.findByLabelText('Full name')
  fireEvent.click(screen.getByRole('tab', { name: /^Lifestyle/ }))
  // The calculator is closed: the only birth place field is the form's own.
  return screen.getByLabelText(/^Place of birth/) as HTMLInputElement
}

const saved = async (requests: Request[]) => (await requests.find((request) => request.method === 'PATCH')!.formData()).get('horoscope[birthPlace]')

describe('the birth place on Edit Profile', { timeout: 20_000 }, () => {
  it('searches the list as the member types and saves the chosen place by its id, shown by name', async () => {
    const requests = stubFetch({
      ...accountRoutes,
      'GET /api/places': (request: Request) => jsonResponse(200, { places: new URL(request.url).searchParams.get('q') === 'kol' ? [kolhapur] : [] }),
      'PATCH /api/user/profile': () => jsonResponse(200, { message: 'Profile updated successfully.', userData: ownProfileFixture }),
    })
    const field = await openHoroscope()
    expect(requests.some((request) => request.url.includes('/api/places'))).toBe(false)
    fireEvent.change(field, { target: { value: 'kol' } })
    const list = await screen.findByRole('list', { name: 'Birth places' })
    fireEvent.click(within(list).getByRole('button', { name: 'Kolhapur (Karvir) — Kolhapur, Maharashtra' }))

    const shown = screen.getByLabelText(/^Place of birth/) as HTMLInputElement
    expect(shown.value).toBe('Kolhapur (Karvir)')
    expect(screen.getByText(/From the birth place list/)).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Birth places' })).toBeNull()

    fireEvent.click(screen.getByText(/^Save Changes$/, { selector: 'button' }))
    expect(await screen.findByText('Profile updated successfully.')).toBeTruthy()
    expect(await saved(requests)).toBe('mh-kolhapur-karvir')
  })

  it('keeps a place the list lacks as typed, and says the list has no such place', async () => {
    const requests = stubFetch({
      ...accountRoutes,
      'GET /api/places': { places: [] },
      'PATCH /api/user/profile': () => jsonResponse(200, { message: 'Profile updated successfully.', userData: ownProfileFixture }),
    })
    const field = await openHoroscope()
    fireEvent.change(field, { target: { value: 'Wadgaon Kolhati' } })
    expect(await screen.findByText(/No listed place by that name/)).toBeTruthy()
    fireEvent.click(screen.getByText(/^Save Changes$/, { selector: 'button' }))
    expect(await screen.findByText('Profile updated successfully.')).toBeTruthy()
    expect(await saved(requests)).toBe('Wadgaon Kolhati')
  })
})
