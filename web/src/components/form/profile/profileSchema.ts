// zod/mini: the tree-shakeable build — this form needs only objects, strings, arrays and a refinement.
import * as z from 'zod/mini'

/**
 * The member profile form (registration wizard and edit profile): values as the inputs hold them,
 * the six steps, and client rules that mirror the server's (domain/profile/fields.go,
 * domain/identity/password.go) with the server's exact English messages, so a member sees the same
 * words whichever side notices first. Messages are i18n keys under `profileForm:errors`.
 */
export interface ProfileFormValues {
  fullName: string
  gender: string
  dob: string
  religion: string
  caste: string
  customCaste: string
  customReligion: string
  maritalStatus: string
  child: string
  city: string
  phone: string
  email: string
  password: string
  education: string
  profession: string
  income: string
  height: string
  weight: string
  bloodGroup: string
  languages: string[]
  hobbies: string[]
  father: string
  fatherOccupation: string
  mother: string
  motherOccupation: string
  siblings: string
  foodPref: string
  disability: string
  isDrinking: string
  isSmoking: string
  plan: string
  partnerPreferences: {
    age: { min: string; max: string }
    location: { city: string }
    caste: string
    religion: string
    height: { min: string; max: string }
  }
  profilePicture: File | null
}

export type ProfileMode = 'register' | 'edit'

export const STEP_KEYS = ['basic', 'contact', 'physical', 'family', 'lifestyle', 'preferences'] as const
export type StepKey = (typeof STEP_KEYS)[number]

/** Every field name react-hook-form knows, dotted for the nested ones. */
export type ProfileFieldName =
  | Exclude<keyof ProfileFormValues, 'partnerPreferences'>
  | 'partnerPreferences.age.min'
  | 'partnerPreferences.age.max'
  | 'partnerPreferences.location.city'
  | 'partnerPreferences.caste'
  | 'partnerPreferences.religion'
  | 'partnerPreferences.height.min'
  | 'partnerPreferences.height.max'

/** Which step (wizard) or tab (edit) holds each field, in the order the member meets them. */
export const STEP_FIELDS: Record<StepKey, readonly ProfileFieldName[]> = {
  basic: ['fullName', 'gender', 'dob', 'religion', 'customReligion', 'caste', 'customCaste', 'maritalStatus', 'child'],
  contact: ['city', 'phone', 'email', 'password'],
  physical: ['education', 'profession', 'income', 'height', 'weight', 'bloodGroup', 'languages', 'hobbies'],
  family: ['father', 'fatherOccupation', 'mother', 'motherOccupation', 'siblings'],
  lifestyle: ['foodPref', 'disability', 'isDrinking', 'isSmoking', 'plan'],
  preferences: [
    'partnerPreferences.age.min',
    'partnerPreferences.age.max',
    'partnerPreferences.religion',
    'partnerPreferences.caste',
    'partnerPreferences.location.city',
    'partnerPreferences.height.min',
    'partnerPreferences.height.max',
    'profilePicture',
  ],
}

export const FIELD_ORDER: readonly ProfileFieldName[] = STEP_KEYS.flatMap((step) => STEP_FIELDS[step])

export function stepOfField(field: string): number {
  const index = STEP_KEYS.findIndex((step) => STEP_FIELDS[step].some((name) => name === field))
  return index === -1 ? 0 : index
}

/** The server names some errors by a parent path; they are shown on the field that fixes them. */
const SERVER_FIELD_ALIASES: Record<string, ProfileFieldName> = {
  'partnerPreferences.age': 'partnerPreferences.age.min',
  'partnerPreferences.height': 'partnerPreferences.height.min',
  partnerPreferences: 'partnerPreferences.age.min',
  'partnerPreferences.location': 'partnerPreferences.location.city',
  languages: 'languages',
  hobbies: 'hobbies',
}

/** Maps a server error's dotted field (`partnerPreferences.age.min`, `languages.2`) to a form field. */
export function formFieldOf(serverField: string): ProfileFieldName | undefined {
  if (SERVER_FIELD_ALIASES[serverField]) return SERVER_FIELD_ALIASES[serverField]
  const known = FIELD_ORDER.find((name) => name === serverField)
  if (known) return known
  // Array items (languages.2 / languages[2]) belong to their list.
  const list = serverField.replace(/\[\d+\]$|\.\d+$/, '')
  return FIELD_ORDER.find((name) => name === list)
}

export const EMPTY_PROFILE: ProfileFormValues = {
  fullName: '',
  gender: '',
  dob: '',
  religion: '',
  caste: '',
  customCaste: '',
  customReligion: '',
  maritalStatus: '',
  child: '0',
  city: '',
  phone: '',
  email: '',
  password: '',
  education: '',
  profession: '',
  income: '',
  height: '',
  weight: '',
  bloodGroup: '',
  languages: [],
  hobbies: [],
  father: '',
  fatherOccupation: '',
  mother: '',
  motherOccupation: '',
  siblings: '',
  foodPref: '',
  disability: '',
  isDrinking: 'no',
  isSmoking: 'no',
  plan: '',
  partnerPreferences: {
    age: { min: '', max: '' },
    location: { city: '' },
    caste: '',
    religion: '',
    height: { min: '', max: '' },
  },
  profilePicture: null,
}

// The limits the server enforces (domain/profile).
export const MIN_AGE_MALE = 21
export const MIN_AGE_FEMALE = 18
export const MIN_PARTNER_AGE = 18
export const MAX_AGE = 100
export const MIN_PASSWORD = 8
export const MAX_PASSWORD = 128
export const MAX_LANGUAGES = 10
export const MAX_HOBBIES = 20
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'] as const

// An Indian mobile number without +91, as the server checks it (domain/contactinfo).
const PHONE = /^[6-9][0-9]{9}$/
// net/mail-like: one @, no spaces, a dot in the domain; the server has the final word.
const EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/

/** Whole years between a yyyy-mm-dd birth date and today (as the server counts them). */
export function ageOn(dob: string, today: Date): number {
  const [year = 0, month = 0, day = 0] = dob.split('-').map(Number)
  let age = today.getFullYear() - year
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)
  if (beforeBirthday) age -= 1
  return age
}

/** Today's date as yyyy-mm-dd in the member's time zone (the `max` of the date input). */
export function todayIso(today = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`
}

function wholeNumber(value: string): number | null {
  const trimmed = value.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null
}

/** Mirrors identity.containsPersonal: no full name, name part (4+ letters) or e-mail in the password. */
export function containsPersonal(password: string, fullName: string, email: string): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '')
  const pw = squash(password)
  if (!pw) return false
  const candidates = [fullName, ...fullName.split(/\s+/), email.trim()]
  const at = email.trim().lastIndexOf('@')
  if (at > 0) {
    const local = email.trim().slice(0, at)
    candidates.push(local)
    const plus = local.indexOf('+')
    if (plus > 0) candidates.push(local.slice(0, plus))
  }
  return candidates
    .map(squash)
    .filter(Boolean)
    .some((candidate) => pw === candidate || ([...candidate].length >= 4 && pw.includes(candidate)))
}

type Issue = [field: ProfileFieldName, key: string]

/** The rules, in the server's order; each issue is a field and an `errors.*` key. */
export function profileIssues(v: ProfileFormValues, mode: ProfileMode, today: Date): Issue[] {
  const issues: Issue[] = []
  const check = (ok: boolean, field: ProfileFieldName, key: string) => {
    if (!ok) issues.push([field, key])
  }
  const filled = (value: string) => value.trim() !== ''

  // Step 1: basic details
  const nameLength = [...v.fullName.trim()].length
  check(nameLength >= 2 && nameLength <= 100, 'fullName', 'fullNameRequired')
  check(v.gender === 'male' || v.gender === 'female', 'gender', 'genderRequired')
  if (!filled(v.dob) || Number.isNaN(Date.parse(v.dob))) check(false, 'dob', 'dobRequired')
  else if (v.dob > todayIso(today)) check(false, 'dob', 'dobFuture')
  else if (v.gender === 'male' && ageOn(v.dob, today) < MIN_AGE_MALE) check(false, 'dob', 'dobMale')
  else if (v.gender === 'female' && ageOn(v.dob, today) < MIN_AGE_FEMALE) check(false, 'dob', 'dobFemale')
  else if (ageOn(v.dob, today) > MAX_AGE) check(false, 'dob', 'dobInvalid')
  check(filled(v.religion), 'religion', 'religionRequired')
  if (v.religion === 'other' && v.customReligion.trim() !== '') {
    const length = [...v.customReligion.trim()].length
    check(length >= 2 && length <= 60, 'customReligion', 'customReligion')
  }
  check(filled(v.caste), 'caste', 'casteRequired')
  if (v.caste === 'other') {
    const length = [...v.customCaste.trim()].length
    check(length >= 2 && length <= 60, 'customCaste', 'customCaste')
  }
  check(filled(v.maritalStatus), 'maritalStatus', 'maritalStatusRequired')
  if (filled(v.maritalStatus) && v.maritalStatus !== 'single') {
    const children = wholeNumber(v.child)
    check(children !== null && children <= 10, 'child', 'child')
  }

  // Step 2: contact details
  check(filled(v.city), 'city', 'cityRequired')
  check(PHONE.test(v.phone.trim()), 'phone', 'phone')
  check(v.email.trim().length <= 254 && EMAIL.test(v.email.trim()), 'email', 'email')
  if (mode === 'register') {
    const length = [...v.password].length
    if (length < MIN_PASSWORD) check(false, 'password', 'passwordShort')
    else if (length > MAX_PASSWORD) check(false, 'password', 'passwordLong')
    else check(!containsPersonal(v.password, v.fullName, v.email), 'password', 'passwordPersonal')
  }

  // Step 3: physical and education
  check(filled(v.education), 'education', 'educationRequired')
  check(filled(v.profession), 'profession', 'professionRequired')
  const income = wholeNumber(v.income)
  check(income !== null && income > 0 && income <= 100000, 'income', 'income')
  const height = wholeNumber(v.height)
  check(height !== null && height >= 100 && height <= 250, 'height', 'height')
  const weight = wholeNumber(v.weight)
  check(weight !== null && weight >= 30 && weight <= 250, 'weight', 'weight')
  check(BLOOD_GROUPS.some((group) => group === v.bloodGroup), 'bloodGroup', 'bloodGroup')
  const validTags = (tags: string[], max: number) =>
    tags.length > 0 && tags.length <= max && tags.every((tag) => tag.trim() !== '' && [...tag].length <= 40)
  check(validTags(v.languages, MAX_LANGUAGES), 'languages', 'languages')
  check(validTags(v.hobbies, MAX_HOBBIES), 'hobbies', 'hobbies')

  // Step 4: family
  check(filled(v.father), 'father', 'fatherRequired')
  check(filled(v.fatherOccupation), 'fatherOccupation', 'fatherOccupationRequired')
  check(filled(v.mother), 'mother', 'motherRequired')
  check(filled(v.motherOccupation), 'motherOccupation', 'motherOccupationRequired')
  const siblings = wholeNumber(v.siblings)
  check(siblings !== null && siblings <= 20, 'siblings', 'siblings')

  // Step 5: lifestyle
  check(filled(v.foodPref), 'foodPref', 'foodPrefRequired')
  check(filled(v.disability), 'disability', 'disabilityRequired')
  check(filled(v.isDrinking), 'isDrinking', 'drinkingRequired')
  check(filled(v.isSmoking), 'isSmoking', 'smokingRequired')
  check(filled(v.plan), 'plan', 'planRequired')

  // Step 6: partner preferences and picture
  const { age, height: partnerHeight } = v.partnerPreferences
  const minAge = wholeNumber(age.min)
  const maxAge = wholeNumber(age.max)
  if (minAge === null || maxAge === null || minAge === 0 || maxAge === 0) {
    check(false, minAge === null || minAge === 0 ? 'partnerPreferences.age.min' : 'partnerPreferences.age.max', 'ageRange')
  } else {
    check(minAge >= MIN_PARTNER_AGE, 'partnerPreferences.age.min', 'ageMin')
    if (maxAge < MIN_PARTNER_AGE) check(false, 'partnerPreferences.age.max', 'ageMax')
    else check(maxAge <= MAX_AGE, 'partnerPreferences.age.max', 'ageMaxHigh')
    if (minAge >= MIN_PARTNER_AGE && maxAge >= MIN_PARTNER_AGE && maxAge <= MAX_AGE) {
      check(minAge <= maxAge, 'partnerPreferences.age.min', 'ageOrder')
    }
  }
  const heightMin = filled(partnerHeight.min) ? wholeNumber(partnerHeight.min) : 0
  const heightMax = filled(partnerHeight.max) ? wholeNumber(partnerHeight.max) : 0
  const heightOk = (h: number | null) => h === 0 || (h !== null && h >= 100 && h <= 250)
  check(heightOk(heightMin), 'partnerPreferences.height.min', 'partnerHeight')
  check(heightOk(heightMax), 'partnerPreferences.height.max', 'partnerHeight')
  if (heightMin && heightMax && heightOk(heightMin) && heightOk(heightMax)) {
    check(heightMin <= heightMax, 'partnerPreferences.height.min', 'partnerHeightOrder')
  }
  if (mode === 'register') check(v.profilePicture !== null, 'profilePicture', 'pictureRequired')
  return issues
}

const text = z.string()
const range = z.object({ min: text, max: text })

/** The zod schema react-hook-form validates with; every rule lives in profileIssues above. */
export function profileSchema(mode: ProfileMode, today: () => Date = () => new Date()) {
  return z
    .object({
      fullName: text,
      gender: text,
      dob: text,
      religion: text,
      caste: text,
      customCaste: text,
      customReligion: text,
      maritalStatus: text,
      child: text,
      city: text,
      phone: text,
      email: text,
      password: text,
      education: text,
      profession: text,
      income: text,
      height: text,
      weight: text,
      bloodGroup: text,
      languages: z.array(text),
      hobbies: z.array(text),
      father: text,
      fatherOccupation: text,
      mother: text,
      motherOccupation: text,
      siblings: text,
      foodPref: text,
      disability: text,
      isDrinking: text,
      isSmoking: text,
      plan: text,
      partnerPreferences: z.object({
        age: range,
        location: z.object({ city: text }),
        caste: text,
        religion: text,
        height: range,
      }),
      profilePicture: z.nullable(z.instanceof(File)),
    })
    .check(
      z.superRefine((values, ctx) => {
        for (const [field, key] of profileIssues(values, mode, today())) {
          ctx.addIssue({ code: 'custom', path: field.split('.'), message: key })
        }
      }),
    )
}
