import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { accountRoutes } from '../../../test/accountFixtures'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'

// Text queries rather than role queries here: the wizard is a large DOM and role queries are slow in jsdom.
const next = () => fireEvent.click(screen.getByText('Next', { selector: 'button' }))
const stepTitle = () => document.getElementById('register-step-title')?.textContent ?? ''
const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

const registrations = (requests: Request[]) => requests.filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/auth/register')

async function openWizard(routes: Record<string, unknown> = {}) {
  const requests = stubFetch({ ...accountRoutes, 'POST /api/auth/register/email': { message: 'This e-mail can register.' }, ...routes })
  const view = renderApp('/register')
  await screen.findByRole('heading', { level: 2, name: /Basic Details/ })
  return { requests, ...view }
}

function fillBasic() {
  change('Full name', 'Aarti Deshmukh')
  fireEvent.click(screen.getByLabelText('Female'))
  change('Date of birth', '1997-06-15')
  change('Religion', 'hindu')
  change('Caste', 'maratha')
  change('Marital status', 'single')
  change(/^Sub-caste/, '96 Kuli')
}

function fillContact() {
  change('City', 'Pune')
  change('Mobile number (10 digits)', '9822098220')
  change('E-mail', 'aarti@example.com')
  change('Password', 'silk-knot-2024')
}

function addTag(label: string, text: string) {
  const input = screen.getByLabelText(label)
  fireEvent.change(input, { target: { value: text } })
  fireEvent.keyDown(input, { key: 'Enter' })
}

function fillPhysical() {
  change('Education', 'be-btech')
  change('Profession', 'software-engineer')
  change(/^Monthly income/, '85')
  change('Blood group', 'B+')
  change(/^Height/, '162')
  change(/^Weight/, '55')
  addTag('Languages you speak', 'Marathi')
  addTag('Hobbies', 'Reading')
}

function fillFamily() {
  change("Father's name", 'Suresh Deshmukh')
  change("Father's occupation", 'Farmer')
  change("Mother's name", 'Lata Deshmukh')
  change("Mother's occupation", 'Teacher')
  change('Number of siblings', '1')
}

function fillLifestyle() {
  fireEvent.click(screen.getByLabelText('Vegetarian'))
  const disability = screen.getByRole('group', { name: 'Any disability?' })
  fireEvent.click(within(disability).getByLabelText('No'))
  change(/^Membership plan/, 'standard')
}

function fillPreferences() {
  change(/^Minimum age/, '27')
  change(/^Maximum age/, '33')
  const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'aarti.jpg', { type: 'image/jpeg' })
  fireEvent.change(screen.getByLabelText(/Profile picture/), { target: { files: [picture] } })
  fireEvent.click(screen.getByLabelText(/I accept the Terms and Conditions/))
  for (const declaration of [/to find a life partner/, /What I wrote about myself is true/, /marriageable age/]) {
    fireEvent.click(screen.getByLabelText(declaration))
  }
}

async function goToStep(title: string) {
  next()
  await screen.findByRole('heading', { level: 2, name: new RegExp(title) })
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview')
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
})

// The first test pays for transforming the lazy route on a 2-core machine; each walks a large form.
describe('registration wizard', { timeout: 20_000 }, () => {
  it('blocks Next until the step is valid, with the server’s messages next to the fields', async () => {
    await openWizard()
    next()
    expect(await screen.findByText('Full name is required')).toBeTruthy()
    expect(screen.getByText('Gender is required')).toBeTruthy()
    expect(screen.getByText('Date of birth is required')).toBeTruthy()
    expect(screen.getByText('Religion is required')).toBeTruthy()
    expect(screen.getByText('Caste is required')).toBeTruthy()
    expect(screen.getByText('Marital status is required')).toBeTruthy()
    expect(stepTitle()).toContain('Basic Details')
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true')

    fillBasic()
    change('Date of birth', '2015-01-01')
    next()
    expect(await screen.findByText('Female users must be at least 18 years old')).toBeTruthy()
    expect(stepTitle()).toContain('Basic Details')

    change('Date of birth', '1997-06-15')
    await goToStep('Contact Details')
    change('Mobile number (10 digits)', '98220')
    change('E-mail', 'not-an-email')
    change('Password', 'short')
    next()
    expect(await screen.findByText('Please enter a 10-digit mobile number starting with 6, 7, 8 or 9')).toBeTruthy()
    expect(screen.getByText('Invalid email format')).toBeTruthy()
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy()
    expect(screen.getByText('City is required')).toBeTruthy()

    fireEvent.click(screen.getByText('Back', { selector: 'button' }))
    await screen.findByRole('heading', { level: 2, name: /Basic Details/ })
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Aarti Deshmukh')
  })

  it('asks for the number of children only for divorced or widowed members', async () => {
    await openWizard()
    expect(screen.queryByLabelText('Number of children')).toBeNull()
    change('Marital status', 'divorce')
    expect(screen.getByLabelText('Number of children')).toBeTruthy()
    change('Marital status', 'single')
    expect(screen.queryByLabelText('Number of children')).toBeNull()
    change('Marital status', 'widow')
    change('Number of children', '12')
    next()
    expect(await screen.findByText('Please enter number of children')).toBeTruthy()
  })

  it('shows castes of the chosen religion, and a free-text caste for Other', async () => {
    await openWizard()
    change('Religion', 'muslim')
    const castes = within(screen.getByLabelText('Caste')).getAllByRole('option').map((option) => option.textContent)
    expect(castes).toEqual(['Select…', 'Sunni', 'Mahar', 'Other'])
    expect(screen.queryByLabelText('Your caste')).toBeNull()
    change('Caste', 'other')
    const custom = screen.getByLabelText('Your caste')
    next()
    expect(await screen.findByText('Please enter a valid caste name')).toBeTruthy()
    fireEvent.change(custom, { target: { value: 'Bohra' } })
    change('Caste', 'sunni')
    expect(screen.queryByLabelText('Your caste')).toBeNull()
  })

  it('adds languages and hobbies with Enter or a comma, ignores duplicates and removes chips', async () => {
    await openWizard()
    fillBasic()
    await goToStep('Contact Details')
    fillContact()
    await goToStep('Physical & Education')

    const languages = screen.getByLabelText('Languages you speak') as HTMLInputElement
    fireEvent.change(languages, { target: { value: 'Marathi' } })
    fireEvent.keyDown(languages, { key: 'Enter' })
    fireEvent.change(languages, { target: { value: 'Hindi,' } })
    fireEvent.change(languages, { target: { value: 'marathi,English,Kon' } })
    expect(languages.value).toBe('Kon')
    const chips = () => within(screen.getByRole('list', { name: 'Languages you speak added' })).getAllByRole('listitem').map((chip) => chip.textContent?.replace('×', ''))
    expect(chips()).toEqual(['Marathi', 'Hindi', 'English'])
    fireEvent.click(screen.getByRole('button', { name: 'Remove Hindi' }))
    expect(chips()).toEqual(['Marathi', 'English'])
    // Enter adds a tag and never moves to the next step.
    expect(stepTitle()).toContain('Physical & Education')

    // Hobbies are optional: the step asks for what is missing, never for hobbies.
    next()
    expect(await screen.findByText('Education is required')).toBeTruthy()
    expect(screen.queryByText('Please enter valid hobby/hobbies')).toBeNull()
    expect(screen.queryByText('Please enter valid language(s)')).toBeNull()
  })

  it('asks for the terms explicitly and leaves the plan as an optional preference', async () => {
    const { requests } = await openWizard()
    fillBasic()
    await goToStep('Contact Details')
    fillContact()
    await goToStep('Physical & Education')
    fillPhysical()
    await goToStep('Family')
    fillFamily()
    await goToStep('Lifestyle')
    fireEvent.click(screen.getByLabelText('Vegetarian'))
    fireEvent.click(within(screen.getByRole('group', { name: 'Any disability?' })).getByLabelText('No'))
    expect(screen.getByLabelText(/^Membership plan/).closest('.field')?.textContent).toContain('optional')
    await goToStep('Preferences')
    change(/^Minimum age/, '27')
    change(/^Maximum age/, '33')
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'aarti.jpg', { type: 'image/jpeg' })
    fireEvent.change(screen.getByLabelText(/Profile picture/), { target: { files: [picture] } })
    fireEvent.click(screen.getByText('Submit', { selector: 'button' }))
    expect(await screen.findByText('Please accept the Terms and Conditions and the Privacy Policy to register')).toBeTruthy()
    expect(registrations(requests)).toEqual([])
  })

  it('submits all six steps as multipart with bracket keys and the picture, then signs the member in and goes home', async () => {
    const { requests, location } = await openWizard({
      'POST /api/auth/register': () =>
        jsonResponse(200, { message: 'Registration successful. Please login.', userId: 'MH4K7Q2PXA', token: 'new-member-jwt', expiresAt: '2026-12-05T00:00:00Z' }),
    })
    fillBasic()
    await goToStep('Contact Details')
    fillContact()
    await goToStep('Physical & Education')
    fillPhysical()
    await goToStep('Family')
    fillFamily()
    await goToStep('Lifestyle')
    fillLifestyle()
    await goToStep('Preferences')
    expect(screen.queryByText('Next', { selector: 'button' })).toBeNull()
    fillPreferences()
    fireEvent.click(screen.getByText('Submit', { selector: 'button' }))

    await waitFor(() => expect(location().pathname).toBe('/'))
    expect(window.localStorage.getItem('token')).toBe('new-member-jwt')
    expect(await screen.findByText('Welcome! Your profile is ready.')).toBeTruthy()
    const posted = registrations(requests)[0]
    expect(posted?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
    const form = await posted!.formData()
    expect(form.get('fullName')).toBe('Aarti Deshmukh')
    expect(form.get('gender')).toBe('female')
    expect(form.get('dob')).toBe('1997-06-15')
    expect(form.get('income')).toBe('85')
    expect(form.get('languages[0]')).toBe('Marathi')
    expect(form.get('hobbies[0]')).toBe('Reading')
    expect(form.get('partnerPreferences[age][min]')).toBe('27')
    expect(form.get('partnerPreferences[age][max]')).toBe('33')
    expect(form.get('password')).toBe('silk-knot-2024')
    expect(form.get('preferredLanguage')).toBe('en')
    expect(form.has('customCaste')).toBe(false)
    expect(form.get('subCaste')).toBe('96 Kuli')
    expect(form.get('acceptTerms')).toBe('true')
    expect(form.get('declarations[intentToMarry]')).toBe('true')
    expect(form.get('declarations[ageConfirmed]')).toBe('true')
    expect(form.get('plan')).toBe('standard')
    // The file part itself is checked in encodeProfile.test.ts: jsdom's File does not survive
    // the test runner's (undici) multipart encoding byte for byte.
    expect(form.has('profilePicture')).toBe(true)
  })

  it('says at step 2 that an e-mail is taken, as the final step would, and stays there', async () => {
    const checked: string[] = []
    const { requests } = await openWizard({
      'POST /api/auth/register/email': async (request: Request) => {
        const { email } = (await request.json()) as { email: string }
        checked.push(email)
        if (email === 'aarti@example.com') {
          return problemResponse(409, 'email_taken', 'This e-mail is already registered. Please log in or use another e-mail.')
        }
        return jsonResponse(200, { message: 'This e-mail can register.' })
      },
    })
    fillBasic()
    await goToStep('Contact Details')
    fillContact()
    next()
    expect(await screen.findByText('This e-mail is already registered. Please log in or use another e-mail.')).toBeTruthy()
    expect(stepTitle()).toContain('Contact Details')
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true')
    change('E-mail', 'aarti.d@example.com')
    await goToStep('Physical & Education')
    expect(checked).toEqual(['aarti@example.com', 'aarti.d@example.com'])
    expect(registrations(requests)).toEqual([])
  })

  it('says the photo is required where it is asked, and cannot submit without one', async () => {
    const { requests } = await openWizard()
    expect(screen.getByText(/Keep a clear photo of yourself ready/)).toBeTruthy()
    fillBasic()
    await goToStep('Contact Details')
    fillContact()
    await goToStep('Physical & Education')
    fillPhysical()
    await goToStep('Family')
    fillFamily()
    await goToStep('Lifestyle')
    fillLifestyle()
    await goToStep('Preferences')
    expect(screen.getByLabelText('Profile picture (required: a clear photo of you)')).toBeTruthy()
    change(/^Minimum age/, '27')
    change(/^Maximum age/, '33')
    fireEvent.click(screen.getByLabelText(/I accept the Terms and Conditions/))
    fireEvent.click(screen.getByText('Submit', { selector: 'button' }))
    expect(await screen.findByText('Profile picture is required')).toBeTruthy()
    expect(registrations(requests)).toEqual([])
  })

  it('puts server field errors on their fields and shows the step of the first one', async () => {
    await openWizard({
      'POST /api/auth/register': () =>
        problemResponse(400, 'validation_failed', 'Please fix the errors in the form.', [
          { field: 'password', message: 'This password is too common. Please choose another.' },
          { field: 'partnerPreferences.age', message: 'Minimum age cannot be greater than maximum age' },
        ]),
    })
    fillBasic()
    await goToStep('Contact Details')
    fillContact()
    await goToStep('Physical & Education')
    fillPhysical()
    await goToStep('Family')
    fillFamily()
    await goToStep('Lifestyle')
    fillLifestyle()
    await goToStep('Preferences')
    fillPreferences()
    fireEvent.click(screen.getByText('Submit', { selector: 'button' }))

    expect(await screen.findByText('This password is too common. Please choose another.')).toBeTruthy()
    expect(stepTitle()).toContain('Contact Details')
    expect(document.querySelector('.toast--error')?.textContent).toContain('Please fix the errors in the form.')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')))
  })

  it('offers the same calculator on the Lifestyle step, which fills the horoscope as calculated', async () => {
    const place = {
      id: 'mh-pune-pune-city',
      label: { en: 'Pune City', mr: 'पुणे शहर' },
      region: { en: 'Pune, Maharashtra', mr: 'पुणे, महाराष्ट्र' },
      latitude: 18.51957,
      longitude: 73.85535,
      timeZone: 'Asia/Kolkata',
      approximate: false,
    }
    const chart = {
      birth: '1997-06-15T06:45:00+05:30',
      moon: { rashi: 'vrishabha', nakshatra: 'krittika', charan: 2 },
      lagna: 'mithuna',
      manglik: 'no',
      manglikAlternatives: [],
      manglikExceptedFrom: [],
      marsRashi: 'kanya',
      marsHouseFromLagna: 4,
      marsHouseFromMoon: 5,
      moonLongitude: 34.2,
      lagnaLongitude: 70.1,
      marsLongitude: 160.5,
      ayanamsa: 23.83,
      nearBoundaries: [],
    }
    const { requests } = await openWizard({ 'GET /api/places': { places: [place] }, 'POST /api/user/horoscope/calculate': { place, chart } })
    fillBasic()
    await goToStep('Contact Details')
    fillContact()
    await goToStep('Physical & Education')
    fillPhysical()
    await goToStep('Family')
    fillFamily()
    await goToStep('Lifestyle')
    fireEvent.click(await screen.findByText('Calculate from my birth details', { selector: 'button' }))
    const calculator = await screen.findByRole('region', { name: 'Calculate from my birth details' })
    expect(within(calculator).getByText('Date of birth: 1997-06-15')).toBeTruthy()
    fireEvent.change(within(calculator).getByLabelText(/^Time of birth/), { target: { value: '06:45' } })
    fireEvent.change(within(calculator).getByLabelText(/^Place of birth/), { target: { value: 'pun' } })
    fireEvent.click(await within(calculator).findByText('Pune City — Pune, Maharashtra'))
    fireEvent.click(within(calculator).getByText('Calculate', { selector: 'button' }))
    fireEvent.click(await within(calculator).findByText('Use these values', { selector: 'button' }))
    await waitFor(() => expect((screen.getByLabelText(/^Nakshatra/) as HTMLSelectElement).value).toBe('krittika'))
    expect(screen.getByText('These values are calculated from your birth details.')).toBeTruthy()
    const sent = requests.find((r) => r.url.includes('/api/user/horoscope/calculate'))!
    expect(await sent.json()).toEqual({ dob: '1997-06-15', birthTime: '06:45', birthPlace: 'mh-pune-pune-city' })
  })
})
