import { useTranslation } from '../../../lib/i18n'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { StoriesSlider } from './StoriesSlider'
import { useSuccessStories } from '../api/home'

export function SuccessStoriesSection() {
  const { t } = useTranslation('home')
  const stories = useSuccessStories()

  return (
    <section id="success-stories" className="home-section home-section--stories" aria-labelledby="success-stories-title">
      <div className="container">
        <h2 id="success-stories-title" className="section-title">
          {t('stories.title')}
        </h2>
        <p className="section-subtitle">{t('stories.subtitle')}</p>
        {stories.isPending ? (
          <Spinner />
        ) : stories.isError ? (
          <ErrorState error={stories.error} title={t('stories.error')} onRetry={() => void stories.refetch()} />
        ) : stories.data.stories.length === 0 ? (
          <EmptyState message={t('stories.empty')} />
        ) : (
          <StoriesSlider stories={stories.data.stories} />
        )}
      </div>
    </section>
  )
}
