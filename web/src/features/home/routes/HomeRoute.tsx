import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { AssistedMatchmaking } from '../components/AssistedMatchmaking'
import { FaqAccordion } from '../components/FaqAccordion'
import { Hero } from '../components/Hero'
import { HowItWorks } from '../components/HowItWorks'
import { PlansSection } from '../components/PlansSection'
import { SuccessStoriesSection } from '../components/SuccessStoriesSection'
import { TrustBadges } from '../components/TrustBadges'
import { registerHomeTranslations } from '../i18n'
import '../home.css'

await registerHomeTranslations()

export function HomeRoute() {
  const { t } = useTranslation('home')
  useDocumentTitle(t('documentTitle'))
  return (
    <>
      <Hero />
      <HowItWorks />
      <SuccessStoriesSection />
      <TrustBadges />
      <AssistedMatchmaking />
      <FaqAccordion />
      <PlansSection />
    </>
  )
}
