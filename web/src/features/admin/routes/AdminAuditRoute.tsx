import { useEffect } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link, useSearchParams } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { EmptyState } from '../../../components/EmptyState'
import { checkRules } from '../../../components/form/checkRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { ErrorState } from '../../../components/ErrorState'
import { Pagination } from '../../../components/Pagination'
import { Spinner } from '../../../components/Spinner'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { useAdmins, useAuditLog } from '../api/audit'

type Action = components['schemas']['AuditAction']
const ACTIONS: Action[] = [
  'login',
  'member_viewed',
  'member_edited',
  'member_created',
  'member_suspended',
  'member_reinstated',
  'subscription_granted',
  'member_deleted',
  'inbox_handled',
  'totp_enabled',
  'totp_disabled',
  'totp_locked',
]
const FILTERS = ['admin', 'action', 'member', 'from', 'to'] as const
type Filters = Record<(typeof FILTERS)[number], string>
const NO_FILTERS: Filters = { admin: '', action: '', member: '', from: '', to: '' }
// Every filter may be empty or anything typed; the query below uses only what it can read.
const FILTER_RULES = checkRules<Filters>(() => ({}))

/** A date input's day as the instant it starts (from) or the next day starts (to, exclusive). */
function dayStart(day: string, next = false): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined
  const date = new Date(`${day}T00:00:00`)
  if (next) date.setDate(date.getDate() + 1)
  return date.toISOString()
}

/** The audit log, read-only, with filters by admin, action, member and dates kept in the URL. */
export function AdminAuditRoute() {
  const { t, i18n } = useTranslation('admin')
  useDocumentTitle(t('audit.documentTitle'))
  const [params, setParams] = useSearchParams()
  const applied: Filters = { ...NO_FILTERS }
  for (const key of FILTERS) applied[key] = params.get(key) ?? ''
  const form = useAppForm(FILTER_RULES, applied, { namespace: 'admin' })
  const member = form.register('member')
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const action = ACTIONS.find((a) => a === applied.action)
  const query = {
    page,
    ...(applied.admin ? { admin: applied.admin } : {}),
    ...(action ? { action } : {}),
    ...(/^MH[0-9A-Z]{8}$/.test(applied.member) ? { member: applied.member } : {}),
    ...(dayStart(applied.from) ? { from: dayStart(applied.from) } : {}),
    ...(dayStart(applied.to, true) ? { to: dayStart(applied.to, true) } : {}),
  }
  const log = useAuditLog(query)
  const admins = useAdmins()
  // The admin chosen in the address is shown once the list holding it has come.
  const { getValues, setValue } = form
  useEffect(() => {
    if (admins.data) setValue('admin', getValues('admin'))
  }, [admins.data, getValues, setValue])
  const time = new Intl.DateTimeFormat(i18n.language === 'mr' ? 'mr-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'medium' })

  const apply = form.handleSubmit((draft) => {
    const next: Record<string, string> = {}
    for (const key of FILTERS) if (draft[key].trim()) next[key] = draft[key].trim()
    setParams(next)
  })
  const clear = () => {
    form.reset(NO_FILTERS)
    setParams({})
  }
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(p))
    return `/admin/audit?${next.toString()}`
  }

  let body
  if (log.isPending) body = <Spinner />
  else if (log.isError) body = <ErrorState error={log.error} title={t('audit.error')} onRetry={() => void log.refetch()} />
  else if (log.data.entries.length === 0) body = <EmptyState message={t('audit.empty')} />
  else {
    body = (
      <>
        <div className="admin-table__scroll">
          <table className="admin-table">
            <caption className="visually-hidden">{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.time')}</th>
                <th scope="col">{t('audit.admin')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.member')}</th>
                <th scope="col">{t('audit.fields')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>
                  </td>
                  <td className="admin-table__email">{entry.adminEmail}</td>
                  <td>{t(`audit.actions.${entry.action}`)}</td>
                  <td>
                    {entry.user_id ? (
                      entry.action === 'member_deleted' ? (
                        entry.user_id
                      ) : (
                        <Link to={`/admin/user-details/${entry.user_id}`}>{entry.user_id}</Link>
                      )
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{entry.fields.length > 0 ? entry.fields.join(', ') : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={log.data.page} totalPages={log.data.totalPages} hrefFor={hrefFor} />
      </>
    )
  }
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('audit.title')}</h1>
      <p className="page__intro">{t('audit.intro')}</p>
      <form className="card admin-audit__filters" onSubmit={(event) => void apply(event)} aria-label={t('audit.filters')}>
        <div className="field">
          <label className="field__label" htmlFor="audit-admin">
            {t('audit.admin')}
          </label>
          <select {...form.register('admin')} id="audit-admin" className="field__control">
            <option value="">{t('audit.any')}</option>
            {admins.data?.admins.map((a) => (
              <option key={a.id} value={a.id}>
                {a.email}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-action">
            {t('audit.action')}
          </label>
          <select {...form.register('action')} id="audit-action" className="field__control">
            <option value="">{t('audit.any')}</option>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`audit.actions.${a}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-member">
            {t('audit.member')}
          </label>
          <input
            {...member}
            id="audit-member"
            className="field__control"
            maxLength={10}
            autoComplete="off"
            onChange={(event) => {
              // Member codes are upper case (MH…); what is typed is shown as it will be sent.
              event.target.value = event.target.value.toUpperCase()
              void member.onChange(event)
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-from">
            {t('audit.from')}
          </label>
          <input {...form.register('from')} id="audit-from" type="date" className="field__control" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-to">
            {t('audit.to')}
          </label>
          <input {...form.register('to')} id="audit-to" type="date" className="field__control" />
        </div>
        <div className="admin-audit__actions">
          <button type="submit" className="button button--primary">
            {t('audit.apply')}
          </button>
          <button type="button" className="button button--secondary" onClick={clear}>
            {t('audit.clear')}
          </button>
        </div>
      </form>
      {body}
    </div>
  )
}
