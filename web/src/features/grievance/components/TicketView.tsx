import type { components } from '../../../api/schema.gen'
import { formatDate } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'

type Ticket = components['schemas']['GrievanceTicket']

/** A ticket as the complainant follows it: its status and the clocks the IT Rules 2021 set. */
export function TicketView({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useTranslation('grievance')
  const date = (iso: string) => formatDate(iso, i18n.language)
  return (
    <section className="card grievance-ticket" aria-labelledby="grievance-ticket-title" role="status">
      <h2 id="grievance-ticket-title">{t('ticket.title', { ticket: ticket.ticket })}</h2>
      <dl className="profile-facts">
        <div className="profile-facts__row">
          <dt>{t('ticket.status')}</dt>
          <dd>{t(`statuses.${ticket.status}`)}</dd>
        </div>
        <div className="profile-facts__row">
          <dt>{t('ticket.category')}</dt>
          <dd>{t(`categories.${ticket.category}`)}</dd>
        </div>
        <div className="profile-facts__row">
          <dt>{t('ticket.filed')}</dt>
          <dd>{date(ticket.createdAt)}</dd>
        </div>
        <div className="profile-facts__row">
          <dt>{t('ticket.acknowledge')}</dt>
          <dd>{ticket.acknowledgedAt ? date(ticket.acknowledgedAt) : t('ticket.by', { date: date(ticket.acknowledgeBy) })}</dd>
        </div>
        <div className="profile-facts__row">
          <dt>{t('ticket.resolve')}</dt>
          <dd>{ticket.resolvedAt ? date(ticket.resolvedAt) : t('ticket.by', { date: date(ticket.resolveBy) })}</dd>
        </div>
        {ticket.resolution && (
          <div className="profile-facts__row">
            <dt>{t('ticket.resolution')}</dt>
            <dd>{ticket.resolution}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}
