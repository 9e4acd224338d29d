import { useId, useState } from 'react'
import * as z from 'zod/mini'
import { Link } from 'react-router-dom'
import { isProblem } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { ErrorState } from '../../../components/ErrorState'
import { InputField, SelectField } from '../../../components/form/Field'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { schemaRules } from '../../../components/form/schemaRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { registerFormControlTranslations } from '../../../components/form/i18n'
import { Spinner } from '../../../components/Spinner'
import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { TicketView } from '../components/TicketView'
import { registerGrievanceTranslations } from '../i18n'
import '../grievance.css'
import { useFileGrievance, useGrievanceOfficer } from '../api/grievances'

await Promise.all([registerGrievanceTranslations(), registerFormControlTranslations()])

type Category = components['schemas']['GrievanceCategory']
type Ticket = components['schemas']['GrievanceTicket']

const CATEGORIES: readonly Category[] = ['impersonation', 'morphed-photo', 'harassment', 'fraud', 'privacy', 'other']
// Most mistakes caught before a round trip; the server's own field errors are shown the same way.
const COMPLAINT_SCHEMA = z.object({
  name: z.string().check(z.refine((value) => value.trim().length >= 2, 'errors.name')),
  email: z.string().check(z.refine((value) => /^\S+@\S+\.\S+$/.test(value.trim()), 'errors.email')),
  phone: z.string(),
  againstUserId: z.string(),
  category: z.string().check(z.minLength(1, 'errors.category')),
  description: z.string().check(z.refine((value) => value.trim().length >= 10, 'errors.description')),
})
type Complaint = z.infer<typeof COMPLAINT_SCHEMA>
type Field = keyof Complaint
const EMPTY_COMPLAINT: Complaint = { name: '', email: '', phone: '', againstUserId: '', category: '', description: '' }

/**
 * The grievance officer (IT Rules 2021, Rule 3(2); docs/adr/0016-trust-and-safety.md): who they are
 * and how to reach them, and a complaint form that gives a ticket number at once.
 */
export function GrievanceOfficerRoute() {
  const { t } = useTranslation('grievance')
  useDocumentTitle(t('documentTitle'))
  const officer = useGrievanceOfficer()
  const [ticket, setTicket] = useState<Ticket | null>(null)
  return (
    <div className="page container container--narrow grievance-page">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      {officer.isPending ? (
        <Spinner />
      ) : officer.isError ? (
        <ErrorState error={officer.error} title={t('officerError')} onRetry={() => void officer.refetch()} />
      ) : (
        <address className="card grievance-officer">
          <strong>{officer.data.name}</strong>, {officer.data.designation}
          <br />
          <a href={`mailto:${officer.data.email}`}>{officer.data.email}</a> · <a href={`tel:${officer.data.phone}`}>{officer.data.phone}</a>
          <br />
          {officer.data.address.join(', ')}
          <br />
          {officer.data.hours}
        </address>
      )}
      {ticket ? <TicketView ticket={ticket} /> : <ComplaintForm onFiled={setTicket} />}
      <p>
        <Link to="/grievance/status">{t('followLink')}</Link>
      </p>
    </div>
  )
}

function ComplaintForm({ onFiled }: { onFiled: (ticket: Ticket) => void }) {
  const { t } = useTranslation('grievance')
  const id = useId()
  const form = useAppForm(schemaRules(COMPLAINT_SCHEMA), EMPTY_COMPLAINT, { namespace: 'grievance' })
  const [failure, setFailure] = useState('')
  const file = useFileGrievance()
  const idOf = (field: Field) => `${id}-${field}`

  const submit = form.handleSubmit(async (values) => {
    setFailure('')
    const optional = (value: string) => (value.trim() ? value.trim() : undefined)
    try {
      const ticket = await file.mutateAsync({
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          category: values.category as Category,
          description: values.description.trim(),
          ...(optional(values.phone) ? { phone: optional(values.phone) } : {}),
          ...(optional(values.againstUserId) ? { againstUserId: optional(values.againstUserId)!.toUpperCase() } : {}),
        },
      })
      onFiled(ticket)
    } catch (error) {
      if (!form.showServerErrors(error)) setFailure(isProblem(error) && error.message ? error.message : t('failed'))
    }
  })

  return (
    <form className="card grievance-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('formTitle')}</h2>
      <InputField {...form.register('name')} id={idOf('name')} label={t('fields.name')} autoComplete="name" error={form.errorOf('name')} />
      <InputField {...form.register('email')} id={idOf('email')} type="email" label={t('fields.email')} autoComplete="email" error={form.errorOf('email')} />
      <InputField {...form.register('phone')} id={idOf('phone')} type="tel" label={t('fields.phone')} autoComplete="tel-national" error={form.errorOf('phone')} />
      <InputField {...form.register('againstUserId')} id={idOf('againstUserId')} label={t('fields.againstUserId')} error={form.errorOf('againstUserId')} />
      <SelectField
        {...form.register('category')}
        id={idOf('category')}
        label={t('fields.category')}
        placeholder={t('chooseCategory')}
        choices={CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
        error={form.errorOf('category')}
      />
      <TextAreaField
        {...form.register('description')}
        id={idOf('description')}
        label={t('fields.description')}
        rows={6}
        maxLength={4000}
        error={form.errorOf('description')}
      />
      {failure && <p role="alert">{failure}</p>}
      <button type="submit" className="button button--primary" disabled={file.isPending}>
        {file.isPending ? t('sending') : t('submit')}
      </button>
    </form>
  )
}
