import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { fieldErrorsOf, isProblem } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { ErrorState } from '../../../components/ErrorState'
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
const FIELDS = ['name', 'email', 'phone', 'againstUserId', 'category', 'description'] as const
type Field = (typeof FIELDS)[number]

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
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', phone: '', againstUserId: '', category: '', description: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState('')
  const file = useFileGrievance()

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problems: Partial<Record<Field, string>> = {}
    if (values.name.trim().length < 2) problems.name = t('errors.name')
    if (!/^\S+@\S+\.\S+$/.test(values.email.trim())) problems.email = t('errors.email')
    if (!values.category) problems.category = t('errors.category')
    if (values.description.trim().length < 10) problems.description = t('errors.description')
    setErrors(problems)
    const first = FIELDS.find((field) => problems[field])
    if (first) return document.getElementById(`${id}-${first}`)?.focus()
    const optional = (value: string) => (value.trim() ? value.trim() : undefined)
    file.mutate(
      {
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          category: values.category as Category,
          description: values.description.trim(),
          ...(optional(values.phone) ? { phone: optional(values.phone) } : {}),
          ...(optional(values.againstUserId) ? { againstUserId: optional(values.againstUserId)!.toUpperCase() } : {}),
        },
      },
      {
        onSuccess: onFiled,
        onError: (error) => {
          const fields = fieldErrorsOf(error)
          setErrors(Object.fromEntries(FIELDS.filter((field) => fields[field]).map((field) => [field, fields[field]])))
          setFailure(Object.keys(fields).length > 0 ? '' : isProblem(error) && error.message ? error.message : t('failed'))
        },
      },
    )
  }

  const input = (field: Exclude<Field, 'category' | 'description'>, type = 'text') => (
    <div className={errors[field] ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={`${id}-${field}`}>
        {t(`fields.${field}`)}
      </label>
      <input
        id={`${id}-${field}`}
        className="field__control"
        type={type}
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(event) => set(field, event.target.value)}
      />
      {errors[field] && (
        <p className="field__error" id={`${id}-${field}-error`}>
          {errors[field]}
        </p>
      )}
    </div>
  )

  return (
    <form className="card grievance-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('formTitle')}</h2>
      {input('name')}
      {input('email', 'email')}
      {input('phone', 'tel')}
      {input('againstUserId')}
      <div className={errors.category ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-category`}>
          {t('fields.category')}
        </label>
        <select
          id={`${id}-category`}
          className="field__control"
          value={values.category}
          aria-invalid={errors.category ? true : undefined}
          onChange={(event) => set('category', event.target.value)}
        >
          <option value="">{t('chooseCategory')}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
        {errors.category && <p className="field__error">{errors.category}</p>}
      </div>
      <div className={errors.description ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-description`}>
          {t('fields.description')}
        </label>
        <textarea
          id={`${id}-description`}
          className="field__control field__control--multiline"
          rows={6}
          maxLength={4000}
          value={values.description}
          aria-invalid={errors.description ? true : undefined}
          onChange={(event) => set('description', event.target.value)}
        />
        {errors.description && <p className="field__error">{errors.description}</p>}
      </div>
      {failure && <p role="alert">{failure}</p>}
      <button type="submit" className="button button--primary" disabled={file.isPending}>
        {file.isPending ? t('sending') : t('submit')}
      </button>
    </form>
  )
}
