import { useId } from 'react'
import type { components } from '../../../api/schema.gen'
import { EmptyState } from '../../../components/EmptyState'
import { InputField } from '../../../components/form/Field'
import { checkRules } from '../../../components/form/checkRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { useToast } from '../../../components/toasts/toastContext'
import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { useActOnReport, useReportQueue } from '../api/trust'
import { adminProblemText } from '../components/problems'

type Item = components['schemas']['ReportQueueItem']
type Action = components['schemas']['ModerationAction']['action']

const ACTIONS: readonly Action[] = ['dismiss', 'warn', 'remove-photo', 'suspend', 'delete']

interface Decision {
  action: Action
  note: string
}
// The server knows which actions need a note (a suspension's reason) and says so by the field.
const DECISION_RULES = checkRules<Decision>(() => ({}))
const NO_DECISION: Decision = { action: 'dismiss', note: '' }

function ReportCard({ item }: { item: Item }) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const actOnReport = useActOnReport()
  const id = useId()
  const form = useAppForm(DECISION_RULES, NO_DECISION, { namespace: 'admin' })
  // A card acted on stays disabled until the queue drops it; a refusal (an error set) frees it.
  const busy = form.formState.isSubmitting || form.formState.isSubmitSuccessful

  const act = form.handleSubmit(async ({ action, note }) => {
    try {
      await actOnReport(item.id, { action, ...(note.trim() ? { note: note.trim() } : {}) })
      toast.show('success', t('reports.done'))
    } catch (error) {
      // A field the server names (the note a suspension needs) is shown by that field.
      if (!form.showServerErrors(error)) {
        form.setError('root', { type: 'server' })
        toast.show('error', adminProblemText(t, error, t('reports.failed')))
      }
    }
  })

  return (
    <li className="card admin-inbox__item">
      <article aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="admin-inbox__title">
          {item.member.fullName} ({item.member.user_id}) · {t(`reports.reasons.${item.reason}`)}
        </h2>
        <p className="admin-inbox__from">
          {t('reports.by', { reporter: item.reporter })} · {t('reports.open', { count: item.openReports })} · {t(`status.${item.member.status}`)}
        </p>
        {item.details && <p className="admin-inbox__message">{item.details}</p>}
        <div className="admin-inbox__form">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-action`}>
              {t('reports.action')}
            </label>
            <select {...form.register('action')} id={`${id}-action`} className="field__control">
              {ACTIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`reports.actions.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <InputField {...form.register('note')} id={`${id}-note`} label={t('reports.note')} maxLength={500} error={form.errorOf('note')} />
          <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => void act()}>
            {busy ? t('reports.acting') : t('reports.apply')}
          </button>
        </div>
      </article>
    </li>
  )
}

/** The moderation queue: open reports, oldest first; every action goes to the audit log and the reporter is told. */
export function AdminReportsRoute() {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('reports.documentTitle'))
  const queue = useReportQueue()
  let body
  if (queue.isPending) body = <Spinner />
  else if (queue.isError) body = <ErrorState error={queue.error} title={t('reports.error')} onRetry={() => void queue.refetch()} />
  else if (queue.data.items.length === 0) body = <EmptyState message={t('reports.empty')} />
  else
    body = (
      <ul className="admin-inbox">
        {queue.data.items.map((item) => (
          <ReportCard key={item.id} item={item} />
        ))}
      </ul>
    )
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('reports.title')}</h1>
      <p className="page__intro">{t('reports.intro')}</p>
      {body}
    </div>
  )
}
