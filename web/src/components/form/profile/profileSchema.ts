// zod/mini: the tree-shakeable build — this form needs only objects, strings, arrays and a refinement.
import * as z from 'zod/mini'
import { profileIssues } from './profileRules'

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
  // The family profile (docs/adr/0015-matching.md): all optional.
  aboutMe: string
  createdBy: string
  subCaste: string
  gotra: string
  nativePlace: { district: string; taluka: string }
  complexion: string
  bodyType: string
  workingSector: string
  livingWithFamily: string
  horoscope: {
    rashi: string
    nakshatra: string
    charan: string
    manglik: string
    birthTime: string
    birthPlace: string
    /** Where the values came from: 'calculated' (the calculator filled them), 'typed', or '' (not said). */
    source: string
  }
  partnerPreferences: {
    age: { min: string; max: string }
    location: { city: string }
    caste: string
    religion: string
    height: { min: string; max: string }
    maritalStatus: string[]
    manglik: string
  }
  profilePicture: File | null
  /** Registration only: the terms and the privacy policy, accepted explicitly. */
  acceptTerms: boolean
  /** Registration only: the matrimonial-sites advisory's declarations (docs/adr/0016-trust-and-safety.md). */
  declarations: { intentToMarry: boolean; informationTrue: boolean; ageConfirmed: boolean }
}

export type ProfileMode = 'register' | 'edit'

export const STEP_KEYS = ['basic', 'contact', 'physical', 'family', 'lifestyle', 'preferences'] as const
export type StepKey = (typeof STEP_KEYS)[number]

/** Every field name react-hook-form knows, dotted for the nested ones. */
export type ProfileFieldName =
  | Exclude<keyof ProfileFormValues, 'partnerPreferences' | 'nativePlace' | 'horoscope' | 'declarations'>
  | 'declarations'
  | 'nativePlace.district'
  | 'nativePlace.taluka'
  | 'horoscope.rashi'
  | 'horoscope.nakshatra'
  | 'horoscope.charan'
  | 'horoscope.manglik'
  | 'horoscope.birthTime'
  | 'horoscope.birthPlace'
  | 'horoscope.source'
  | 'partnerPreferences.maritalStatus'
  | 'partnerPreferences.manglik'
  | 'partnerPreferences.age.min'
  | 'partnerPreferences.age.max'
  | 'partnerPreferences.location.city'
  | 'partnerPreferences.caste'
  | 'partnerPreferences.religion'
  | 'partnerPreferences.height.min'
  | 'partnerPreferences.height.max'

/** Which step (wizard) or tab (edit) holds each field, in the order the member meets them. */
export const STEP_FIELDS: Record<StepKey, readonly ProfileFieldName[]> = {
  basic: [
    'fullName',
    'gender',
    'dob',
    'religion',
    'customReligion',
    'caste',
    'customCaste',
    'subCaste',
    'gotra',
    'maritalStatus',
    'child',
    'createdBy',
    'aboutMe',
  ],
  contact: ['city', 'nativePlace.district', 'nativePlace.taluka', 'phone', 'email', 'password'],
  physical: [
    'education',
    'profession',
    'workingSector',
    'income',
    'height',
    'weight',
    'complexion',
    'bodyType',
    'bloodGroup',
    'languages',
    'hobbies',
  ],
  family: ['father', 'fatherOccupation', 'mother', 'motherOccupation', 'siblings', 'livingWithFamily'],
  lifestyle: [
    'foodPref',
    'disability',
    'isDrinking',
    'isSmoking',
    'horoscope.rashi',
    'horoscope.nakshatra',
    'horoscope.charan',
    'horoscope.manglik',
    'horoscope.birthTime',
    'horoscope.birthPlace',
    'horoscope.source',
    'plan',
  ],
  preferences: [
    'partnerPreferences.age.min',
    'partnerPreferences.age.max',
    'partnerPreferences.religion',
    'partnerPreferences.caste',
    'partnerPreferences.location.city',
    'partnerPreferences.height.min',
    'partnerPreferences.height.max',
    'partnerPreferences.maritalStatus',
    'partnerPreferences.manglik',
    'profilePicture',
    'acceptTerms',
    'declarations',
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
  nativePlace: 'nativePlace.district',
  horoscope: 'horoscope.nakshatra',
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
  aboutMe: '',
  createdBy: '',
  subCaste: '',
  gotra: '',
  nativePlace: { district: '', taluka: '' },
  complexion: '',
  bodyType: '',
  workingSector: '',
  livingWithFamily: '',
  horoscope: { rashi: '', nakshatra: '', charan: '', manglik: '', birthTime: '', birthPlace: '', source: '' },
  partnerPreferences: {
    age: { min: '', max: '' },
    location: { city: '' },
    caste: '',
    religion: '',
    height: { min: '', max: '' },
    maritalStatus: [],
    manglik: '',
  },
  profilePicture: null,
  acceptTerms: false,
  declarations: { intentToMarry: false, informationTrue: false, ageConfirmed: false },
}

export * from './profileRules'

const text = z.string()
const range = z.object({ min: text, max: text })

/** The zod schema react-hook-form validates with; every rule lives in profileIssues above. */
/** `askTerms`: the member registering accepts the terms; an admin adding a member does not do it for them. */
export function profileSchema(mode: ProfileMode, today: () => Date = () => new Date(), askTerms = mode === 'register') {
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
      aboutMe: text,
      createdBy: text,
      subCaste: text,
      gotra: text,
      nativePlace: z.object({ district: text, taluka: text }),
      complexion: text,
      bodyType: text,
      workingSector: text,
      livingWithFamily: text,
      horoscope: z.object({ rashi: text, nakshatra: text, charan: text, manglik: text, birthTime: text, birthPlace: text, source: text }),
      partnerPreferences: z.object({
        age: range,
        location: z.object({ city: text }),
        caste: text,
        religion: text,
        height: range,
        maritalStatus: z.array(text),
        manglik: text,
      }),
      profilePicture: z.nullable(z.instanceof(File)),
      acceptTerms: z.boolean(),
      declarations: z.object({ intentToMarry: z.boolean(), informationTrue: z.boolean(), ageConfirmed: z.boolean() }),
    })
    .check(
      z.superRefine((values, ctx) => {
        for (const [field, key] of profileIssues(values as ProfileFormValues, mode, today(), askTerms)) {
          ctx.addIssue({ code: 'custom', path: field.split('.'), message: key })
        }
      }),
    )
}
