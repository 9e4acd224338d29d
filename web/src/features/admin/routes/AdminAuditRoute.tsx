import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link, useSearchParams } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { Pagination } from '../../../components/Pagination'
import { Spinner } from '../../../components/Spinner'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { useAdminQuery } from '../api/adminClient'

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
  const applied: Filters = { admin: '', action: '', member: '', from: '', to: '' }
  for (const key of FILTERS) applied[key] = params.get(key) ?? ''
  const [draft, setDraft] = useState<Filters>(applied)
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
  const log = useAdminQuery('/api/admin/audit', { params: { query } })
  const admins = useAdminQuery('/api/admin/admins', {}, { staleTime: 60_000 })
  const time = new Intl.DateTimeFormat(i18n.language === 'mr' ? 'mr-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'medium' })

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next: Record<string, string> = {}
    for (const key of FILTERS) if (draft[key].trim()) next[key] = draft[key].trim()
    setParams(next)
  }
  const clear = () => {
    setDraft({ admin: '', action: '', member: '', from: '', to: '' })
    setParams({})
  }
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(p))
    return `/admin/audit?${next.toString()}`
  }
  const set = (key: keyof Filters) => (value: string) => setDraft((current) => ({ ...current, [key]: value }))

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
      <form className="card admin-audit__filters" onSubmit={apply} aria-label={t('audit.filters')}>
        <div className="field">
          <label className="field__label" htmlFor="audit-admin">
            {t('audit.admin')}
          </label>
          <select id="audit-admin" className="field__control" value={draft.admin} onChange={(e) => set('admin')(e.target.value)}>
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
          <select id="audit-action" className="field__control" value={draft.action} onChange={(e) => set('action')(e.target.value)}>
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
            id="audit-member"
            className="field__control"
            maxLength={10}
            autoComplete="off"
            value={draft.member}
            onChange={(e) => set('member')(e.target.value.toUpperCase())}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-from">
            {t('audit.from')}
          </label>
          <input id="audit-from" type="date" className="field__control" value={draft.from} onChange={(e) => set('from')(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-to">
            {t('audit.to')}
          </label>
          <input id="audit-to" type="date" className="field__control" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
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
