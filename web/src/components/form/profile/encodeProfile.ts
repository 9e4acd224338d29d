import type { components } from '../../../api/schema.gen'
import type { ProfileFieldName, ProfileFormValues } from './profileSchema'

type Schemas = components['schemas']
export type RegistrationForm = Schemas['RegistrationForm']
export type ProfileChanges = Schemas['ProfileChanges']
type PartnerPreferences = Schemas['PartnerPreferences']

/*
 * Form values → the contract's multipart body. Numbers become numbers, optional partner
 * preferences are left out when empty, and the FormData uses the bracket keys the server decodes
 * (`languages[0]`, `partnerPreferences[age][min]`) with the picture as the `profilePicture` part.
 */

const int = (value: string): number => Number.parseInt(value.trim(), 10)

function partnerPreferences(v: ProfileFormValues['partnerPreferences']): PartnerPreferences {
  const prefs: PartnerPreferences = { age: { min: int(v.age.min), max: int(v.age.max) } }
  if (v.location.city) prefs.location = { city: v.location.city }
  if (v.caste) prefs.caste = v.caste
  if (v.religion) prefs.religion = v.religion
  const height: { min?: number; max?: number } = {}
  if (v.height.min.trim()) height.min = int(v.height.min)
  if (v.height.max.trim()) height.max = int(v.height.max)
  if (height.min !== undefined || height.max !== undefined) prefs.height = height
  if (v.maritalStatus.length > 0) prefs.maritalStatus = v.maritalStatus
  if (v.manglik) prefs.manglik = v.manglik
  return prefs
}

/** The family profile's optional fields: those given, trimmed (an empty one is left out). */
function familyFields(v: ProfileFormValues): Partial<Schemas['ProfileFields']> {
  const out: Partial<Schemas['ProfileFields']> = {}
  const texts = ['aboutMe', 'createdBy', 'subCaste', 'gotra', 'complexion', 'bodyType', 'workingSector', 'livingWithFamily'] as const
  for (const name of texts) if (v[name].trim()) out[name] = v[name].trim()
  if (v.nativePlace.district) out.nativePlace = { district: v.nativePlace.district, ...(v.nativePlace.taluka ? { taluka: v.nativePlace.taluka } : {}) }
  const horoscope = horoscopeFields(v.horoscope)
  if (Object.keys(horoscope).length > 0) out.horoscope = horoscope
  return out
}

function horoscopeFields(h: ProfileFormValues['horoscope']): Schemas['HoroscopeFields'] {
  const out: Schemas['HoroscopeFields'] = {}
  for (const name of ['rashi', 'nakshatra', 'manglik', 'birthTime', 'birthPlace'] as const) if (h[name].trim()) out[name] = h[name].trim()
  if (h.charan) out.charan = int(h.charan)
  if (Object.keys(out).length > 0) Object.assign(out, source(h.source))
  return out
}

/** Every profile field as the contract spells it (no password, no picture). */
export function profileFields(v: ProfileFormValues): Schemas['ProfileFields'] & { phone: string; email: string } {
  return {
    fullName: v.fullName.trim(),
    gender: v.gender as Schemas['Gender'],
    dob: v.dob,
    religion: v.religion,
    ...(v.religion === 'other' && v.customReligion.trim() ? { customReligion: v.customReligion.trim() } : {}),
    caste: v.caste,
    ...(v.caste === 'other' ? { customCaste: v.customCaste.trim() } : {}),
    maritalStatus: v.maritalStatus,
    child: v.maritalStatus === 'single' ? 0 : int(v.child),
    city: v.city,
    phone: v.phone.trim(),
    email: v.email.trim(),
    education: v.education,
    profession: v.profession,
    income: int(v.income),
    height: int(v.height),
    weight: int(v.weight),
    bloodGroup: v.bloodGroup,
    languages: v.languages,
    hobbies: v.hobbies,
    father: v.father.trim(),
    fatherOccupation: v.fatherOccupation.trim(),
    mother: v.mother.trim(),
    motherOccupation: v.motherOccupation.trim(),
    siblings: int(v.siblings),
    foodPref: v.foodPref,
    disability: v.disability,
    isDrinking: v.isDrinking,
    isSmoking: v.isSmoking,
    ...(v.plan ? { plan: v.plan as Schemas['PlanCode'] } : {}),
    partnerPreferences: partnerPreferences(v.partnerPreferences),
    ...familyFields(v),
  }
}

/**
 * The registration body. The contract types the binary part as a string (openapi-typescript's
 * rendering of `format: binary`); the File travels in it and profileFormData sends it as a file part.
 */
export function registrationBody(v: ProfileFormValues, language: 'en' | 'mr'): RegistrationForm {
  return {
    ...profileFields(v),
    password: v.password,
    acceptTerms: v.acceptTerms,
    declarations: v.declarations,
    preferredLanguage: language,
    profilePicture: v.profilePicture as unknown as string,
  }
}

function get(values: ProfileFormValues, path: ProfileFieldName): unknown {
  let node: unknown = values
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part]
  return node
}

function changed(values: ProfileFormValues, saved: ProfileFormValues, path: ProfileFieldName): boolean {
  const now = get(values, path)
  const before = get(saved, path)
  if (Array.isArray(now) || Array.isArray(before)) return JSON.stringify(now) !== JSON.stringify(before)
  if (typeof now === 'string' && typeof before === 'string') return now.trim() !== before.trim()
  return now !== before
}

/**
 * Only what the member changed compared with the saved profile, for PATCH /api/user/profile.
 * A list is sent whole when it changed; a changed caste carries its free text along, a marital
 * status that now needs a children count carries the count, and a range sends both bounds.
 */
export function changedFields(v: ProfileFormValues, saved: ProfileFormValues): ProfileChanges {
  const all = profileFields(v)
  const changes: ProfileChanges = {}
  const simple = [
    'fullName', 'gender', 'dob', 'religion', 'caste', 'maritalStatus', 'city', 'phone', 'email', 'education',
    'profession', 'income', 'height', 'weight', 'bloodGroup', 'languages', 'hobbies', 'father', 'fatherOccupation',
    'mother', 'motherOccupation', 'siblings', 'foodPref', 'disability', 'isDrinking', 'isSmoking', 'plan',
  ] as const satisfies readonly (keyof ProfileChanges & ProfileFieldName)[]
  // Optional texts: an emptied one is sent as '' so the server clears it.
  const clearable = [
    'aboutMe', 'createdBy', 'subCaste', 'gotra', 'complexion', 'bodyType', 'workingSector', 'livingWithFamily',
  ] as const satisfies readonly (keyof ProfileChanges & ProfileFieldName)[]
  const target = changes as Record<string, unknown>
  const isChanged = (path: ProfileFieldName) => changed(v, saved, path)
  for (const field of simple) {
    if (isChanged(field)) target[field] = all[field]
  }
  for (const field of clearable) {
    if (isChanged(field)) target[field] = v[field].trim()
  }
  if (isChanged('nativePlace.district') || isChanged('nativePlace.taluka')) {
    changes.nativePlace = { district: v.nativePlace.district, taluka: v.nativePlace.taluka }
  }
  const horoscopeNames = ['rashi', 'nakshatra', 'charan', 'manglik', 'birthTime', 'birthPlace', 'source'] as const
  if (horoscopeNames.some((name) => isChanged(`horoscope.${name}`))) {
    // Sent whole: the rashi is checked against the nakshatra and charan together.
    const h = v.horoscope
    changes.horoscope = {
      rashi: h.rashi,
      nakshatra: h.nakshatra,
      ...(h.charan ? { charan: int(h.charan) } : {}),
      manglik: h.manglik,
      birthTime: h.birthTime,
      birthPlace: h.birthPlace.trim(),
      ...source(h.source),
    }
  }
  if (v.caste === 'other' && (isChanged('customCaste') || isChanged('caste'))) changes.customCaste = v.customCaste.trim()
  if (v.religion === 'other' && (isChanged('customReligion') || isChanged('religion'))) changes.customReligion = v.customReligion.trim()
  if (v.maritalStatus !== 'single' && (isChanged('child') || isChanged('maritalStatus'))) changes.child = int(v.child)
  const prefs = v.partnerPreferences
  const partner: PartnerPreferences = {}
  if (isChanged('partnerPreferences.age.min') || isChanged('partnerPreferences.age.max')) {
    partner.age = { min: int(prefs.age.min), max: int(prefs.age.max) }
  }
  if (isChanged('partnerPreferences.location.city')) partner.location = { city: prefs.location.city }
  if (isChanged('partnerPreferences.caste')) partner.caste = prefs.caste
  if (isChanged('partnerPreferences.religion')) partner.religion = prefs.religion
  if (isChanged('partnerPreferences.maritalStatus')) partner.maritalStatus = prefs.maritalStatus
  if (isChanged('partnerPreferences.manglik')) partner.manglik = prefs.manglik
  if (isChanged('partnerPreferences.height.min') || isChanged('partnerPreferences.height.max')) {
    // An emptied bound is sent as 0, which the server reads as "no preference".
    partner.height = {
      min: prefs.height.min.trim() ? int(prefs.height.min) : 0,
      max: prefs.height.max.trim() ? int(prefs.height.max) : 0,
    }
  }
  if (Object.keys(partner).length > 0) changes.partnerPreferences = partner
  if (v.profilePicture) changes.profilePicture = v.profilePicture as unknown as string
  return changes
}

function append(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return
  if (value instanceof Blob) {
    form.append(key, value, value instanceof File ? value.name : 'upload')
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => append(form, `${key}[${index}]`, item))
  } else if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value)) append(form, `${key}[${child}]`, childValue)
  } else {
    form.append(key, String(value))
  }
}

/**
 * openapi-fetch bodySerializer for the profile's multipart bodies: nested fields flattened with
 * bracket keys, arrays indexed, files as file parts. Returning FormData lets the browser set the
 * multipart Content-Type with its boundary (never set it by hand).
 */
export function profileFormData(body: object): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(body)) append(form, key, value)
  return form
}

/** The member's word on where the horoscope came from; the server checks a 'calculated' (docs/horoscope.md). */
function source(value: string): Pick<Schemas['HoroscopeFields'], 'source'> {
  return value === 'calculated' || value === 'typed' ? { source: value } : {}
}
