import type { components } from '../api/schema.gen'

type Schemas = components['schemas']

export const plansFixture: { plans: Schemas['Plan'][] } = {
  plans: [
    {
      code: 'basic',
      title: { en: 'Basic', mr: 'बेसिक' },
      price: 199,
      validityMonths: 1,
      contactAllowance: 20,
      features: [{ en: 'Message your matches', mr: 'स्थळांना मेसेज करा' }],
      mostPopular: false,
    },
    {
      code: 'standard',
      title: { en: 'Standard', mr: 'स्टँडर्ड' },
      price: 299,
      originalPrice: 399,
      validityMonths: 2,
      contactAllowance: 35,
      features: [{ en: 'Message your matches', mr: 'स्थळांना मेसेज करा' }],
      mostPopular: true,
    },
    {
      code: 'premium',
      title: { en: 'Premium', mr: 'प्रीमियम' },
      price: 499,
      originalPrice: 599,
      validityMonths: 3,
      contactAllowance: 50,
      features: [{ en: 'Call your matches', mr: 'स्थळांना कॉल करा' }],
      mostPopular: false,
    },
    {
      code: 'elite',
      title: { en: 'Elite', mr: 'एलिट' },
      price: 2000,
      validityMonths: 6,
      contactAllowance: null,
      features: [{ en: 'A personal advisor', mr: 'वैयक्तिक सल्लागार' }],
      mostPopular: false,
    },
  ],
}

function story(id: number, coupleNames: string, city: string, year: number, en: string, mr: string): Schemas['SuccessStory'] {
  const slug = coupleNames.toLowerCase().replace(' & ', '-')
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    coupleNames,
    city,
    year,
    story: { en, mr },
    photoUrl: `/stories/${slug}.svg`,
  }
}

export const storiesFixture: { stories: Schemas['SuccessStory'][] } = {
  stories: [
    story(1, 'Aarti & Siddharth', 'Pune', 2024, 'Engaged within three months.', 'तीन महिन्यांत साखरपुडा झाला.'),
    story(2, 'Priya & Rohan', 'Mumbai', 2024, 'We love Marathi theatre.', 'आम्हाला मराठी नाटके आवडतात.'),
    story(3, 'Sneha & Aniket', 'Nashik', 2023, 'It clicked on the first call.', 'पहिल्याच फोनवर सूर जुळले.'),
  ],
}

const option = (value: string, en: string, mr: string): Schemas['Option'] => ({ value, label: { en, mr } })

/** The family profile's option lists (docs/adr/0015-matching.md), empty where a test needs none. */
export const familyOptionsFixture = {
  districts: [],
  createdBy: [],
  complexions: [],
  bodyTypes: [],
  workingSectors: [],
  manglik: [],
  partnerManglik: [],
  rashis: [],
  nakshatras: [],
  incomeRanges: [],
} satisfies Partial<Schemas['Options']>

export const optionsFixture: Schemas['Options'] = {
  genders: [option('male', 'Male', 'पुरुष'), option('female', 'Female', 'स्त्री')],
  maritalStatuses: [],
  religions: [option('hindu', 'Hindu', 'हिंदू'), option('buddhist', 'Buddhist', 'बौद्ध'), option('jain', 'Jain', 'जैन')],
  castes: [],
  cities: [],
  motherTongues: [option('marathi', 'Marathi', 'मराठी'), option('konkani', 'Konkani', 'कोंकणी')],
  educationLevels: [],
  professions: [],
  foodPrefs: [],
  bloodGroups: [],
  yesNo: [],
  habits: [],
  plans: [],
  contactGenders: [option('male', 'Male', 'पुरुष'), option('female', 'Female', 'स्त्री'), option('other', 'Other', 'इतर')],
  ...familyOptionsFixture,
}

/** Every public endpoint the home page calls, answering as the contract says. */
export const homeRoutes = {
  'GET /api/plans': plansFixture,
  'GET /api/success-stories': storiesFixture,
  'GET /api/meta/options': optionsFixture,
}

/** The twelve rashis in the server's order (domain/profile/horoscope.go), Mesha first. */
export const rashisFixture: Schemas['Option'][] = [
  option('mesha', 'Mesha (Aries)', 'मेष'),
  option('vrishabha', 'Vrishabha (Taurus)', 'वृषभ'),
  option('mithuna', 'Mithuna (Gemini)', 'मिथुन'),
  option('karka', 'Karka (Cancer)', 'कर्क'),
  option('simha', 'Simha (Leo)', 'सिंह'),
  option('kanya', 'Kanya (Virgo)', 'कन्या'),
  option('tula', 'Tula (Libra)', 'तूळ'),
  option('vrishchika', 'Vrishchika (Scorpio)', 'वृश्चिक'),
  option('dhanu', 'Dhanu (Sagittarius)', 'धनु'),
  option('makara', 'Makara (Capricorn)', 'मकर'),
  option('kumbha', 'Kumbha (Aquarius)', 'कुंभ'),
  option('meena', 'Meena (Pisces)', 'मीन'),
]

/**
 * A kundali with a Kanya lagna (house 1 holds rashi 6, so house 8 holds rashi 1, Mesha): the
 * Sun and Mercury together in house 8, Saturn retrograde in house 3, Rahu and Ketu opposite.
 */
export const kundaliFixture: Schemas['Kundali'] = {
  lagna: 'kanya',
  grahas: [
    { graha: 'sun', longitude: 10.2, rashi: 'mesha', house: 8 },
    { graha: 'moon', longitude: 45.5, rashi: 'vrishabha', house: 9 },
    { graha: 'mars', longitude: 170.1, rashi: 'kanya', house: 1 },
    { graha: 'mercury', longitude: 25.0, rashi: 'mesha', house: 8 },
    { graha: 'jupiter', longitude: 300.4, rashi: 'kumbha', house: 6 },
    { graha: 'venus', longitude: 340.9, rashi: 'meena', house: 7 },
    { graha: 'saturn', longitude: 220.3, rashi: 'vrishchika', house: 3, retrograde: true },
    { graha: 'rahu', longitude: 100.0, rashi: 'karka', house: 11, retrograde: true },
    { graha: 'ketu', longitude: 280.0, rashi: 'makara', house: 5, retrograde: true },
  ],
}
