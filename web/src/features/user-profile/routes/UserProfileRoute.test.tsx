import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { components } from '../../../api/schema.gen'
import { problemResponse, stubFetch } from '../../../test/fetchStub'
import { optionsFixture } from '../../../test/fixtures'
import { renderRoute } from '../../../test/renderRoute'
import { UserProfileRoute } from './UserProfileRoute'

type UserData = components['schemas']['UserData']

const ID = 'MHPROF0001'

function profile(overrides: Partial<UserData> = {}): UserData {
  return {
    user_id: ID,
    fullName: 'Aarti Patil',
    age: 27,
    gender: 'female',
    dob: '1999-05-04',
    religion: 'hindu',
    caste: 'maratha',
    maritalStatus: 'single',
    child: 0,
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    education: 'be-btech',
    profession: 'software-engineer',
    income: 90,
    height: 160,
    weight: 55,
    bloodGroup: 'B+',
    languages: ['marathi'],
    hobbies: ['Reading'],
    father: 'Sunil Patil',
    fatherOccupation: 'Teacher',
    mother: 'Asha Patil',
    motherOccupation: 'Homemaker',
    siblings: 1,
    foodPref: 'veg',
    disability: 'no',
    isDrinking: 'no',
    isSmoking: 'no',
    plan: 'premium',
    isSubscribe: false,
    registeredAt: '2026-01-15T10:00:00Z',
    partnerPreferences: { age: { min: 27, max: 32 } },
    requestStatus: { status: 'none', direction: 'none' },
    canRevealContact: false,
    ...overrides,
  }
}

function show(other: UserData, routes: Record<string, unknown> = {}) {
  const requests = stubFetch({
    'GET /api/meta/options': optionsFixture,
    'GET /api/user/user-profile/none': { userData: profile({ user_id: 'MHOWNER001', fullName: 'Me' }) },
    [`GET /api/user/user-profile/${ID}`]: { userData: other },
    ...routes,
  })
  const view = renderRoute('/user-profile/:id', <UserProfileRoute />, `/user-profile/${ID}`)
  return { requests, ...view }
}

const contact = () => screen.getByRole('region', { name: 'Contact' })
/** The member as the conversation endpoint describes them. */
const card = { user_id: ID, fullName: 'Aarti Patil', age: 27, caste: 'maratha', city: 'Pune', state: 'Maharashtra' }

describe('user profile', () => {
  // A member is signed in (the own profile is only asked for then).
  beforeEach(() => window.localStorage.setItem('token', 'test-token'))

  it('shows the header, the six sections and Registered At', async () => {
    show(profile())
    expect(await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })).toBeTruthy()
    expect(screen.getByText('Premium Member')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Photo of Aarti Patil' })).toBeTruthy()
    for (const section of ['Basic Information', 'Education & Profession', 'Location', 'Family Details', 'Partner Preferences', 'Contact']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy()
    }
    expect(screen.getByText('Registered At: 15 January 2026')).toBeTruthy()
    expect(screen.getByText('₹90k / month')).toBeTruthy()
    expect(screen.getByText('27–32 years')).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Connect/ })).toBeTruthy()
  })

  it('shows the family profile as families read it: feet and inches, lakhs a year, native place, horoscope and gun milan', async () => {
    show(
      profile({
        annualIncome: '10-15',
        aboutMe: 'I teach mathematics and love Marathi theatre.',
        subCaste: '96 Kuli',
        nativePlace: { district: 'satara', taluka: 'wai' },
        horoscope: { nakshatra: 'krittika', charan: 2, rashi: 'vrishabha', manglik: 'no' },
        gunMilan: {
          points: 24.5,
          kootas: [
            { name: 'varna', points: 1, max: 1 },
            { name: 'nadi', points: 0, max: 8 },
          ],
        },
      }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })).toBeTruthy()
    expect(screen.getByText('5′ 3″ (160 cm)')).toBeTruthy()
    expect(screen.getByText('10-15 a year (₹90k a month)')).toBeTruthy()
    expect(screen.getByText('I teach mathematics and love Marathi theatre.')).toBeTruthy()
    expect(screen.getByText('96 Kuli')).toBeTruthy()
    expect(screen.getByText('Wai, Satara')).toBeTruthy()
    const horoscope = screen.getByRole('region', { name: 'Horoscope' })
    expect(within(horoscope).getByText('24.5 of 36 points')).toBeTruthy()
    expect(within(horoscope).getByRole('row', { name: 'Nadi 0 / 8' })).toBeTruthy()
  })

  it('says whether the horoscope was calculated from birth details or given by the family, and where gun milan’s came from', async () => {
    const gunMilan = { points: 24.5, kootas: [{ name: 'nadi' as const, points: 0, max: 8 }] }
    show(profile({ horoscope: { nakshatra: 'krittika', rashi: 'vrishabha', source: 'calculated' }, gunMilan: { ...gunMilan, horoscopes: 'mixed' } }))
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    const horoscope = screen.getByRole('region', { name: 'Horoscope' })
    expect(within(horoscope).getByText('Calculated from birth details')).toBeTruthy()
    expect(within(horoscope).queryByText('As given by the family')).toBeNull()
    expect(within(horoscope).getByText('From one horoscope calculated from birth details and one as the family gave it')).toBeTruthy()
    cleanup()
    show(profile({ horoscope: { nakshatra: 'krittika', rashi: 'vrishabha', source: 'typed' }, gunMilan }))
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    const typed = screen.getByRole('region', { name: 'Horoscope' })
    expect(within(typed).getByText('As given by the family')).toBeTruthy()
    expect(within(typed).queryByText(/^From /)).toBeNull()
  })

  it('shows the badges, and the advisory’s disclaimer only without an ID badge', async () => {
    show(profile({ badges: ['phone', 'email'] }))
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    const badges = screen.getByRole('list', { name: 'Verified' })
    expect(within(badges).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['✔ Phone verified', '✔ E-mail verified'])
    expect(screen.getByText(/Reshimgathi has not verified this member’s identity/)).toBeTruthy()
  })

  it('reports a profile with a reason, which also blocks it, and leaves for search', async () => {
    const { requests, location } = show(profile({ badges: ['id'] }), {
      [`POST /api/user/reports/${ID}`]: { message: 'Thank you. We will review this profile.' },
    })
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    expect(screen.queryByText(/has not verified this member’s identity/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Report profile' }))
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Please tell us what is wrong with this profile.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('What is wrong?'), { target: { value: 'asking-money' } })
    fireEvent.change(screen.getByLabelText('Details (optional)'), { target: { value: 'Asked for money.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(location().pathname).toBe('/search'))
    const sent = requests.find((request) => request.url.endsWith(`/api/user/reports/${ID}`))!
    expect(await sent.json()).toEqual({ reason: 'asking-money', details: 'Asked for money.' })
  })

  it('asks a viewer without a subscription to upgrade', async () => {
    show(profile())
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    expect(within(contact()).getByText('To view contact details, please upgrade your plan.')).toBeTruthy()
    expect(within(contact()).getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/buy?plan=standard')
  })

  it('links the upgrade to the plan the viewer’s profile suggests', async () => {
    show(profile(), {
      'GET /api/user/user-profile/none': { userData: profile({ user_id: 'MHOWNER001', fullName: 'Me', upgradePlan: 'premium' }) },
    })
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    expect((await within(contact()).findByRole('link', { name: 'Upgrade Plan' })).getAttribute('href')).toBe('/buy?plan=premium')
  })

  it('says how many contact views are left before revealing', async () => {
    const subscription = { plan: 'basic' as const, startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-02-01T00:00:00Z',
      contactAllowance: 20, contactsUsed: 3, contactsRemaining: 17 }
    show(profile({ canRevealContact: true }), {
      'GET /api/user/user-profile/none': { userData: profile({ user_id: 'MHOWNER001', fullName: 'Me', subscription }) },
    })
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    expect(await within(contact()).findByText('You can view 17 more contacts with your plan.')).toBeTruthy()
  })

  it('shows contact details the server sent as call and mail links', async () => {
    show(profile({ phone: '9876543210', email: 'aarti@example.in' }))
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    expect(within(contact()).getByRole('link', { name: /\+91 98765 43210/ }).getAttribute('href')).toBe('tel:+919876543210')
    expect(within(contact()).getByRole('link', { name: /aarti@example.in/ }).getAttribute('href')).toBe('mailto:aarti@example.in')
    expect(within(contact()).queryByText(/upgrade your plan/)).toBeNull()
  })

  it('reveals contact details with the subscription and says how many are left', async () => {
    const { requests } = show(profile({ canRevealContact: true }), {
      [`POST /api/user/reveal-contact/${ID}`]: { phone: '9876543210', email: 'aarti@example.in', remaining: 19 },
    })
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    fireEvent.click(within(contact()).getByRole('button', { name: 'View contact details' }))
    expect(await within(contact()).findByRole('link', { name: /\+91 98765 43210/ })).toBeTruthy()
    expect(within(contact()).getByText('You can view 19 more contacts with your plan.')).toBeTruthy()
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith(`/reveal-contact/${ID}`))).toBe(true)
  })

  it('falls back to the upgrade prompt when the allowance is used up (402)', async () => {
    show(profile({ canRevealContact: true }), {
      [`POST /api/user/reveal-contact/${ID}`]: () =>
        problemResponse(402, 'allowance_used', 'You have used all contact views of your plan. Please upgrade to see more.'),
    })
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    fireEvent.click(within(contact()).getByRole('button', { name: 'View contact details' }))
    expect(await within(contact()).findByText('To view contact details, please upgrade your plan.')).toBeTruthy()
    // The server's own words say which gate closed.
    expect(await screen.findByText('You have used all contact views of your plan. Please upgrade to see more.')).toBeTruthy()
  })

  it('sends a request from Connect and offers Withdraw', async () => {
    show(profile(), {
      [`POST /api/user/send-request/${ID}`]: { message: 'Request sent', requestStatus: { status: 'pending', direction: 'sent' } },
    })
    fireEvent.click(await screen.findByRole('button', { name: /^Connect/ }))
    expect(await screen.findByRole('button', { name: /Request Sent/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Withdraw your request to Aarti Patil' })).toBeTruthy()
  })

  it('offers a connection Message, and Call once the contact is revealed', async () => {
    const connected = { status: 'accepted', direction: 'sent' } as const
    show(profile({ requestStatus: connected, phone: '9876543210' }), {
      [`GET /api/user/conversation-with/${ID}`]: { member: card, connected: true, unread: 0, canSend: true },
    })
    const message = await screen.findByRole('link', { name: 'Message' })
    expect(message.getAttribute('href')).toBe(`/messages/${ID}`)
    expect(screen.getByRole('link', { name: 'Call Aarti Patil' }).getAttribute('href')).toBe('tel:+919876543210')
  })

  it('sends a connection without a subscription to /buy with the plan and the reason', async () => {
    const connected = { status: 'accepted', direction: 'received' } as const
    show(profile({ requestStatus: connected }), {
      [`GET /api/user/conversation-with/${ID}`]: {
        member: card,
        connected: true,
        unread: 0,
        canSend: false,
        sendBlock: 'subscription_required',
        upgradePlan: 'standard',
      },
    })
    const message = await screen.findByRole('link', { name: 'Message' })
    expect(message.getAttribute('href')).toBe('/buy?plan=standard')
    expect(message.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(message.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Upgrade membership to call or message with matches',
    )
    // No number revealed, no Call.
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull()
  })

  it('offers neither Message nor Call to a member who is not a connection', async () => {
    const { requests } = show(profile({ phone: '9876543210' }))
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Call Aarti Patil' })).toBeNull()
    expect(requests.some((request) => request.url.includes('/conversations/'))).toBe(false)
  })

  it('offers Edit Profile instead of Connect on the member’s own profile', async () => {
    stubFetch({
      'GET /api/meta/options': optionsFixture,
      'GET /api/user/user-profile/none': { userData: profile() },
      [`GET /api/user/user-profile/${ID}`]: { userData: profile({ phone: '9876543210' }) },
    })
    renderRoute('/user-profile/:id', <UserProfileRoute />, `/user-profile/${ID}`)
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Connect/ })).toBeNull()
  })

  it('says when a profile does not exist', async () => {
    stubFetch({
      'GET /api/meta/options': optionsFixture,
      'GET /api/user/user-profile/none': { userData: profile({ user_id: 'MHOWNER001' }) },
      [`GET /api/user/user-profile/${ID}`]: () => problemResponse(404, 'not_found', 'No such member'),
    })
    renderRoute('/user-profile/:id', <UserProfileRoute />, `/user-profile/${ID}`)
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy()
  })

  it('does not ask the server about an address that cannot be a member code', async () => {
    const requests = stubFetch({ 'GET /api/meta/options': optionsFixture })
    renderRoute('/user-profile/:id', <UserProfileRoute />, '/user-profile/not-a-code')
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy()
    expect(requests.some((request) => request.url.includes('/user-profile/not-a-code'))).toBe(false)
  })

  it('offers a connection’s biodata, downloads it in the chosen language and design, and says when it fails', async () => {
    const created: Blob[] = []
    vi.stubGlobal('URL', Object.assign(URL, {
      createObjectURL: (blob: Blob) => (created.push(blob), 'blob:biodata'),
      revokeObjectURL: () => undefined,
    }))
    let fail = false
    const { requests } = show(profile({ requestStatus: { status: 'accepted', direction: 'sent' } }), {
      [`GET /api/profiles/${ID}/biodata`]: () =>
        fail ? problemResponse(503, 'unavailable', 'Try later') : new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    })
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    const biodata = screen.getByRole('region', { name: 'Biodata' })
    fireEvent.change(within(biodata).getByLabelText('Language'), { target: { value: 'mr' } })
    fireEvent.change(within(biodata).getByLabelText('Design'), { target: { value: 'simple' } })
    fireEvent.click(within(biodata).getByRole('button', { name: 'Download biodata' }))
    await waitFor(() => expect(created).toHaveLength(1))
    const asked = new URL(requests.find((request) => request.url.includes('/biodata'))!.url)
    expect(asked.searchParams.get('lang')).toBe('mr')
    expect(asked.searchParams.get('design')).toBe('simple')
    expect(asked.searchParams.get('includeContact')).toBe('false')
    expect(await created[0]!.text()).toBe('%PDF-1.7')
    fail = true
    fireEvent.click(within(biodata).getByRole('button', { name: 'Download biodata' }))
    expect(await within(biodata).findByRole('alert')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Share links' })).toBeNull()
    vi.unstubAllGlobals()
  })

  it('offers no biodata of a member who is not a connection', async () => {
    show(profile())
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    expect(screen.queryByRole('region', { name: 'Biodata' })).toBeNull()
  })

  it('offers the member their own biodata, with the contact when they tick it', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:own', revokeObjectURL: () => undefined }))
    const requests = stubFetch({
      'GET /api/meta/options': optionsFixture,
      'GET /api/user/user-profile/none': { userData: profile() },
      [`GET /api/user/user-profile/${ID}`]: { userData: profile() },
      // Answered a moment later, so the loading state is there to be seen.
      'GET /api/user/biodata/links': { links: [] },
      'GET /api/user/biodata': () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } })), 50),
        ),
    })
    renderRoute('/user-profile/:id', <UserProfileRoute />, `/user-profile/${ID}`)
    await screen.findByRole('heading', { level: 1, name: 'Aarti Patil' })
    const biodata = await screen.findByRole('region', { name: 'Biodata' })
    fireEvent.click(within(biodata).getByRole('checkbox'))
    fireEvent.click(within(biodata).getByRole('button', { name: 'Download biodata' }))
    expect(await within(biodata).findByRole('button', { name: 'Preparing the biodata…' })).toBeTruthy()
    await within(biodata).findByRole('button', { name: 'Download biodata' })
    const asked = new URL(requests.find((request) => new URL(request.url).pathname === '/api/user/biodata')!.url)
    expect(asked.searchParams.get('includeContact')).toBe('true')
    // Share links are the member's own to make, beside their own biodata.
    expect(await screen.findByRole('region', { name: 'Share links' })).toBeTruthy()
    expect(asked.searchParams.get('lang')).toBe('en')
    vi.unstubAllGlobals()
  })
})
