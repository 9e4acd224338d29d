import { describe, expect, it } from 'vitest'
import { memberNavEn } from '../../app/layout/member/i18n'
import { memberNavMr } from '../../app/layout/member/i18n.mr'
import { formControlsEn } from '../../components/form/i18n'
import { formControlsMr } from '../../components/form/i18n.mr'
import { profileFormEn } from '../../components/form/profile/i18n'
import { profileFormMr } from '../../components/form/profile/i18n.mr'
import { dashboardEn } from '../dashboard/i18n'
import { dashboardMr } from '../dashboard/i18n.mr'
import { privacyEn } from '../privacy/i18n'
import { privacyMr } from '../privacy/i18n.mr'
import { paymentsEn } from '../payments/i18n'
import { paymentsMr } from '../payments/i18n.mr'
import { plansPageEn } from '../plans-page/i18n'
import { plansPageMr } from '../plans-page/i18n.mr'
import { editProfileEn } from '../profile-edit/i18n'
import { editProfileMr } from '../profile-edit/i18n.mr'
import { registerEn } from '../register/i18n'
import { registerMr } from '../register/i18n.mr'
import { authEn } from './i18n'
import { authMr } from './i18n.mr'

// The accounts and payments screens' namespaces, checked like src/lib/translations.test.ts checks the public site's.
const NAMESPACES = {
  auth: [authEn, authMr],
  register: [registerEn, registerMr],
  profileForm: [profileFormEn, profileFormMr],
  formControls: [formControlsEn, formControlsMr],
  dashboard: [dashboardEn, dashboardMr],
  editProfile: [editProfileEn, editProfileMr],
  plansPage: [plansPageEn, plansPageMr],
  payments: [paymentsEn, paymentsMr],
  memberNav: [memberNavEn, memberNavMr],
  privacy: [privacyEn, privacyMr],
} as const

const DEVANAGARI = /[\u0900-\u097F]/

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  if (typeof value === 'string') found.set(prefix, value)
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(path, text)
    }
  }
  return found
}

describe.each(Object.entries(NAMESPACES))('%s translations', (_namespace, [english, marathi]) => {
  const en = leaves(english)
  const mr = leaves(marathi)

  it('has the same keys in English and Marathi', () => {
    expect([...mr.keys()].sort()).toEqual([...en.keys()].sort())
  })

  it('has real Marathi (Devanagari) for every string', () => {
    for (const [key, text] of mr) expect(DEVANAGARI.test(text), `${key} = ${text}`).toBe(true)
  })

  it('keeps the same {{placeholders}}', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort()
    for (const [key, text] of en) expect(placeholders(mr.get(key) ?? ''), key).toEqual(placeholders(text))
  })
})
