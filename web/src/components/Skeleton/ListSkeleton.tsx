import { useTranslation } from '../../lib/i18n'
import './skeleton.css'

/** Placeholder rows in the shape of a list (notifications, conversations, messages), announced
 * once as "Loading…" (or label). */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label ?? t('loading', { ns: 'common' })}</span>
      <ul className="list-skeleton" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="list-skeleton__row">
            <span className="skeleton skeleton--line" style={{ width: `${60 + ((index * 17) % 30)}%` }} />
            <span className="skeleton skeleton--line" style={{ width: '30%' }} />
          </li>
        ))}
      </ul>
    </div>
  )
}
