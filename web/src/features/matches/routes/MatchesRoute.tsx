import { Link, useSearchParams } from 'react-router-dom'
import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { MatchesBoard } from '../components/MatchesBoard'
import { registerMatchesTranslations } from '../i18n'
import '../../../components/form/form-controls.css'
import '../matches.css'

await registerMatchesTranslations()

export function MatchesRoute() {
  const { t } = useTranslation('matches')
  useDocumentTitle(t('documentTitle'))
  // "Verified profiles only" lives in the URL, so a shared or reloaded page keeps it.
  const [params, setParams] = useSearchParams()
  const verifiedOnly = params.get('verified') === '1'
  return (
    <div className="page container matches-page">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={verifiedOnly}
          onChange={(event) => setParams(event.target.checked ? { verified: '1' } : {}, { replace: true })}
        />{' '}
        {t('verifiedOnly')}
      </label>
      <MatchesBoard verifiedOnly={verifiedOnly} />
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
