import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { isProblem } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { useToast } from '../../../components/toasts/toast-context'
import { useTranslation } from '../../../lib/i18n'
import { useBlockMember, useRemoveFromShortlist, useReportMember, useRequestPhoto, useSaveToShortlist } from '../api/profile'

type UserData = components['schemas']['UserData']
type ReportReason = components['schemas']['ReportReason']

const REASONS: readonly ReportReason[] = ['fake', 'already-married', 'harassment', 'asking-money', 'offensive-photo', 'other']
const MAX_DETAILS = 2000

/**
 * What a member can do about another's profile besides connecting (docs/adr/0016-trust-and-safety.md):
 * save it to the shortlist, ask to see hidden photos, block, or report (which also blocks).
 * Blocking and reporting leave the profile: it is hidden both ways from then on.
 */
export function SafetyActions({ member }: { member: UserData }) {
  const { t } = useTranslation('userProfile')
  const toast = useToast()
  const navigate = useNavigate()
  const path = { params: { path: { userId: member.user_id } } }
  const [shortlisted, setShortlisted] = useState(member.shortlisted ?? false)
  const [photoAsked, setPhotoAsked] = useState(member.photoRequest === 'pending')
  const [reporting, setReporting] = useState(false)
  const [confirmingBlock, setConfirmingBlock] = useState(false)
  const save = useSaveToShortlist()
  const unsave = useRemoveFromShortlist()
  const askPhoto = useRequestPhoto()
  const block = useBlockMember()
  const failed = (error: unknown) => toast.show('error', isProblem(error) && error.message ? error.message : t('safety.failed'))

  const leave = (message: string) => {
    toast.show('success', message)
    void navigate('/search', { replace: true })
  }

  return (
    <div className="safety-actions">
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={shortlisted}
        disabled={save.isPending || unsave.isPending}
        onClick={() =>
          (shortlisted ? unsave : save).mutate(path, {
            onSuccess: () => {
              setShortlisted(!shortlisted)
              toast.show('success', shortlisted ? t('safety.unsaved') : t('safety.saved'))
            },
            onError: failed,
          })
        }
      >
        {shortlisted ? t('safety.inShortlist') : t('safety.shortlist')}
      </button>
      {member.photoHidden && member.photoRequest !== 'accepted' && (
        <button
          type="button"
          className="button button--secondary"
          disabled={photoAsked || askPhoto.isPending}
          onClick={() =>
            askPhoto.mutate(path, {
              onSuccess: () => {
                setPhotoAsked(true)
                toast.show('success', t('safety.photoAsked'))
              },
              onError: failed,
            })
          }
        >
          {photoAsked ? t('safety.photoPending') : t('safety.askPhoto')}
        </button>
      )}
      {confirmingBlock ? (
        <span className="safety-actions__confirm" role="group" aria-label={t('safety.blockConfirm', { name: member.fullName })}>
          <span>{t('safety.blockConfirm', { name: member.fullName })}</span>
          <button
            type="button"
            className="button button--primary"
            disabled={block.isPending}
            onClick={() => block.mutate(path, { onSuccess: () => leave(t('safety.blocked', { name: member.fullName })), onError: failed })}
          >
            {t('safety.blockYes')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirmingBlock(false)}>
            {t('safety.cancel')}
          </button>
        </span>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setConfirmingBlock(true)}>
          {t('safety.block')}
        </button>
      )}
      <button type="button" className="button button--secondary" aria-expanded={reporting} onClick={() => setReporting((open) => !open)}>
        {t('safety.report')}
      </button>
      {reporting && (
        <ReportForm
          member={member}
          onCancel={() => setReporting(false)}
          onDone={() => leave(t('safety.reported'))}
          onError={failed}
        />
      )}
    </div>
  )
}

function ReportForm({
  member,
  onCancel,
  onDone,
  onError,
}: {
  member: UserData
  onCancel: () => void
  onDone: () => void
  onError: (error: unknown) => void
}) {
  const { t } = useTranslation('userProfile')
  const id = useId()
  const [reason, setReason] = useState<ReportReason | ''>('')
  const [details, setDetails] = useState('')
  const [problem, setProblem] = useState('')
  const report = useReportMember()
  const first = useRef<HTMLSelectElement>(null)
  useEffect(() => first.current?.focus(), [])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!reason) {
      setProblem(t('safety.reasonRequired'))
      first.current?.focus()
      return
    }
    report.mutate(
      { params: { path: { userId: member.user_id } }, body: { reason, ...(details.trim() ? { details: details.trim() } : {}) } },
      { onSuccess: onDone, onError },
    )
  }

  return (
    <form className="report-form card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="report-form__title">
        {t('safety.reportTitle', { name: member.fullName })}
      </h2>
      <p className="field__hint">{t('safety.reportHint')}</p>
      <div className={problem ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-reason`}>
          {t('safety.reason')}
        </label>
        <select
          ref={first}
          id={`${id}-reason`}
          className="field__control"
          value={reason}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-reason-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value as ReportReason)
            setProblem('')
          }}
        >
          <option value="">{t('safety.chooseReason')}</option>
          {REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`safety.reasons.${value}`)}
            </option>
          ))}
        </select>
        {problem && (
          <p className="field__error" id={`${id}-reason-error`}>
            {problem}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-details`}>
          {t('safety.details')}
        </label>
        <textarea
          id={`${id}-details`}
          className="field__control field__control--multiline"
          rows={4}
          maxLength={MAX_DETAILS}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
      </div>
      <div className="report-form__buttons">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('safety.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={report.isPending}>
          {report.isPending ? t('safety.sending') : t('safety.sendReport')}
        </button>
      </div>
    </form>
  )
}
