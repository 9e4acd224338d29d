import type { components } from '../../../api/schema.gen'
import { EMPTY_PROFILE, type ProfileFormValues } from './profileSchema'

type UserData = components['schemas']['UserData']

const text = (value: number | undefined | null): string => (value === undefined || value === null || value === 0 ? '' : String(value))

/** The saved profile as the edit form holds it (strings for inputs; no password, no new picture). */
export function valuesFromProfile(user: UserData): ProfileFormValues {
  const prefs = user.partnerPreferences
  return {
    ...EMPTY_PROFILE,
    fullName: user.fullName,
    gender: user.gender,
    dob: user.dob,
    religion: user.religion,
    caste: user.caste,
    customCaste: user.customCaste ?? '',
    customReligion: user.customReligion ?? '',
    maritalStatus: user.maritalStatus,
    child: String(user.child ?? 0),
    city: user.city,
    phone: user.phone ?? '',
    email: user.email ?? '',
    education: user.education,
    profession: user.profession,
    income: String(user.income),
    height: String(user.height),
    weight: String(user.weight),
    bloodGroup: user.bloodGroup,
    languages: [...user.languages],
    hobbies: [...user.hobbies],
    father: user.father,
    fatherOccupation: user.fatherOccupation,
    mother: user.mother,
    motherOccupation: user.motherOccupation,
    siblings: String(user.siblings),
    foodPref: user.foodPref,
    disability: user.disability,
    isDrinking: user.isDrinking,
    isSmoking: user.isSmoking,
    plan: user.preferredPlan ?? '',
    aboutMe: user.aboutMe ?? '',
    createdBy: user.createdBy ?? '',
    subCaste: user.subCaste ?? '',
    gotra: user.gotra ?? '',
    nativePlace: { district: user.nativePlace?.district ?? '', taluka: user.nativePlace?.taluka ?? '' },
    complexion: user.complexion ?? '',
    bodyType: user.bodyType ?? '',
    workingSector: user.workingSector ?? '',
    livingWithFamily: user.livingWithFamily ?? '',
    horoscope: {
      rashi: user.horoscope?.rashi ?? '',
      nakshatra: user.horoscope?.nakshatra ?? '',
      charan: text(user.horoscope?.charan),
      manglik: user.horoscope?.manglik ?? '',
      birthTime: user.horoscope?.birthTime ?? '',
      birthPlace: user.horoscope?.birthPlace ?? '',
      source: user.horoscope?.source ?? '',
    },
    partnerPreferences: {
      age: { min: text(prefs.age?.min), max: text(prefs.age?.max) },
      location: { city: prefs.location?.city ?? '' },
      caste: prefs.caste ?? '',
      religion: prefs.religion ?? '',
      height: { min: text(prefs.height?.min), max: text(prefs.height?.max) },
      maritalStatus: [...(prefs.maritalStatus ?? [])],
      manglik: prefs.manglik ?? '',
    },
    profilePicture: null,
  }
}
