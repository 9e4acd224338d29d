import { useTranslation } from '../../../lib/i18n'
import { useOwnProfile } from '../../../lib/sessionHooks'

type Side = 'bride' | 'groom'

/**
 * Says whom the search shows, and honours the home quick search's Bride/Groom choice that came
 * through login in `lookingFor`: discovery always shows the opposite gender
 * (docs/decisions.md §3), so a choice that contradicts the member's own profile is explained
 * here rather than silently dropped.
 */
export function LookingForNote({ lookingFor }: { lookingFor: string | null }) {
  const { t } = useTranslation('search')
  const own = useOwnProfile()
  const gender = own.data?.userData.gender
  if (!gender) return null
  const shown: Side = gender === 'male' ? 'bride' : 'groom'
  const asked = lookingFor?.toLowerCase()
  const contradicts = (asked === 'bride' || asked === 'groom') && asked !== shown
  return (
    <p className={contradicts ? 'search-page__looking-for search-page__looking-for--notice' : 'search-page__looking-for'} role="status">
      {t(`lookingFor.${shown}`)}
      {contradicts ? ' ' + t(`lookingFor.contradicts.${shown}`) : null}
    </p>
  )
}
