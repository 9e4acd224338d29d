import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { registerMemberCardTranslations } from './i18n'
import { MemberPhoto } from './MemberPhoto'
import './member-card.css'

await registerMemberCardTranslations()

export const CARD_PHOTO_SIZE = 160

interface MemberCardProps {
  userId: string
  fullName: string
  picture: string | undefined
  /** The picture's renditions as a srcset (`profilePhotoSrcset`), for 2× and 3× screens. */
  pictureSrcset?: string
  /** Short facts under the name, one per line (age, caste, city…), already in the reader's language. */
  details: readonly string[]
  /** Anything shown between the facts and the buttons (a match's reason chips). */
  extra?: ReactNode
  /** Buttons under the facts (Send Request, Accept/Reject, View Profile). */
  actions?: ReactNode
  headingLevel?: 2 | 3
  className?: string
}

/**
 * One member as search, matches, interests and connections show them: picture and name link to
 * the profile. The whole card is not one link, so the action buttons inside stay separate targets.
 */
export function MemberCard({
  userId,
  fullName,
  picture,
  pictureSrcset,
  details,
  extra,
  actions,
  headingLevel = 3,
  className = '',
}: MemberCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const profile = `/user-profile/${encodeURIComponent(userId)}`
  return (
    <article className={`member-card ${className}`.trim()}>
      <Link to={profile} className="member-card__photo-link" tabIndex={-1} aria-hidden="true">
        <MemberPhoto
          src={picture}
          srcSet={pictureSrcset}
          name={fullName}
          size={CARD_PHOTO_SIZE}
          className="member-card__photo"
        />
      </Link>
      <div className="member-card__body">
        <Heading className="member-card__name">
          <Link to={profile}>{fullName}</Link>
        </Heading>
        <ul className="member-card__details">
          {details
            .filter((line) => line !== '')
            .map((line, index) => (
              <li key={index}>{line}</li>
            ))}
        </ul>
        {extra}
        {actions && <div className="member-card__actions">{actions}</div>}
      </div>
    </article>
  )
}

/** A grid of cards that reflows from one column on a phone to three on a desktop. */
export function MemberCardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className="member-grid" role="list" aria-label={label}>
      {children}
    </div>
  )
}

export function MemberCardGridItem({ children }: { children: ReactNode }) {
  return (
    <div className="member-grid__item" role="listitem">
      {children}
    </div>
  )
}
