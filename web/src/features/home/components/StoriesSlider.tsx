import { useCallback, useState, type FocusEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'
import { StorySlide } from './StorySlide'
import { useAutoAdvance } from './useAutoAdvance'

type SuccessStory = components['schemas']['SuccessStory']

export const STORY_INTERVAL_MS = 6000
const SLIDES_ID = 'success-story-slides'

interface StoriesSliderProps {
  stories: readonly SuccessStory[]
  intervalMs?: number
}

export function StoriesSlider({ stories, intervalMs = STORY_INTERVAL_MS }: StoriesSliderProps) {
  const { t } = useTranslation('home')
  const [current, setCurrent] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stoppedByUser, setStoppedByUser] = useState(false)
  const total = stories.length

  const goTo = useCallback((index: number) => setCurrent(((index % total) + total) % total), [total])
  const advance = useCallback(() => setCurrent((index) => (index + 1) % total), [total])

  const rotating = total > 1 && !stoppedByUser && !hovered && !focused
  const { motionAllowed } = useAutoAdvance({ enabled: rotating, intervalMs, position: current, advance })

  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <section
      className="slider"
      aria-roledescription="carousel"
      aria-label={t('stories.carouselLabel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
    >
      {/* Announce slide changes only when the visitor makes them, not on every automatic turn. */}
      <div id={SLIDES_ID} className="slider__slides" aria-live={rotating && motionAllowed ? 'off' : 'polite'}>
        {stories.map((story, index) => (
          <StorySlide key={story.id} story={story} position={index + 1} total={total} active={index === current} />
        ))}
      </div>
      <div className="slider__controls">
        {motionAllowed && total > 1 && (
          <button
            type="button"
            className="slider__button slider__button--play"
            aria-label={stoppedByUser ? t('stories.play') : t('stories.pause')}
            onClick={() => setStoppedByUser((stopped) => !stopped)}
          >
            <span aria-hidden="true">{stoppedByUser ? '▶' : '❚❚'}</span>
          </button>
        )}
        <button type="button" className="slider__button" aria-controls={SLIDES_ID} aria-label={t('stories.previous')} onClick={() => goTo(current - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <ul className="slider__dots">
          {stories.map((story, index) => (
            <li key={story.id}>
              <button
                type="button"
                className="slider__dot"
                aria-controls={SLIDES_ID}
                aria-current={index === current ? 'true' : undefined}
                aria-label={t('stories.goTo', { index: index + 1, names: story.coupleNames })}
                onClick={() => goTo(index)}
              />
            </li>
          ))}
        </ul>
        <button type="button" className="slider__button" aria-controls={SLIDES_ID} aria-label={t('stories.next')} onClick={() => goTo(current + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  )
}
