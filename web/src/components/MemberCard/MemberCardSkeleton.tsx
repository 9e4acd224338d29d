import { useTranslation } from '../../lib/i18n'
import '../Skeleton/skeleton.css'
import './member-card.css'

/** One grey placeholder in the shape of a member card (hidden from assistive technology: the
 * list around it announces the loading once). */
export function MemberCardSkeleton() {
  return (
    <div className="member-card member-card--skeleton" aria-hidden="true">
      <span className="skeleton skeleton--circle member-card__photo" />
      <div className="member-card__body">
        <span className="skeleton skeleton--line" style={{ width: '70%', height: '1.125rem' }} />
        <span className="skeleton skeleton--line" style={{ width: '45%' }} />
        <span className="skeleton skeleton--line" style={{ width: '55%' }} />
        <span className="skeleton" style={{ width: '100%', height: '2.75rem', marginTop: '0.75rem', borderRadius: 999 }} />
      </div>
    </div>
  )
}

/** A grid of card placeholders, announced once as "Loading…". */
export function MemberCardSkeletons({ count = 6 }: { count?: number }) {
  const { t } = useTranslation()
  return (
    <div className="member-grid" role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="member-grid__item" aria-hidden="true">
          <MemberCardSkeleton />
        </div>
      ))}
    </div>
  )
}
