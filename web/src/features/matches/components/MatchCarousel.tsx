import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { MemberCard } from '../../../components/MemberCard/MemberCard'
import { useCityState, useOptionLabels } from '../../../components/MemberCard/useOptionLabels'
import { VerificationBadges } from '../../../components/MemberCard/VerificationBadges'
import { ReasonChips } from './ReasonChips'
import { useOwnProfile } from '../../../lib/sessionHooks'
import { carouselSearchHref, type MatchCategory } from '../carouselSearch'

type MemberCardData = components['schemas']['MemberCard']
type CarouselEmpty = components['schemas']['CarouselEmpty']
export type { MatchCategory }

/** docs/product.md §9: the carousel moves 300 px per press. */
export const SCROLL_STEP_PX = 300

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

interface MatchCarouselProps {
  category: MatchCategory
  members: readonly MemberCardData[]
  /** Why the carousel is empty, as the server says (docs/adr/0015-matching.md). */
  whyEmpty?: CarouselEmpty
}

/**
 * One category of matches as a horizontal strip that snaps card by card. The strip scrolls by
 * touch, trackpad or keyboard (tabbing to a card brings it into view); the buttons are for mice.
 */
export function MatchCarousel({ category, members, whyEmpty }: MatchCarouselProps) {
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
        <EmptyCarousel category={category} why={whyEmpty} />
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

/**
 * What an empty carousel says and offers: everyone who fits it is shown in another row (search
 * finds them and more), nobody fits it (broader preferences, or a search, would help), or the
 * horoscope row needs the member's own stars.
 */
function EmptyCarousel({ category, why }: { category: MatchCategory; why: CarouselEmpty | undefined }) {
  const { t } = useTranslation('matches')
  const own = useOwnProfile().data?.userData
  const search = carouselSearchHref(category, own)
  if (why === 'noStars') {
    return (
      <div className="match-row__empty card">
        <p className="match-row__empty-title">{t('notFound.horoscope')}</p>
        <p className="match-row__empty-body">{t('addHoroscope')}</p>
        <Link to="/edit-profile" className="button button--secondary">
          {t('editHoroscope')}
        </Link>
      </div>
    )
  }
  if (why === 'shownElsewhere') {
    return (
      <div className="match-row__empty card">
        <p className="match-row__empty-title">{t('shownElsewhere.title')}</p>
        <p className="match-row__empty-body">{t('shownElsewhere.body')}</p>
        <Link to={search} className="button button--secondary">
          {t('shownElsewhere.search')}
        </Link>
      </div>
    )
  }
  return (
    <div className="match-row__empty card">
      <p className="match-row__empty-title">{t(`notFound.${category}`)}</p>
      <p className="match-row__empty-body">{t('noneFit.body')}</p>
      <div className="match-row__empty-actions">
        <Link to="/edit-profile" className="button button--secondary">
          {t('editPreference')}
        </Link>
        <Link to={search} className="button button--text">
          {t('noneFit.search')}
        </Link>
      </div>
    </div>
  )
}
