import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { components } from '../../../api/schema.gen'
import { accountRoutes, ownProfileFixture, profileOptionsFixture } from '../../../test/accountFixtures'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { kundaliFixture, rashisFixture } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'

type Schemas = components['schemas']

const pune: Schemas['BirthPlace'] = {
  id: 'mh-pune-pune-city',
  label: { en: 'Pune City', mr: 'पुणे शहर' },
  region: { en: 'Pune, Maharashtra', mr: 'पुणे, महाराष्ट्र' },
  district: 'pune',
  taluka: 'pune-city',
  latitude: 18.51957,
  longitude: 73.85535,
  timeZone: 'Asia/Kolkata',
  approximate: false,
}

// A birth whose Moon lies 0.01° before the change from Krittika's 1st charan (Mesha) to its 2nd (Vrishabha).
const nearBoundary: Schemas['HoroscopeReading'] = {
  place: pune,
  chart: {
    birth: '1997-03-14T06:45:00+05:30',
    moon: { rashi: 'mesha', nakshatra: 'krittika', charan: 1 },
    lagna: 'vrishabha',
    manglik: 'partial',
    manglikAlternatives: [],
    manglikExceptedFrom: [],
    marsRashi: 'mesha',
    marsHouseFromLagna: 12,
    marsHouseFromMoon: 1,
    moonLongitude: 29.99,
    lagnaLongitude: 45.2,
    marsLongitude: 10.5,
    ayanamsa: 23.83,
    nearBoundaries: [{ body: 'moon', boundary: 'rashi', distance: 0.01, moon: { rashi: 'vrishabha', nakshatra: 'krittika', charan: 2 } }],
  },
}

const withoutTime: Schemas['HoroscopeReading'] = {
  place: pune,
  day: {
    spans: [
      { from: '1997-03-14T00:00:00+05:30', to: '1997-03-14T09:12:00+05:30', moon: { rashi: 'mesha', nakshatra: 'ashwini' } },
      { from: '1997-03-14T09:12:00+05:30', to: '1997-03-15T00:00:00+05:30', moon: { rashi: 'mesha', nakshatra: 'krittika', charan: 1 } },
    ],
  },
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) })
const select = (label: RegExp) => screen.getByLabelText(label) as HTMLSelectElement

async function openCalculator() {
  renderApp('/edit-profile')
  // The lazy route is transformed on first use; on a busy 2-core machine that takes over the 5 s default.
  await screen.findByLabelText('Full name', {}, { timeout: 15_000 })
  fireEvent.click(tab('Lifestyle'))
  fireEvent.click(screen.getByRole('button', { name: 'Calculate from my birth details' }))
  return screen.getByRole('region', { name: 'Calculate from my birth details' })
}

async function choosePune(calculator: HTMLElement) {
  fireEvent.change(within(calculator).getByLabelText(/^Place of birth/), { target: { value: 'pun' } })
  fireEvent.click(await within(calculator).findByRole('button', { name: 'Pune City — Pune, Maharashtra' }))
}

beforeEach(() => {
  window.localStorage.setItem('token', 'jwt-abc')
})

describe('calculate the horoscope from birth details', { timeout: 20_000 }, () => {
  it('asks near a boundary and fills the reading the member chooses', async () => {
    const requests = stubFetch({
      ...accountRoutes,
      'GET /api/places': { places: [pune] },
      'POST /api/user/horoscope/calculate': nearBoundary,
    })
    const calculator = await openCalculator()
    expect(within(calculator).getByText('Date of birth: 1997-03-14')).toBeTruthy()

    // Neither a time nor a place yet: nothing is sent.
    fireEvent.click(within(calculator).getByRole('button', { name: 'Calculate' }))
    expect(await within(calculator).findByText(/Enter the time of birth/)).toBeTruthy()
    expect(requests.filter((r) => r.url.includes('/horoscope/'))).toHaveLength(0)

    fireEvent.change(within(calculator).getByLabelText(/^Time of birth/), { target: { value: '06:45' } })
    await choosePune(calculator)
    expect(requests.some((r) => new URL(r.url).searchParams.get('q') === 'pun')).toBe(true)
    fireEvent.click(within(calculator).getByRole('button', { name: 'Calculate' }))

    expect(
      await within(calculator).findByText(
        /Your birth time is close to the change from Krittika charan 1, Mesha \(Aries\) to Krittika charan 2, Vrishabha \(Taurus\); check your kundali\./,
      ),
    ).toBeTruthy()
    const sent = requests.find((r) => r.url.includes('/api/user/horoscope/calculate'))!
    expect(await sent.json()).toEqual({ dob: '1997-03-14', birthTime: '06:45', birthPlace: 'mh-pune-pune-city' })
    expect(within(calculator).getByText('Partial (anshik) (Mars in house 12 from the lagna, 1 from the Moon)')).toBeTruthy()
    // A chart without grahas (an older server) draws no kundali.
    expect(within(calculator).queryByRole('img')).toBeNull()
    expect(within(calculator).queryByText('The chart as a list')).toBeNull()
    // Nothing is filled until the member says which reading their kundali shows.
    expect(select(/^Nakshatra/).value).toBe('')

    fireEvent.click(within(calculator).getByRole('button', { name: 'My kundali says Krittika charan 2, Vrishabha (Taurus)' }))
    await waitFor(() => expect(select(/^Rashi/).value).toBe('vrishabha'))
    expect(select(/^Nakshatra/).value).toBe('krittika')
    expect(select(/^Charan/).value).toBe('2')
    expect(select(/^Manglik/).value).toBe('partial')
    expect(within(calculator).getByRole('status').textContent).toContain('The horoscope fields are filled in.')
  })

  it('draws the kundali of a calculation that answers the grahas', async () => {
    const withGrahas: Schemas['HoroscopeReading'] = {
      ...nearBoundary,
      chart: { ...nearBoundary.chart!, lagna: kundaliFixture.lagna, grahas: kundaliFixture.grahas },
    }
    stubFetch({
      ...accountRoutes,
      'GET /api/meta/options': { ...profileOptionsFixture, rashis: rashisFixture },
      'GET /api/places': { places: [pune] },
      'POST /api/user/horoscope/calculate': withGrahas,
    })
    const calculator = await openCalculator()
    fireEvent.change(within(calculator).getByLabelText(/^Time of birth/), { target: { value: '06:45' } })
    await choosePune(calculator)
    fireEvent.click(within(calculator).getByRole('button', { name: 'Calculate' }))
    const chart = await within(calculator).findByRole('img', { name: 'Kundali (North Indian chart), lagna Kanya (Virgo)' })
    expect(chart.querySelector('[data-house="1"]')!.textContent).toBe('6Ma')
    expect(chart.querySelector('[data-house="8"]')!.textContent).toBe('1Su Me')
    fireEvent.click(within(calculator).getByText('The chart as a list'))
    const houseThree = within(calculator).getByRole('row', { name: /^3 / })
    expect(houseThree.textContent).toBe('38 Vrishchika (Scorpio)Saturn (Shani), retrograde')
  })

  it('without a time offers the day’s readings to choose from', async () => {
    const requests = stubFetch({ ...accountRoutes, 'GET /api/places': { places: [pune] }, 'POST /api/user/horoscope/calculate': withoutTime })
    const calculator = await openCalculator()
    fireEvent.click(within(calculator).getByLabelText("I don't know my birth time"))
    await choosePune(calculator)
    fireEvent.click(within(calculator).getByRole('button', { name: 'Calculate' }))
    const later = await within(calculator).findByRole('button', { name: 'Krittika charan 1, Mesha (Aries), from 09:12 to 24:00' })
    expect(within(calculator).getByText(/the Moon changed nakshatra that day/)).toBeTruthy()
    expect(within(calculator).getByText('Without a birth time the lagna and the manglik status cannot be calculated.')).toBeTruthy()
    const sent = requests.find((r) => r.url.includes('/api/user/horoscope/calculate'))!
    expect(await sent.json()).toEqual({ dob: '1997-03-14', birthPlace: 'mh-pune-pune-city' })

    fireEvent.click(later)
    await waitFor(() => expect(select(/^Nakshatra/).value).toBe('krittika'))
    expect(select(/^Rashi/).value).toBe('mesha')
    expect(select(/^Manglik/).value).toBe('')
  })

  it('says when no place matches and shows the server’s refusal', async () => {
    stubFetch({
      ...accountRoutes,
      'GET /api/places': (request: Request) =>
        jsonResponse(200, { places: new URL(request.url).searchParams.get('q') === 'zz' ? [] : [pune] }),
      'POST /api/user/horoscope/calculate': () => problemResponse(400, 'birth_date_out_of_range', 'The birth date must be between 1900 and 2100.'),
    })
    const calculator = await openCalculator()
    fireEvent.change(within(calculator).getByLabelText(/^Place of birth/), { target: { value: 'zz' } })
    expect(await within(calculator).findByText('No place by that name. Try the taluka or the nearest city.')).toBeTruthy()
    fireEvent.change(within(calculator).getByLabelText(/^Time of birth/), { target: { value: '06:45' } })
    await choosePune(calculator)
    fireEvent.click(within(calculator).getByRole('button', { name: 'Calculate' }))
    expect((await within(calculator).findByRole('alert')).textContent).toBe('The birth date must be between 1900 and 2100.')
  })
})

describe('Bombay Time for a Mumbai birth up to 1955', { timeout: 20_000 }, () => {
  const mumbai: Schemas['BirthPlace'] = {
    ...pune,
    id: 'mh-mumbai-city-mumbai-city',
    label: { en: 'Mumbai City', mr: 'मुंबई शहर' },
    region: { en: 'Mumbai City, Maharashtra', mr: 'मुंबई शहर, महाराष्ट्र' },
    district: 'mumbai-city',
    taluka: 'mumbai-city',
  }
  const bornIn = (dob: string) => ({
    ...accountRoutes,
    'GET /api/user/user-profile/none': { userData: { ...ownProfileFixture, dob } },
    'GET /api/places': (request: Request) =>
      jsonResponse(200, { places: new URL(request.url).searchParams.get('q') === 'mum' ? [mumbai] : [pune] }),
    'POST /api/user/horoscope/calculate': { ...nearBoundary, place: mumbai, chart: { ...nearBoundary.chart!, birth: '1950-03-14T06:00:00+04:51' } },
  })
  const chooseMumbai = async (calculator: HTMLElement) => {
    fireEvent.change(within(calculator).getByLabelText(/^Place of birth/), { target: { value: 'mum' } })
    fireEvent.click(await within(calculator).findByRole('button', { name: 'Mumbai City — Mumbai City, Maharashtra' }))
  }

  it('offers the choice of clock in Mumbai before 1956 and sends Bombay Time when chosen', async () => {
    const requests = stubFetch(bornIn('1950-03-14'))
    const calculator = await openCalculator()
    fireEvent.change(within(calculator).getByLabelText(/^Time of birth/), { target: { value: '06:00' } })
    // Pune kept Indian Standard Time: no choice there.
    await choosePune(calculator)
    expect(within(calculator).queryByRole('group', { name: 'The time was written in' })).toBeNull()

    await chooseMumbai(calculator)
    const clock = within(calculator).getByRole('group', { name: 'The time was written in' })
    expect((within(clock).getByLabelText('Indian Standard Time') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(clock).getByLabelText('Bombay Time (39 minutes behind IST)'))
    fireEvent.click(within(calculator).getByRole('button', { name: 'Calculate' }))
    await within(calculator).findByText(/Your birth time is close to the change/)
    const sent = requests.find((r) => r.url.includes('/api/user/horoscope/calculate'))!
    expect(await sent.json()).toEqual({ dob: '1950-03-14', birthTime: '06:00', birthPlace: 'mh-mumbai-city-mumbai-city', clock: 'bombay' })
  })

  it('does not offer it for a Mumbai birth after 1955', async () => {
    const requests = stubFetch(bornIn('1960-03-14'))
    const calculator = await openCalculator()
    fireEvent.change(within(calculator).getByLabelText(/^Time of birth/), { target: { value: '06:00' } })
    await chooseMumbai(calculator)
    expect(within(calculator).queryByRole('group', { name: 'The time was written in' })).toBeNull()
    fireEvent.click(within(calculator).getByRole('button', { name: 'Calculate' }))
    await within(calculator).findByText(/Your birth time is close to the change/)
    const sent = requests.find((r) => r.url.includes('/api/user/horoscope/calculate'))!
    expect(await sent.json()).toEqual({ dob: '1960-03-14', birthTime: '06:00', birthPlace: 'mh-mumbai-city-mumbai-city' })
  })
})
