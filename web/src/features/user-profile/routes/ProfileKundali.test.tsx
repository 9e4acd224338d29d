import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { components } from '../../../api/schema.gen'
import { switchLanguage } from '../../../lib/i18n'
import { ownProfileFixture } from '../../../test/accountFixtures'
import { stubFetch } from '../../../test/fetchStub'
import { kundaliFixture, optionsFixture, rashisFixture } from '../../../test/fixtures'
import { renderRoute } from '../../../test/renderRoute'
import { UserProfileRoute } from './UserProfileRoute'

type HoroscopeFields = components['schemas']['HoroscopeAnswer']

const ID = 'MHPROF0001'

// A connection's profile as the server answers it: birth time and a listed birth place.
const birthDetails: HoroscopeFields = {
  nakshatra: 'krittika',
  rashi: 'vrishabha',
  birthTime: '06:45',
  birthPlace: 'mh-satara-wai',
  birthPlaceDetails: {
    id: 'mh-satara-wai',
    label: { en: 'Wai', mr: 'वाई' },
    region: { en: 'Satara, Maharashtra', mr: 'सातारा, महाराष्ट्र' },
    district: 'satara',
    taluka: 'wai',
    latitude: 17.95,
    longitude: 73.89,
    timeZone: 'Asia/Kolkata',
    approximate: false,
  },
  source: 'calculated',
}

function showConnection(horoscope: HoroscopeFields) {
  stubFetch({
    'GET /api/meta/options': { ...optionsFixture, rashis: rashisFixture },
    'GET /api/user/user-profile/none': { userData: { ...ownProfileFixture, user_id: 'MHOWNER001' } },
    [`GET /api/user/user-profile/${ID}`]: {
      userData: { ...ownProfileFixture, user_id: ID, fullName: 'Aarti Patil', requestStatus: { status: 'accepted', direction: 'sent' }, horoscope },
    },
  })
  renderRoute('/user-profile/:id', <UserProfileRoute />, `/user-profile/${ID}`)
}

describe('the kundali on a profile', () => {
  beforeEach(() => window.localStorage.setItem('token', 'test-token'))
  afterEach(() => switchLanguage('en'))

  it('draws a connection’s kundali in the horoscope section beside the birth details', async () => {
    showConnection({ ...birthDetails, kundali: kundaliFixture })
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    const horoscope = screen.getByRole('region', { name: 'Horoscope' })
    expect(within(horoscope).getByText('06:45')).toBeTruthy()
    expect(within(horoscope).getByText('Wai')).toBeTruthy()
    const chart = await within(horoscope).findByRole('img', { name: 'Kundali (North Indian chart), lagna Kanya (Virgo)' })
    expect(within(chart).getByText('Sa(R)')).toBeTruthy()
    fireEvent.click(within(horoscope).getByText('The chart as a list'))
    const houseEight = within(horoscope).getByRole('row', { name: /^8 / })
    expect([...houseEight.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      '8',
      '1 Mesha (Aries)',
      'Sun (Surya), Mercury (Budh)',
    ])
  })

  it('labels the chart in Marathi', async () => {
    await switchLanguage('mr')
    showConnection({ ...birthDetails, kundali: kundaliFixture })
    const horoscope = await screen.findByRole('region', { name: 'पत्रिका' })
    const chart = await within(horoscope).findByRole('img', { name: 'कुंडली (उत्तर भारतीय पद्धत), लग्न कन्या' })
    expect(within(chart).getByText('श(व)')).toBeTruthy()
    expect(within(chart).getByText('मं')).toBeTruthy()
  })

  it('adds nothing when the server sends no kundali (no time, a typed place, an older server)', async () => {
    showConnection(birthDetails)
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    const horoscope = screen.getByRole('region', { name: 'Horoscope' })
    expect(within(horoscope).getByText('06:45')).toBeTruthy()
    expect(within(horoscope).queryByRole('img')).toBeNull()
    expect(within(horoscope).queryByRole('figure')).toBeNull()
    expect(screen.queryByText('The chart as a list')).toBeNull()
  })
})
