import type { ReactNode } from 'react'
import type { components } from '../../../api/schema.gen'
import { ErrorState } from '../../../components/ErrorState'
import { registerFormControlTranslations } from '../../../components/form/i18n'
import { Spinner } from '../../../components/Spinner'
import { useToast } from '../../../components/toasts/toastContext'
import { formatDate } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { DocumentUpload } from '../components/DocumentUpload'
import { PhoneVerification } from '../components/PhoneVerification'
import { registerVerificationTranslations } from '../i18n'
import '../verification.css'
import { useSendEmailLink, useVerificationStatus } from '../api/verification'

await Promise.all([registerVerificationTranslations(), registerFormControlTranslations()])

type Status = components['schemas']['VerificationStatus']
type Kind = components['schemas']['VerificationKind']

/**
 * The member's badges and how to earn each (docs/adr/0016-trust-and-safety.md): a mailed link for
 * the e-mail, a texted code for the phone, an identity document and a selfie an admin checks
 * within 24 hours.
 */
export function VerificationRoute() {
  const { t } = useTranslation('verification')
  useDocumentTitle(t('documentTitle'))
  const status = useVerificationStatus()
  return (
    <div className="page container container--narrow verification-page">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <ErrorState error={status.error} title={t('error')} onRetry={() => void status.refetch()} />
      ) : (
        <Steps status={status.data} />
      )}
    </div>
  )
}

function Steps({ status }: { status: Status }) {
  const { t } = useTranslation('verification')
  const toast = useToast()
  const sendEmail = useSendEmailLink()
  const has = (badge: components['schemas']['VerificationBadge']) => status.badges.includes(badge)
  return (
    <ol className="verification-steps">
      <Step title={t('email.title')} done={has('email')}>
        <button
          type="button"
          className="button button--primary"
          disabled={sendEmail.isPending}
          onClick={() =>
            sendEmail.mutate(
              {},
              {
                onSuccess: () => toast.show('success', t('email.sent', { email: status.email })),
                onError: (error) => toast.show('error', 'message' in error && error.message ? error.message : t('failed')),
              },
            )
          }
        >
          {t('email.send', { email: status.email })}
        </button>
      </Step>
      <Step title={t('phone.title')} done={has('phone')}>
        <PhoneVerification phone={status.phone} codeExpiresAt={status.phoneCodeExpiresAt} />
      </Step>
      <Step title={t('documents.idTitle')} done={has('id')}>
        <DocumentStep kind="id" status={status} />
      </Step>
      <Step title={t('documents.photoTitle')} done={has('photo')}>
        <DocumentStep kind="photo" status={status} />
      </Step>
    </ol>
  )
}

function Step({ title, done, children }: { title: string; done: boolean; children: ReactNode }) {
  const { t } = useTranslation('verification')
  return (
    <li className={done ? 'verification-step card verification-step--done' : 'verification-step card'}>
      <h2 className="verification-step__title">
        {title} {done && <span className="verification-step__done">✔ {t('verified')}</span>}
      </h2>
      {!done && children}
    </li>
  )
}

function DocumentStep({ kind, status }: { kind: Kind; status: Status }) {
  const { t, i18n } = useTranslation('verification')
  const latest = status.documents.find((document) => document.kind === kind)
  if (latest?.status === 'pending') {
    return <p>{t('documents.pending', { date: formatDate(latest.submittedAt, i18n.language) })}</p>
  }
  return (
    <>
      {latest?.status === 'rejected' && (
        <p className="verification-step__rejected" role="status">
          {t('documents.rejected', { reason: latest.reason ?? '' })}
        </p>
      )}
      <DocumentUpload kind={kind} />
    </>
  )
}
