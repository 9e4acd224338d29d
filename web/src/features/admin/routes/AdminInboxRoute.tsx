import { useTranslation } from '../../../lib/i18n'
import { useSearchParams } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { checkRules } from '../../../components/form/checkRules'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useAppForm } from '../../../components/form/useAppForm'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { Pagination } from '../../../components/Pagination'
import { Spinner } from '../../../components/Spinner'
import { useToast } from '../../../components/toasts/toastContext'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { useInbox, useUpdateInboxItem } from '../api/inbox'
import { adminProblemText } from '../components/problems'

type Item = components['schemas']['InboxItem']
type Status = 'open' | 'handled' | 'all'
const STATUSES: Status[] = ['open', 'handled', 'all']

interface Handling {
  handled: boolean
  note: string
}
// Any flag and any note up to the field's length will do.
const HANDLING_RULES = checkRules<Handling>(() => ({}))

function useDates() {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(i18n.language === 'mr' ? 'mr-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' })
  return (iso: string) => format.format(new Date(iso))
}

/** One message with its handled flag and the admin's note. */
function InboxCard({ item }: { item: Item }) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const date = useDates()
  const form = useAppForm(HANDLING_RULES, { handled: item.handled, note: item.note ?? '' }, { namespace: 'admin' })
  const updateItem = useUpdateInboxItem()
  const [handled, note] = form.watch(['handled', 'note'])
  const busy = form.formState.isSubmitting
  const id = `inbox-${item.id}`
  const changed = handled !== item.handled || note.trim() !== (item.note ?? '')

  const save = form.handleSubmit(async (values) => {
    try {
      await updateItem(item.kind, item.id, { handled: values.handled, note: values.note.trim() })
      toast.show('success', t('inbox.saved'))
    } catch (problem) {
      toast.show('error', adminProblemText(t, problem, t('inbox.failed')))
    }
  })
  return (
    <li className={item.handled ? 'card admin-inbox__item admin-inbox__item--handled' : 'card admin-inbox__item'}>
      <article aria-labelledby={`${id}-title`}>
        <header className="admin-inbox__head">
          <h2 id={`${id}-title`} className="admin-inbox__title">
            {t(`inbox.kinds.${item.kind}`)}: {item.name}
          </h2>
          <span className="admin-inbox__date">{t('inbox.received', { date: date(item.createdAt) })}</span>
        </header>
        <p className="admin-inbox__from">
          {t('inbox.from')}: {item.email}
          {item.phone && <> · {item.phone}</>}
          {item.gender && <> · {t(`inbox.genders.${item.gender}`)}</>}
          {item.rating !== undefined && <> · {t('inbox.rating', { rating: item.rating })}</>}
        </p>
        <p className="admin-inbox__message">{item.message}</p>
        {item.handled && item.handledBy && item.handledAt && (
          <p className="admin-inbox__handled">{t('inbox.handledBy', { admin: item.handledBy, date: date(item.handledAt) })}</p>
        )}
        <form className="admin-inbox__form" onSubmit={(event) => void save(event)}>
          <div className="field__choice">
            <input {...form.register('handled')} id={`${id}-handled`} type="checkbox" />
            <label htmlFor={`${id}-handled`}>{t('inbox.handled')}</label>
          </div>
          <TextAreaField {...form.register('note')} id={`${id}-note`} label={t('inbox.note')} rows={2} maxLength={2000} />
          <button type="submit" className="button button--primary button--small" disabled={busy || !changed}>
            {busy ? t('inbox.saving') : t('inbox.save')}
          </button>
        </form>
      </article>
    </li>
  )
}

/** Contact messages and feedback, newest first, open ones by default (docs/decisions.md §6). */
export function AdminInboxRoute() {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('inbox.documentTitle'))
  const [params, setParams] = useSearchParams()
  const status = (STATUSES.find((s) => s === params.get('status')) ?? 'open') satisfies Status
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const inbox = useInbox(status, page)

  let body
  if (inbox.isPending) body = <Spinner />
  else if (inbox.isError) body = <ErrorState error={inbox.error} title={t('inbox.error')} onRetry={() => void inbox.refetch()} />
  else if (inbox.data.items.length === 0) body = <EmptyState message={t('inbox.empty')} />
  else {
    body = (
      <>
        <ul className="admin-inbox">
          {inbox.data.items.map((item) => (
            <InboxCard key={`${item.id}-${item.handled}-${item.note ?? ''}`} item={item} />
          ))}
        </ul>
        <Pagination page={inbox.data.page} totalPages={inbox.data.totalPages} hrefFor={(p) => `/admin/inbox?status=${status}&page=${p}`} />
      </>
    )
  }
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('inbox.title')}</h1>
      <p className="page__intro">{t('inbox.intro')}</p>
      <div className="admin-filters" role="group" aria-label={t('inbox.filterLabel')}>
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={s === status ? 'button button--primary button--small' : 'button button--secondary button--small'}
            aria-pressed={s === status}
            onClick={() => setParams({ status: s })}
          >
            {t(`inbox.filters.${s}`)}
          </button>
        ))}
      </div>
      {body}
    </div>
  )
}
