import type { components } from '../../api/schema.gen'
import { useTranslation } from '../../lib/i18n'
import { registerMemberCardTranslations } from './i18n'

await registerMemberCardTranslations()

type Badge = components['schemas']['VerificationBadge']

/** The order families weigh them: an admin-checked ID first (docs/adr/0016-trust-and-safety.md). */
const ORDER: readonly Badge[] = ['id', 'photo', 'phone', 'email']

/** What a member proved, as small shields: on cards, the profile and the member's own dashboard. */
export function VerificationBadges({ badges }: { badges: readonly Badge[] | undefined }) {
  const { t } = useTranslation('memberCard')
  const shown = ORDER.filter((badge) => badges?.includes(badge))
  if (shown.length === 0) return null
  return (
    <ul className="verification-badges" aria-label={t('badges.label')}>
      {shown.map((badge) => (
        <li key={badge} className={`verification-badge verification-badge--${badge}`}>
          <span aria-hidden="true">✔</span> {t(`badges.${badge}`)}
        </li>
      ))}
    </ul>
  )
}
