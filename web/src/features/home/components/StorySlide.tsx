import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'
import { useLocalized } from '../../../lib/localized'

type SuccessStory = components['schemas']['SuccessStory']

interface StorySlideProps {
  story: SuccessStory
  position: number
  total: number
  active: boolean
}

export function StorySlide({ story, position, total, active }: StorySlideProps) {
  const { t } = useTranslation('home')
  const localized = useLocalized()
  return (
    <div
      className="story-slide"
      role="group"
      aria-roledescription="slide"
      aria-label={t('stories.slideLabel', { index: position, total })}
      hidden={!active}
    >
      {/* Decorative: the couple's names are printed right beside it. */}
      <img className="story-slide__photo" src={story.photoUrl} alt="" width={160} height={160} loading="lazy" decoding="async" />
      <div className="story-slide__text">
        <h3 className="story-slide__names">{story.coupleNames}</h3>
        <p className="story-slide__meta">{t('stories.married', { city: story.city, year: story.year })}</p>
        <blockquote className="story-slide__quote">
          <p>{localized(story.story)}</p>
        </blockquote>
      </div>
    </div>
  )
}
