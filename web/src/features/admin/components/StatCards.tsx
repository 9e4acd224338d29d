import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { useAdminStats } from '../api/members'

const CARDS = ['total', 'male', 'female', 'subscribed', 'newThisWeek', 'suspended', 'openInbox', 'pendingVerifications',
  'openReports', 'openGrievances', 'harvestAlerts'] as const
/** The counts that are queues link to them. */
const LINKS: Partial<Record<(typeof CARDS)[number], string>> = {
  openInbox: '/admin/inbox',
  pendingVerifications: '/admin/verifications',
  openReports: '/admin/reports',
  openGrievances: '/admin/grievances',
  harvestAlerts: '/admin/alerts',
}

/** The dashboard's counts, straight from the database (docs/decisions.md §6). */
export function StatCards() {
  const { t, i18n } = useTranslation('admin')
  const stats = useAdminStats()
  if (stats.isPending) return <Spinner />
  if (stats.isError) return <ErrorState error={stats.error} title={t('dashboard.statsError')} onRetry={() => void stats.refetch()} />
  const number = new Intl.NumberFormat(i18n.language === 'mr' ? 'mr-IN' : 'en-IN')
  return (
    <ul className="admin-stats" aria-label={t('dashboard.statsLabel')}>
      {CARDS.map((key) => (
        <li key={key} className={`admin-stat admin-stat--${key}`}>
          <span className="admin-stat__value">{number.format(stats.data[key])}</span>
          <span className="admin-stat__label">
            {LINKS[key] ? <Link to={LINKS[key]}>{t(`dashboard.stats.${key}`)}</Link> : t(`dashboard.stats.${key}`)}
          </span>
        </li>
      ))}
    </ul>
  )
}
