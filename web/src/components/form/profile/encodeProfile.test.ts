import { describe, expect, it } from 'vitest'
import { ownProfileFixture } from '../../../test/accountFixtures'
import { changedFields, profileFormData, registrationBody } from './encodeProfile'
import { valuesFromProfile } from './fromProfile'
import { formFieldOf, profileIssues, type ProfileFormValues } from './profileSchema'

const saved = valuesFromProfile(ownProfileFixture)

describe('profile encoding', () => {
  it('flattens nested fields into bracket keys and sends the picture as a file part', () => {
    const picture = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' })
    const body = registrationBody({ ...saved, password: 'silk-knot-2024', profilePicture: picture }, 'mr')
    const form = profileFormData(body)
    expect(form.get('languages[0]')).toBe('Marathi')
    expect(form.get('languages[1]')).toBe('English')
    expect(form.get('partnerPreferences[age][min]')).toBe('27')
    expect(form.get('partnerPreferences[location][city]')).toBe('Pune')
    expect(form.get('income')).toBe('85')
    expect(form.get('preferredLanguage')).toBe('mr')
    const part = form.get('profilePicture') as File
    expect(part.name).toBe('me.jpg')
    expect(part.type).toBe('image/jpeg')
  })

  it('sends only what changed, with whole lists and both bounds of a range', () => {
    const values: ProfileFormValues = {
      ...saved,
      city: 'Mumbai',
      hobbies: ['Reading', 'Trekking'],
      partnerPreferences: { ...saved.partnerPreferences, age: { min: '28', max: '32' } },
      fullName: ` ${saved.fullName} `,
    }
    expect(changedFields(values, saved)).toEqual({
      city: 'Mumbai',
      hobbies: ['Reading', 'Trekking'],
      partnerPreferences: { age: { min: 28, max: 32 } },
    })
    expect(changedFields(saved, saved)).toEqual({})
  })

  it('carries the free-text caste and the children count with the fields that need them', () => {
    const values = { ...saved, caste: 'other', customCaste: 'Bohra', maritalStatus: 'divorce', child: '1' }
    expect(changedFields(values, saved)).toEqual({ caste: 'other', customCaste: 'Bohra', maritalStatus: 'divorce', child: 1 })
  })

  it('maps the server’s field paths onto form fields', () => {
    expect(formFieldOf('partnerPreferences.age.min')).toBe('partnerPreferences.age.min')
    expect(formFieldOf('partnerPreferences.age')).toBe('partnerPreferences.age.min')
    expect(formFieldOf('languages.2')).toBe('languages')
    expect(formFieldOf('nonsense')).toBeUndefined()
  })

  it('applies the server’s age and partner rules', () => {
    const today = new Date(2026, 5, 1)
    const keys = (values: ProfileFormValues) => profileIssues(values, 'edit', today).map(([field, key]) => `${field}:${key}`)
    expect(keys({ ...saved, gender: 'male', dob: '2006-01-01' })).toContain('dob:dobMale')
    expect(keys({ ...saved, dob: '2030-01-01' })).toContain('dob:dobFuture')
    expect(keys({ ...saved, partnerPreferences: { ...saved.partnerPreferences, age: { min: '35', max: '30' } } })).toContain(
      'partnerPreferences.age.min:ageOrder',
    )
    expect(keys({ ...saved, partnerPreferences: { ...saved.partnerPreferences, age: { min: '16', max: '30' } } })).toContain(
      'partnerPreferences.age.min:ageMin',
    )
    expect(keys(saved)).toEqual([])
  })
})
