import { Link } from 'react-router-dom'
import { useOptionLabels } from '../../../components/MemberCard/useOptionLabels'
import { formatDate } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { useOwnProfile } from '../../../lib/sessionHooks'
import { useMemberSummary } from '../../../api/summary'

/**
 * The member's day in four tiles: interests waiting for an answer, connections, unread messages
 * and the plan (with its end date, or the way to get one). Each tile is the link to act on it.
 */
export function DayAtAGlance() {
  const { t, i18n } = useTranslation('matches')
  const label = useOptionLabels()
  const summary = useMemberSummary()
  const own = useOwnProfile()
  const subscription = own.data?.userData.subscription
  const count = (value: number | undefined) => (value === undefined ? '…' : value)

  return (
    <section className="day-glance" aria-labelledby="day-glance-title">
      <h2 id="day-glance-title" className="visually-hidden">
        {t('home.glance')}
      </h2>
      {summary.isError && <p className="day-glance__error">{t('home.summaryError')}</p>}
      <ul className="day-glance__tiles">
        <li>
          <Link to="/interests" className="day-glance__tile">
            <span className="day-glance__count">{count(summary.data?.interestsWaiting)}</span>{' '}
            <span>{t('home.interests')}</span>
          </Link>
        </li>
        <li>
          <Link to="/connected" className="day-glance__tile">
            <span className="day-glance__count">{count(summary.data?.connections)}</span>{' '}
            <span>{t('home.connections')}</span>
          </Link>
        </li>
        <li>
          <Link to="/messages" className="day-glance__tile">
            <span className="day-glance__count">{count(summary.data?.unreadMessages)}</span>{' '}
            <span>{t('home.unreadMessages')}</span>
          </Link>
        </li>
        <li>
          {subscription ? (
            <Link to="/dashboard" className="day-glance__tile">
              <span className="day-glance__plan">{label('plans', subscription.plan)}</span>{' '}
              <span>{t('home.planUntil', { date: formatDate(subscription.endsAt, i18n.language) })}</span>
            </Link>
          ) : (
            <Link to="/buy" className="day-glance__tile day-glance__tile--upgrade">
              <span className="day-glance__plan">{t('home.freeMember')}</span>{' '}
              <span>{t('home.upgrade')}</span>
            </Link>
          )}
        </li>
      </ul>
    </section>
  )
}
