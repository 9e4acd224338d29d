import type { ProfileFieldName, ProfileFormValues, ProfileMode } from './profileSchema'

/*
 * The profile's client rules, in the server's order (domain/profile/fields.go,
 * domain/identity/password.go), each an issue naming the field and an `errors.*` message key.
 */

// The limits the server enforces (domain/profile).
export const MIN_AGE_MALE = 21
export const MIN_AGE_FEMALE = 18
export const MIN_PARTNER_AGE = 18
export const MAX_AGE = 100
export const MIN_PASSWORD = 8
export const MAX_PASSWORD = 128
export const MAX_LANGUAGES = 10
export const MAX_HOBBIES = 20
export const ABOUT_ME_MIN = 20
export const ABOUT_ME_MAX = 1000
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
export function profileIssues(v: ProfileFormValues, mode: ProfileMode, today: Date, askTerms = mode === 'register'): Issue[] {
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

  const aboutLength = [...v.aboutMe.trim()].length
  check(aboutLength === 0 || (aboutLength >= ABOUT_ME_MIN && aboutLength <= ABOUT_ME_MAX), 'aboutMe', 'aboutMe')
  check([...v.subCaste.trim()].length <= 60, 'subCaste', 'subCaste')
  check([...v.gotra.trim()].length <= 60, 'gotra', 'gotra')

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
  // Hobbies are optional (the server keeps an empty list); those given must be valid.
  check(v.hobbies.length === 0 || validTags(v.hobbies, MAX_HOBBIES), 'hobbies', 'hobbies')

  // Step 4: family
  check(filled(v.father), 'father', 'fatherRequired')
  check(filled(v.fatherOccupation), 'fatherOccupation', 'fatherOccupationRequired')
  check(filled(v.mother), 'mother', 'motherRequired')
  check(filled(v.motherOccupation), 'motherOccupation', 'motherOccupationRequired')
  const siblings = wholeNumber(v.siblings)
  check(siblings !== null && siblings <= 20, 'siblings', 'siblings')

  // Step 5: lifestyle and horoscope
  const { horoscope } = v
  check(horoscope.birthTime === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(horoscope.birthTime), 'horoscope.birthTime', 'birthTime')
  check([...horoscope.birthPlace.trim()].length <= 100, 'horoscope.birthPlace', 'birthPlace')
  check(horoscope.rashi === '' || horoscope.nakshatra !== '', 'horoscope.nakshatra', 'nakshatraWithRashi')
  check(horoscope.nakshatra === '' || horoscope.rashi !== '', 'horoscope.rashi', 'rashiWithNakshatra')
  check(filled(v.foodPref), 'foodPref', 'foodPrefRequired')
  check(filled(v.disability), 'disability', 'disabilityRequired')
  check(filled(v.isDrinking), 'isDrinking', 'drinkingRequired')
  check(filled(v.isSmoking), 'isSmoking', 'smokingRequired')
  // The plan is a preference only and may be left empty (api/openapi.yaml, ProfileFields.plan).

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
  if (askTerms) check(v.acceptTerms, 'acceptTerms', 'acceptTerms')
  if (askTerms) {
    const d = v.declarations
    check(d.intentToMarry && d.informationTrue && d.ageConfirmed, 'declarations', 'declarations')
  }
  return issues
}

