import { useTranslation } from '../../../lib/i18n'
import '../../../components/Skeleton/skeleton.css'

/** The profile page's shape in grey while it loads: the header card and two sections. */
export function ProfileSkeleton() {
  const { t } = useTranslation()
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
      <div className="profile-header card" aria-hidden="true">
        <span className="skeleton skeleton--circle profile-header__photo" />
        <div className="profile-header__body">
          <span className="skeleton skeleton--line" style={{ width: '60%', height: '1.75rem' }} />
          <span className="skeleton skeleton--line" style={{ width: '45%' }} />
          <span className="skeleton skeleton--line" style={{ width: '35%' }} />
        </div>
      </div>
      <div className="profile-sections" aria-hidden="true">
        {[0, 1].map((section) => (
          <div key={section} className="profile-section card">
            {[70, 55, 62, 48].map((width) => (
              <span key={width} className="skeleton skeleton--line" style={{ width: `${width}%` }} />
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}
