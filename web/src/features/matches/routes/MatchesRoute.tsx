import { Link } from 'react-router-dom'
import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { MatchesBoard } from '../components/MatchesBoard'
import { registerMatchesTranslations } from '../i18n'
import '../matches.css'

await registerMatchesTranslations()

export function MatchesRoute() {
  const { t } = useTranslation('matches')
  useDocumentTitle(t('documentTitle'))
  return (
    <div className="page container matches-page">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      <MatchesBoard />
      <ExploreMore />
    </div>
  )
}

export function ExploreMore() {
  const { t } = useTranslation('matches')
  return (
    <div className="matches-page__explore">
      <p>{t('exploreMoreHint')}</p>
      <Link to="/search" className="button button--primary button--large">
        {t('exploreMore')}
      </Link>
    </div>
  )
}
