import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { MemberCard } from '../../../components/MemberCard/MemberCard'
import { useCityState, useOptionLabels } from '../../../components/MemberCard/useOptionLabels'
import { VerificationBadges } from '../../../components/MemberCard/VerificationBadges'
import { ReasonChips } from './ReasonChips'

type MemberCardData = components['schemas']['MemberCard']
export type MatchCategory = keyof components['schemas']['MatchedData']

/** docs/product.md §9: the carousel moves 300 px per press. */
export const SCROLL_STEP_PX = 300

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

interface MatchCarouselProps {
  category: MatchCategory
  members: readonly MemberCardData[]
}

/**
 * One category of matches as a horizontal strip that snaps card by card. The strip scrolls by
 * touch, trackpad or keyboard (tabbing to a card brings it into view); the buttons are for mice.
 */
export function MatchCarousel({ category, members }: MatchCarouselProps) {
  const { t } = useTranslation('matches')
  const { t: tCard } = useTranslation('memberCard')
  const label = useOptionLabels()
  const place = useCityState()
  const track = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: true })
  const titleId = `matches-${category}-title`
  const title = t(`categories.${category}`)

  const measure = useCallback(() => {
    const element = track.current
    if (!element) return
    const start = element.scrollLeft <= 1
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }))
  }, [])

  useEffect(() => {
    const element = track.current
    if (!element) return
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      element.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [measure, members.length])

  const scroll = (direction: -1 | 1) => {
    track.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }

  return (
    <section className="match-row" aria-labelledby={titleId}>
      <div className="match-row__header">
        <h2 id={titleId} className="match-row__title">
          {title}
        </h2>
        {members.length > 0 && (
          <div className="match-row__controls">
            <button
              type="button"
              className="match-row__scroll"
              aria-label={t('scrollPrevious', { category: title })}
              aria-controls={`${titleId}-track`}
              disabled={edges.start}
              onClick={() => scroll(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="match-row__scroll"
              aria-label={t('scrollNext', { category: title })}
              aria-controls={`${titleId}-track`}
              disabled={edges.end}
              onClick={() => scroll(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      {members.length === 0 ? (
        <div className="match-row__empty card">
          <p className="match-row__empty-title">{t(`notFound.${category}`)}</p>
          <p className="match-row__empty-body">{category === 'horoscope' ? t('addHoroscope') : t('changePreference')}</p>
          <Link to="/edit-profile" className="button button--secondary">
            {category === 'horoscope' ? t('editHoroscope') : t('editPreference')}
          </Link>
        </div>
      ) : (
        <ul id={`${titleId}-track`} ref={track} className="match-row__track" aria-labelledby={titleId}>
          {members.map((member) => (
            <li key={member.user_id} className="match-row__item">
              <MemberCard
                userId={member.user_id}
                fullName={member.fullName}
                picture={member.profilePicture}
                pictureSrcset={member.profilePhotoSrcset}
                details={[
                  place(member.city, member.state),
                  label('castes', member.caste),
                  tCard('age', { count: member.age }),
                ]}
                extra={
                  <>
                    <VerificationBadges badges={member.badges} />
                    <ReasonChips reasons={member.reasons ?? []} score={member.score} />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
