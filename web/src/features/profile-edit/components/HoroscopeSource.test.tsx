import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { components } from '../../../api/schema.gen'
import { accountRoutes, ownProfileFixture } from '../../../test/accountFixtures'
import { jsonResponse, stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'

type Schemas = components['schemas']

const pune: Schemas['BirthPlace'] = {
  id: 'mh-pune-pune-city',
  label: { en: 'Pune City', mr: 'पुणे शहर' },
  region: { en: 'Pune, Maharashtra', mr: 'पुणे, महाराष्ट्र' },
  latitude: 18.51957,
  longitude: 73.85535,
  timeZone: 'Asia/Kolkata',
  approximate: false,
}

const reading: Schemas['HoroscopeReading'] = {
  place: pune,
  chart: {
    birth: '1997-03-14T06:45:00+05:30',
    moon: { rashi: 'vrishabha', nakshatra: 'krittika', charan: 2 },
    lagna: 'vrishabha',
    manglik: 'no',
    manglikAlternatives: [],
    manglikExceptedFrom: [],
    marsRashi: 'kanya',
    marsHouseFromLagna: 5,
    marsHouseFromMoon: 5,
    moonLongitude: 34.2,
    lagnaLongitude: 45.2,
    marsLongitude: 160.5,
    ayanamsa: 23.83,
    nearBoundaries: [],
  },
}

const calculatedHint = 'These values are calculated from your birth details.'
const typedHint = /as given by your family/

beforeEach(() => {
  window.localStorage.setItem('token', 'jwt-abc')
})

describe('where the horoscope came from, on Edit Profile', { timeout: 20_000 }, () => {
  it('marks calculator values calculated with the place and time they came from, and hand-picked ones typed', async () => {
    const requests = stubFetch({
      ...accountRoutes,
      'GET /api/places': { places: [pune] },
      'POST /api/user/horoscope/calculate': reading,
      'PATCH /api/user/profile': () => jsonResponse(200, { message: 'Profile updated successfully.', userData: ownProfileFixture }),
    })
    renderApp('/edit-profile')
    await screen.findByLabelText('Full name')
    fireEvent.click(screen.getByRole('tab', { name: /^Lifestyle/ }))
    expect(screen.queryByText(calculatedHint)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Calculate from my birth details' }))
    const calculator = screen.getByRole('region', { name: 'Calculate from my birth details' })
    fireEvent.change(within(calculator).getByLabelText(/^Time of birth/), { target: { value: '06:45' } })
    fireEvent.change(within(calculator).getByLabelText(/^Place of birth/), { target: { value: 'pun' } })
    fireEvent.click(await within(calculator).findByRole('button', { name: 'Pune City — Pune, Maharashtra' }))
    fireEvent.click(within(calculator).getByRole('button', { name: 'Calculate' }))
    fireEvent.click(await within(calculator).findByRole('button', { name: 'Use these values' }))

    expect(await screen.findByText(calculatedHint)).toBeTruthy()
    // The form's own birth place shows the listed place by name (it stores its id).
    const place = screen.getAllByLabelText(/^Place of birth/).find((input) => !calculator.contains(input)) as HTMLInputElement
    expect(place.value).toBe('Pune City')

    fireEvent.click(screen.getByText(/^Save Changes$/, { selector: 'button' }))
    expect(await screen.findByText('Profile updated successfully.')).toBeTruthy()
    const form = await requests.find((request) => request.method === 'PATCH')!.formData()
    expect(form.get('horoscope[source]')).toBe('calculated')
    expect(form.get('horoscope[birthPlace]')).toBe('mh-pune-pune-city')
    expect(form.get('horoscope[birthTime]')).toBe('06:45')
    expect(form.get('horoscope[nakshatra]')).toBe('krittika')
  })

  it('a value the member picks by hand is theirs: typed', async () => {
    stubFetch(accountRoutes)
    renderApp('/edit-profile')
    await screen.findByLabelText('Full name')
    fireEvent.click(screen.getByRole('tab', { name: /^Lifestyle/ }))
    fireEvent.change(screen.getByLabelText(/^Nakshatra/), { target: { value: 'krittika' } })
    await waitFor(() => expect(screen.getByText(typedHint)).toBeTruthy())
    expect(screen.queryByText(calculatedHint)).toBeNull()
  })
})
