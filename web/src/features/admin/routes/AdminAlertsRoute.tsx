import { Link } from 'react-router-dom'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { useHarvestingAlerts } from '../api/dashboard'

/** Accounts that keep running into the daily limits on profile views or contact reveals: possible harvesting. */
export function AdminAlertsRoute() {
  const { t, i18n } = useTranslation('admin')
  useDocumentTitle(t('alerts.documentTitle'))
  const alerts = useHarvestingAlerts()
  const date = new Intl.DateTimeFormat(i18n.language === 'mr' ? 'mr-IN' : 'en-IN', { dateStyle: 'medium' })
  let body
  if (alerts.isPending) body = <Spinner />
  else if (alerts.isError) body = <ErrorState error={alerts.error} title={t('alerts.error')} onRetry={() => void alerts.refetch()} />
  else if (alerts.data.alerts.length === 0) body = <EmptyState message={t('alerts.empty')} />
  else
    body = (
      <ul className="admin-inbox">
        {alerts.data.alerts.map((alert) => (
          <li key={alert.user_id} className="card admin-inbox__item">
            <p className="admin-inbox__title">
              <Link to={`/admin/user-details/${alert.user_id}`}>
                {alert.fullName} ({alert.user_id})
              </Link>{' '}
              · {t(`status.${alert.status}`)}
            </p>
            <p>
              {t('alerts.days', { count: alert.days })} · {t('alerts.last', { date: date.format(new Date(alert.lastHitAt)) })} ·{' '}
              {alert.limits.map((limit) => t(`alerts.limits.${limit}`)).join(', ')}
            </p>
          </li>
        ))}
      </ul>
    )
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('alerts.title')}</h1>
      <p className="page__intro">{t('alerts.intro')}</p>
      {body}
    </div>
  )
}
