import { useTranslation } from '../../../lib/i18n'
import { useOwnProfile } from '../../../lib/sessionHooks'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { DayAtAGlance } from '../components/DayAtAGlance'
import { MatchesBoard } from '../components/MatchesBoard'
import { registerMatchesTranslations } from '../i18n'
import { ExploreMore } from './MatchesRoute'
import '../matches.css'

await registerMatchesTranslations()

/** "/" for a signed-in member: their day and their matches, never the marketing page. */
export function MemberHomeRoute() {
  const { t } = useTranslation('matches')
  useDocumentTitle(t('home.documentTitle'))
  const own = useOwnProfile()
  const name = own.data?.userData.fullName.split(' ')[0]
  return (
    <div className="page container matches-page">
      <h1 className="page__title">{name ? t('home.greeting', { name }) : t('home.title')}</h1>
      <DayAtAGlance />
      <h2 className="matches-page__heading">{t('title')}</h2>
      <p className="page__intro">{t('intro')}</p>
      <MatchesBoard />
      <ExploreMore />
    </div>
  )
}
