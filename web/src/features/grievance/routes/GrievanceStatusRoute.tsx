import { useId, useState } from 'react'
import * as z from 'zod/mini'
import { Link } from 'react-router-dom'
import { isProblem } from '../../../api/problem'
import { InputField } from '../../../components/form/Field'
import { schemaRules } from '../../../components/form/schemaRules'
import { useAppForm } from '../../../components/form/useAppForm'
import type { components } from '../../../api/schema.gen'
import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { TicketView } from '../components/TicketView'
import { registerGrievanceTranslations } from '../i18n'
import '../grievance.css'
import { useLookUpGrievance } from '../api/grievances'

await registerGrievanceTranslations()

const TICKET = /^GR[0-9A-Z]{8}$/
const LOOKUP_SCHEMA = z.object({
  ticket: z.string().check(z.refine((value) => TICKET.test(value.trim().toUpperCase()), 'status.ticketFormat')),
  email: z.string().check(z.refine((value) => value.trim() !== '', 'errors.email')),
})

/** Anyone with the ticket number and the e-mail it was filed with follows the complaint here. */
export function GrievanceStatusRoute() {
  const { t } = useTranslation('grievance')
  useDocumentTitle(t('status.documentTitle'))
  const id = useId()
  const form = useAppForm(schemaRules(LOOKUP_SCHEMA), { ticket: '', email: '' }, { namespace: 'grievance' })
  const [problem, setProblem] = useState('')
  const [ticket, setTicket] = useState<components['schemas']['GrievanceTicket'] | null>(null)
  const lookup = useLookUpGrievance()

  const submit = form.handleSubmit(({ ticket: number, email }) => {
    setProblem('')
    lookup.mutate(
      { body: { ticket: number.trim().toUpperCase(), email: email.trim() } },
      { onSuccess: setTicket, onError: (error) => setProblem(isProblem(error) && error.message ? error.message : t('failed')) },
    )
  })

  return (
    <div className="page container container--narrow grievance-page">
      <h1 className="page__title">{t('status.title')}</h1>
      <form className="card grievance-form" onSubmit={(event) => void submit(event)} noValidate>
        <InputField {...form.register('ticket')} id={`${id}-ticket`} label={t('status.ticket')} error={form.errorOf('ticket')} />
        <InputField {...form.register('email')} id={`${id}-email`} type="email" label={t('fields.email')} error={form.errorOf('email')} />
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
