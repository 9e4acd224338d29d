import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { isProblem } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { TicketView } from '../components/TicketView'
import { registerGrievanceTranslations } from '../i18n'
import '../grievance.css'
import { useLookUpGrievance } from '../api/grievances'

await registerGrievanceTranslations()

const TICKET = /^GR[0-9A-Z]{8}$/

/** Anyone with the ticket number and the e-mail it was filed with follows the complaint here. */
export function GrievanceStatusRoute() {
  const { t } = useTranslation('grievance')
  useDocumentTitle(t('status.documentTitle'))
  const id = useId()
  const [ticketNumber, setTicketNumber] = useState('')
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState('')
  const [ticket, setTicket] = useState<components['schemas']['GrievanceTicket'] | null>(null)
  const lookup = useLookUpGrievance()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const number = ticketNumber.trim().toUpperCase()
    if (!TICKET.test(number)) return setProblem(t('status.ticketFormat'))
    if (!email.trim()) return setProblem(t('errors.email'))
    setProblem('')
    lookup.mutate(
      { body: { ticket: number, email: email.trim() } },
      { onSuccess: setTicket, onError: (error) => setProblem(isProblem(error) && error.message ? error.message : t('failed')) },
    )
  }

  return (
    <div className="page container container--narrow grievance-page">
      <h1 className="page__title">{t('status.title')}</h1>
      <form className="card grievance-form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-ticket`}>
            {t('status.ticket')}
          </label>
          <input id={`${id}-ticket`} className="field__control" value={ticketNumber} onChange={(event) => setTicketNumber(event.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            {t('fields.email')}
          </label>
          <input id={`${id}-email`} className="field__control" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        {problem && <p role="alert">{problem}</p>}
        <button type="submit" className="button button--primary" disabled={lookup.isPending}>
          {t('status.find')}
        </button>
      </form>
      {ticket && <TicketView ticket={ticket} />}
      <p>
        <Link to="/grievance-officer">{t('status.back')}</Link>
      </p>
    </div>
  )
}
