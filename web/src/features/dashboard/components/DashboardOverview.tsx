import { Link } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { useTranslation } from '../../../lib/i18n'
import { useMemberSummary } from '../../../api/summary'

type Completeness = components['schemas']['Completeness']

/** Field names the server suggests (ProfileFields) → the profile form's labels (profileForm:fields / sections). */
const FIELD_LABEL_KEYS: Record<string, string> = {
  nativePlace: 'fields.nativeDistrict',
  horoscope: 'sections.horoscope',
  partnerPreferences: 'steps.preferences',
  profilePicture: 'fields.profilePicture',
}

/**
 * The top of the dashboard: how complete the profile is (and the next three fields worth adding),
 * and the requests waiting on either side, each a link to act on it.
 */
export function DashboardOverview({ completeness }: { completeness: Completeness | undefined }) {
  const { t } = useTranslation('dashboard')
  const { t: tf } = useTranslation('profileForm')
  const summary = useMemberSummary()
  const fieldLabel = (name: string) => tf(FIELD_LABEL_KEYS[name] ?? `fields.${name}`, { defaultValue: name })
  return (
    <div className="dashboard-overview">
      {completeness && (
        <section className="card dashboard-completeness" aria-labelledby="dashboard-completeness-title">
          <h2 id="dashboard-completeness-title" className="dashboard-section__title">
            {t('completeness.title')}
          </h2>
          <div
            className="dashboard-completeness__bar"
            role="progressbar"
            aria-labelledby="dashboard-completeness-title"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={completeness.percent}
            aria-valuetext={t('completeness.percent', { percent: completeness.percent })}
          >
            <span style={{ width: `${completeness.percent}%` }} />
          </div>
          <p className="dashboard-completeness__percent">{t('completeness.percent', { percent: completeness.percent })}</p>
          {completeness.next.length > 0 && (
            <>
              <p>{t('completeness.next')}</p>
              <ul className="dashboard-completeness__next">
                {completeness.next.slice(0, 3).map((name) => (
                  <li key={name}>{fieldLabel(name)}</li>
                ))}
              </ul>
              <Link to="/edit-profile" className="button button--primary">
                {t('completeness.add')}
              </Link>
            </>
          )}
        </section>
      )}
      <section className="card dashboard-requests" aria-labelledby="dashboard-requests-title">
        <h2 id="dashboard-requests-title" className="dashboard-section__title">
          {t('requests.title')}
        </h2>
        {summary.isError ? (
          <p role="alert">{t('requests.error')}</p>
        ) : (
          <ul className="dashboard-requests__list">
            <li>
              <Link to="/interests">{t('requests.received', { count: summary.data?.interestsWaiting ?? 0 })}</Link>
            </li>
            <li>
              <Link to="/interests?tab=sent">{t('requests.sent', { count: summary.data?.sentPending ?? 0 })}</Link>
            </li>
            <li>
              <Link to="/connected">{t('requests.connections', { count: summary.data?.connections ?? 0 })}</Link>
            </li>
          </ul>
        )}
      </section>
    </div>
  )
}
