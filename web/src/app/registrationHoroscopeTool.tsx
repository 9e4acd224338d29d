import { lazy, Suspense } from 'react'
import type { HoroscopeTool } from '../components/form/profile/FamilyProfileFields'

// The registration wizard offers the same "Calculate from my birth details" as Edit Profile
// (docs/horoscope.md): composed here because features do not import each other. Loaded with its
// strings and styles only when the wizard shows the horoscope section.
const Calculator = lazy(async () => {
  const [module, strings] = await Promise.all([
    import('../features/profile-edit/components/HoroscopeCalculator'),
    import('../features/profile-edit/i18n'),
    import('../features/profile-edit/edit-profile.css'),
  ])
  await strings.registerEditProfileTranslations()
  return { default: module.HoroscopeCalculator }
})

export const registrationHoroscopeTool: HoroscopeTool = ({ options, dob, birthTime, apply }) => (
  <Suspense fallback={null}>
    <Calculator options={options} dob={dob} birthTime={birthTime} apply={apply} />
  </Suspense>
)
