import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { accountRoutes, ownProfileFixture } from '../../../test/accountFixtures'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'

const saveButton = () => screen.getByText(/^(Save Changes|Saving…)$/, { selector: 'button' }) as HTMLButtonElement
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) })

beforeEach(() => {
  window.localStorage.setItem('token', 'jwt-abc')
})

describe('edit profile', { timeout: 20_000 }, () => {
  it('enables Save only after a change and sends only the changed fields', async () => {
    const requests = stubFetch({
      ...accountRoutes,
      'PATCH /api/user/profile': () =>
        jsonResponse(200, {
          message: 'Profile updated successfully.',
          userData: { ...ownProfileFixture, city: 'Mumbai', hobbies: ['Reading', 'Trekking'] },
        }),
    })
    renderApp('/edit-profile')
    const fullName = (await screen.findByLabelText('Full name')) as HTMLInputElement
    expect(fullName.value).toBe('Sneha Patil')
    expect(saveButton().disabled).toBe(true)

    // A change that is undone leaves nothing to save.
    fireEvent.change(fullName, { target: { value: 'Sneha P' } })
    expect(saveButton().disabled).toBe(false)
    fireEvent.change(fullName, { target: { value: 'Sneha Patil' } })
    await waitFor(() => expect(saveButton().disabled).toBe(true))

    fireEvent.click(tab('Contact Details'))
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Mumbai' } })
    fireEvent.click(tab('Physical & Education'))
    const hobbies = screen.getByLabelText('Hobbies')
    fireEvent.change(hobbies, { target: { value: 'Trekking' } })
    fireEvent.keyDown(hobbies, { key: 'Enter' })
    expect(saveButton().disabled).toBe(false)
    fireEvent.click(saveButton())

    expect(await screen.findByText('Profile updated successfully.')).toBeTruthy()
    const patch = requests.find((request) => request.method === 'PATCH')
    const form = await patch!.formData()
    expect([...form.keys()].sort()).toEqual(['city', 'hobbies[0]', 'hobbies[1]'])
    expect(form.get('city')).toBe('Mumbai')
    expect(form.get('hobbies[1]')).toBe('Trekking')
    // Saved: the form starts again from the server's answer, so there is nothing left to save.
    await waitFor(() => expect(saveButton().disabled).toBe(true))
    fireEvent.click(tab('Contact Details'))
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('Mumbai')
  })

  it('edits the native place and the horoscope: talukas follow the district, the rashi follows nakshatra and charan', async () => {
    const requests = stubFetch({
      ...accountRoutes,
      'PATCH /api/user/profile': () => jsonResponse(200, { message: 'Profile updated successfully.', userData: ownProfileFixture }),
    })
    renderApp('/edit-profile')
    await screen.findByLabelText('Full name')
    fireEvent.click(tab('Contact Details'))
    const taluka = screen.getByLabelText(/^Native taluka/) as HTMLSelectElement
    expect(taluka.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText(/^Native district/), { target: { value: 'satara' } })
    expect(taluka.disabled).toBe(false)
    expect([...taluka.options].map((choice) => choice.textContent)).toEqual(['Select…', 'Wai', 'Karad'])
    fireEvent.change(taluka, { target: { value: 'wai' } })

    fireEvent.click(tab('Lifestyle'))
    fireEvent.change(screen.getByLabelText(/^Nakshatra/), { target: { value: 'krittika' } })
    const rashi = screen.getByLabelText(/^Rashi/) as HTMLSelectElement
    expect([...rashi.options].map((choice) => choice.value)).toEqual(['', 'mesha', 'vrishabha'])
    fireEvent.change(screen.getByLabelText(/^Charan/), { target: { value: '2' } })
    await waitFor(() => expect(rashi.value).toBe('vrishabha'))
    fireEvent.change(screen.getByLabelText(/^Time of birth/), { target: { value: '06:45' } })
    fireEvent.click(saveButton())

    expect(await screen.findByText('Profile updated successfully.')).toBeTruthy()
    const form = await requests.find((request) => request.method === 'PATCH')!.formData()
    expect(form.get('nativePlace[district]')).toBe('satara')
    expect(form.get('nativePlace[taluka]')).toBe('wai')
    expect(form.get('horoscope[nakshatra]')).toBe('krittika')
    expect(form.get('horoscope[charan]')).toBe('2')
    expect(form.get('horoscope[rashi]')).toBe('vrishabha')
    expect(form.get('horoscope[birthTime]')).toBe('06:45')
  })

  it('shows the gender but does not let it change (it is fixed after registration)', async () => {
    stubFetch(accountRoutes)
    renderApp('/edit-profile')
    const gender = (await screen.findByLabelText('Gender')) as HTMLInputElement
    expect(gender.readOnly).toBe(true)
    expect(gender.value).toBe('Female')
    expect(screen.getByText('Set at registration. To correct it, please contact our office.')).toBeTruthy()
    expect(screen.queryAllByRole('radio', { name: 'Male' })).toHaveLength(0)
  })

  it('keeps invalid changes from the server and opens the tab with the problem', async () => {
    const requests = stubFetch(accountRoutes)
    renderApp('/edit-profile')
    fireEvent.click(await screen.findByRole('tab', { name: 'Preferences' }))
    fireEvent.change(screen.getByLabelText(/^Minimum age/), { target: { value: '16' } })
    fireEvent.click(tab('Basic Details'))
    fireEvent.click(saveButton())
    expect(await screen.findByText('Minimum age must be at least 18.')).toBeTruthy()
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Preferences')
    expect((await screen.findByRole('alert')).textContent).toContain('Please fix the errors in the form.')
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0)
  })

  it('shows the server’s field errors on their fields', async () => {
    stubFetch({
      ...accountRoutes,
      'PATCH /api/user/profile': () =>
        problemResponse(409, 'phone_taken', 'This phone number is already registered. Please use another number.'),
    })
    renderApp('/edit-profile')
    fireEvent.click(await screen.findByRole('tab', { name: 'Contact Details' }))
    fireEvent.change(screen.getByLabelText('Mobile number (10 digits)'), { target: { value: '9000000001' } })
    fireEvent.click(saveButton())
    const message = 'This phone number is already registered. Please use another number.'
    expect(await screen.findByText(message, { selector: '.field__error' })).toBeTruthy()
    expect(saveButton().disabled).toBe(false)
  })

  it('says so when saving fails for another reason', async () => {
    stubFetch({ ...accountRoutes, 'PATCH /api/user/profile': () => problemResponse(503, 'unavailable', 'Try again shortly') })
    renderApp('/edit-profile')
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Sneha P. Patil' } })
    fireEvent.click(saveButton())
    expect((await screen.findByRole('alert')).textContent).toContain('Error occurred while updating.')
  })
})
