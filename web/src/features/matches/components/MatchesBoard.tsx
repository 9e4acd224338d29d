import { ErrorState } from '../../../components/ErrorState'
import { MemberCardSkeleton } from '../../../components/MemberCard/MemberCardSkeleton'
import '../../../components/Skeleton/skeleton.css'
import { useTranslation } from '../../../lib/i18n'
import { MatchCarousel, type MatchCategory } from './MatchCarousel'
import { useMatches } from '../api/matches'

/**
 * The spec's three carousels first (docs/product.md §9), then the four the matching ADR adds
 * (docs/adr/0015-matching.md). The server keeps anyone from appearing in two of them, and says
 * why an empty one is empty.
 */
export const MATCH_CATEGORIES: readonly MatchCategory[] = ['caste', 'age', 'location', 'mutual', 'near', 'new', 'horoscope']
const SKELETON_ROWS = 3
const SKELETON_CARDS = 4

/** Every carousel of the member's matches, with loading and error states; the matches page and the member's home share it. */
export function MatchesBoard({ verifiedOnly = false }: { verifiedOnly?: boolean }) {
  const { t } = useTranslation('matches')
  const matches = useMatches(verifiedOnly)
  if (matches.isPending) return <MatchesSkeleton />
  if (matches.isError) return <ErrorState error={matches.error} title={t('error')} onRetry={() => void matches.refetch()} />
  return (
    <>
      {MATCH_CATEGORIES.map((category) => (
        <MatchCarousel
          key={category}
          category={category}
          members={matches.data.matchedData[category]}
          whyEmpty={matches.data.matchedData.whyEmpty[category]}
        />
      ))}
    </>
  )
}

function MatchesSkeleton() {
  const { t } = useTranslation()
  return (
    <div role="status">
      <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <div key={row} className="match-row" aria-hidden="true">
          <span className="skeleton skeleton--line" style={{ width: '16rem', height: '1.5rem', marginBottom: '1rem' }} />
          <div className="match-row__track">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <div key={index} className="match-row__item">
                <MemberCardSkeleton />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
