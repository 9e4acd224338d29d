import { useEffect, useId, useState } from 'react'
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
import { useDecideVerification, useVerificationImage, useVerificationQueue } from '../api/trust'
import { adminProblemText } from '../components/problems'

type Item = components['schemas']['VerificationQueueItem']

const HOUR_MS = 60 * 60 * 1000

/** The document's image, fetched with the admin's token and shown from memory (never cached, never a URL). */
function DocumentImage({ item }: { item: Item }) {
  const { t } = useTranslation('admin')
  const [src, setSrc] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const fetchImage = useVerificationImage()
  useEffect(() => {
    let url: string | null = null
    let live = true
    void fetchImage(item.id)
      .then(({ data }) => {
        if (!live) return
        // A Blob (checked by shape: a test's fetch may hand one from another realm).
        if (data && typeof (data as Blob).size === 'number') setSrc((url = URL.createObjectURL(data as Blob)))
        else setFailed(true)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [item.id])
  if (failed) return <p role="alert">{t('verifications.imageError')}</p>
  if (!src) return <Spinner />
  return <img className="admin-verification__image" src={src} alt={t('verifications.imageAlt', { name: item.member.fullName })} />
}

interface Decision {
  approve: boolean
  reason: string
}
// A rejection says why, in words the member reads; an approval needs nothing.
const DECISION_RULES = checkRules<Decision>(({ approve, reason }) =>
  approve || reason.trim().length >= 3 ? {} : { reason: 'verifications.reasonRequired' },
)

function VerificationCard({ item, now }: { item: Item; now: number }) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const decideVerification = useDecideVerification()
  const id = useId()
  const [rejecting, setRejecting] = useState(false)
  const form = useAppForm(DECISION_RULES, { approve: false, reason: '' }, { namespace: 'admin' })
  // A decided card stays disabled until the queue drops it; a failure (an error set) frees it.
  const busy = form.formState.isSubmitting || form.formState.isSubmitSuccessful
  const hoursLeft = Math.round((new Date(item.dueAt).getTime() - now) / HOUR_MS)

  const send = form.handleSubmit(async ({ approve, reason }) => {
    try {
      await decideVerification(item.id, approve ? { approve: true } : { approve: false, reason: reason.trim() })
      toast.show('success', approve ? t('verifications.approved') : t('verifications.rejected'))
    } catch (error) {
      form.setError('root', { type: 'server' })
      toast.show('error', adminProblemText(t, error, t('verifications.failed')))
    }
  })
  const decide = (approve: boolean) => {
    form.setValue('approve', approve)
    void send()
  }

  return (
    <li className="card admin-verification">
      <article aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="admin-inbox__title">
          {t(`verifications.kinds.${item.kind}`)}: {item.member.fullName} ({item.member.user_id})
        </h2>
        <p className={hoursLeft < 0 ? 'admin-verification__due admin-verification__due--late' : 'admin-verification__due'}>
          {hoursLeft < 0 ? t('verifications.late', { count: -hoursLeft }) : t('verifications.due', { count: hoursLeft })}
          {item.documentType && <> · {t(`verifications.types.${item.documentType}`)}</>}
        </p>
        <div className="admin-verification__images">
          {item.kind === 'photo' && item.member.profilePicture && (
            <img className="admin-verification__image" src={item.member.profilePicture} alt={t('verifications.profilePhoto')} />
          )}
          <DocumentImage item={item} />
        </div>
        {rejecting && (
          <InputField
            {...form.register('reason')}
            id={`${id}-reason`}
            label={t('verifications.reason')}
            maxLength={500}
            error={form.errorOf('reason')}
          />
        )}
        <div className="admin-actions">
          {!rejecting && (
            <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => decide(true)}>
              {t('verifications.approve')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={() => (rejecting ? decide(false) : setRejecting(true))}
          >
            {rejecting ? t('verifications.confirmReject') : t('verifications.reject')}
          </button>
        </div>
      </article>
    </li>
  )
}

/** Documents waiting for a decision, oldest first, each against the 24-hour promise (docs/adr/0016-trust-and-safety.md). */
export function AdminVerificationsRoute() {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('verifications.documentTitle'))
  const queue = useVerificationQueue()
  const [now] = useState(() => Date.now())
  let body
  if (queue.isPending) body = <Spinner />
  else if (queue.isError) body = <ErrorState error={queue.error} title={t('verifications.error')} onRetry={() => void queue.refetch()} />
  else if (queue.data.items.length === 0) body = <EmptyState message={t('verifications.empty')} />
  else
    body = (
      <ul className="admin-inbox">
        {queue.data.items.map((item) => (
          <VerificationCard key={item.id} item={item} now={now} />
        ))}
      </ul>
    )
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('verifications.title')}</h1>
      <p className="page__intro">{t('verifications.intro')}</p>
      {body}
    </div>
  )
}
