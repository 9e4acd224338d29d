import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { $api } from '../../../api/client'
import { ErrorState } from '../../../components/ErrorState'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { MatchCarousel, type MatchCategory } from '../components/MatchCarousel'
import { registerMatchesTranslations } from '../i18n'
import '../matches.css'

await registerMatchesTranslations()

const CATEGORIES: readonly MatchCategory[] = ['caste', 'age', 'location']
const SKELETON_CARDS = 4

export function MatchesRoute() {
  const { t } = useTranslation('matches')
  useDocumentTitle(t('documentTitle'))
  const matches = $api.useQuery('get', '/api/user/all/match-prefrences', {}, { staleTime: 60 * 1000 })

  return (
    <div className="page container matches-page">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      {matches.isPending ? (
        <MatchesSkeleton />
      ) : matches.isError ? (
        <ErrorState error={matches.error} title={t('error')} onRetry={() => void matches.refetch()} />
      ) : (
        CATEGORIES.map((category) => (
          <MatchCarousel key={category} category={category} members={matches.data.matchedData[category]} />
        ))
      )}
      <div className="matches-page__explore">
        <p>{t('exploreMoreHint')}</p>
        <Link to="/search" className="button button--primary button--large">
          {t('exploreMore')}
        </Link>
      </div>
    </div>
  )
}

function MatchesSkeleton() {
  const { t } = useTranslation()
  return (
    <div role="status">
      <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
      {CATEGORIES.map((category) => (
        <div key={category} className="match-row" aria-hidden="true">
          <span className="skeleton skeleton--line" style={{ width: '16rem', height: '1.5rem', marginBottom: '1rem' }} />
          <div className="match-row__track">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <div key={index} className="match-row__item">
                <div className="member-card member-card--skeleton">
                  <span className="skeleton skeleton--circle member-card__photo" />
                  <div className="member-card__body">
                    <span className="skeleton skeleton--line" style={{ width: '70%', height: '1.125rem' }} />
                    <span className="skeleton skeleton--line" style={{ width: '55%' }} />
                    <span className="skeleton skeleton--line" style={{ width: '40%' }} />
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
