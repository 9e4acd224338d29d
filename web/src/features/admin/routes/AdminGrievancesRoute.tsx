import { useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { EmptyState } from '../../../components/EmptyState'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { checkRules } from '../../../components/form/checkRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { ErrorState } from '../../../components/ErrorState'
import { Pagination } from '../../../components/Pagination'
import { Spinner } from '../../../components/Spinner'
import { useToast } from '../../../components/toasts/toastContext'
import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { useGrievances, useUpdateGrievance } from '../api/trust'
import { adminProblemText } from '../components/problems'

type Grievance = components['schemas']['AdminGrievance']
type Status = components['schemas']['GrievanceStatus']

const NEXT: readonly Status[] = ['in-progress', 'resolved', 'rejected']

function useDateTime() {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(i18n.language === 'mr' ? 'mr-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' })
  return (iso: string) => format.format(new Date(iso))
}

interface Update {
  status: Status
  resolution: string
}
// The server knows which statuses need a resolution and says so by the field.
const UPDATE_RULES = checkRules<Update>(() => ({}))

function GrievanceCard({ item, now }: { item: Grievance; now: number }) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const updateGrievance = useUpdateGrievance()
  const id = useId()
  const when = useDateTime()
  const form = useAppForm(
    UPDATE_RULES,
    { status: item.status === 'received' ? 'in-progress' : item.status, resolution: item.resolution ?? '' },
    { namespace: 'admin' },
  )
  const busy = form.formState.isSubmitting
  const open = item.status === 'received' || item.status === 'in-progress'
  const late = (iso: string, done?: string) => !done && new Date(iso).getTime() < now

  const save = form.handleSubmit(async ({ status, resolution }) => {
    try {
      await updateGrievance(item.id, { status, ...(resolution.trim() ? { resolution: resolution.trim() } : {}) })
      toast.show('success', t('grievances.saved'))
    } catch (error) {
      // A field the server names (the resolution a closed grievance needs) is shown by that field.
      if (!form.showServerErrors(error)) toast.show('error', adminProblemText(t, error, t('grievances.failed')))
    }
  })

  return (
    <li className="card admin-inbox__item">
      <article aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="admin-inbox__title">
          {item.ticket} · {t(`grievances.categories.${item.category}`)} · {t(`grievances.statuses.${item.status}`)}
        </h2>
        <p className="admin-inbox__from">
          {item.name} · {item.email}
          {item.phone && <> · {item.phone}</>}
          {item.againstUserId && (
            <>
              {' '}
              · {t('grievances.against')} <Link to={`/admin/user-details/${item.againstUserId}`}>{item.againstUserId}</Link>
            </>
          )}
        </p>
        <p className={late(item.acknowledgeBy, item.acknowledgedAt) ? 'admin-verification__due--late' : undefined}>
          {t('grievances.acknowledgeBy', { date: when(item.acknowledgeBy) })}
        </p>
        <p className={late(item.resolveBy, item.resolvedAt) ? 'admin-verification__due--late' : undefined}>
          {t('grievances.resolveBy', { date: when(item.resolveBy) })}
        </p>
        <p className="admin-inbox__message">{item.description}</p>
        {open ? (
          <div className="admin-inbox__form">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-status`}>
                {t('grievances.status')}
              </label>
              <select {...form.register('status')} id={`${id}-status`} className="field__control">
                {NEXT.map((value) => (
                  <option key={value} value={value}>
                    {t(`grievances.statuses.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <TextAreaField
              {...form.register('resolution')}
              id={`${id}-resolution`}
              label={t('grievances.resolution')}
              rows={3}
              maxLength={2000}
              error={form.errorOf('resolution')}
            />
            <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => void save()}>
              {t('grievances.save')}
            </button>
          </div>
        ) : (
          item.resolution && <p>{item.resolution}</p>
        )}
      </article>
    </li>
  )
}

/** Complaints to the grievance officer with their 24-hour and 15-day clocks (IT Rules 2021, Rule 3(2)). */
export function AdminGrievancesRoute() {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('grievances.documentTitle'))
  const [params] = useSearchParams()
  const status = params.get('status') === 'all' ? 'all' : 'open'
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const list = useGrievances({ status, page })
  const [now] = useState(() => Date.now())
  let body
  if (list.isPending) body = <Spinner />
  else if (list.isError) body = <ErrorState error={list.error} title={t('grievances.error')} onRetry={() => void list.refetch()} />
  else if (list.data.grievances.length === 0) body = <EmptyState message={t('grievances.empty')} />
  else
    body = (
      <>
        <ul className="admin-inbox">
          {list.data.grievances.map((item) => (
            <GrievanceCard key={`${item.id}-${item.updatedAt}`} item={item} now={now} />
          ))}
        </ul>
        <Pagination page={page} totalPages={list.data.totalPages} hrefFor={(p) => `/admin/grievances?status=${status}&page=${p}`} />
      </>
    )
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('grievances.title')}</h1>
      <p className="page__intro">{t('grievances.intro')}</p>
      <p>
        <Link to={status === 'open' ? '/admin/grievances?status=all' : '/admin/grievances'}>
          {status === 'open' ? t('grievances.showAll') : t('grievances.showOpen')}
        </Link>
      </p>
      {body}
    </div>
  )
}
