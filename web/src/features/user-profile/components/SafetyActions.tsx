import { useEffect, useId, useState } from 'react'
import * as z from 'zod/mini'
import { useNavigate } from 'react-router-dom'
import { isProblem } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { SelectField } from '../../../components/form/Field'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { schemaRules } from '../../../components/form/schemaRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { useToast } from '../../../components/toasts/toastContext'
import { useTranslation } from '../../../lib/i18n'
import { useBlockMember, useRemoveFromShortlist, useReportMember, useRequestPhoto, useSaveToShortlist } from '../api/profile'

type UserData = components['schemas']['UserData']
type ReportReason = components['schemas']['ReportReason']

const REASONS: readonly ReportReason[] = ['fake', 'already-married', 'harassment', 'asking-money', 'offensive-photo', 'other']
const MAX_DETAILS = 2000
const REPORT_SCHEMA = z.object({ reason: z.string().check(z.minLength(1, 'safety.reasonRequired')), details: z.string() })

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
  const form = useAppForm(schemaRules(REPORT_SCHEMA), { reason: '', details: '' }, { namespace: 'userProfile' })
  const report = useReportMember()
  const { setFocus } = form
  useEffect(() => setFocus('reason'), [setFocus])

  const submit = form.handleSubmit(({ reason, details }) =>
    report.mutate(
      {
        params: { path: { userId: member.user_id } },
        body: { reason: reason as ReportReason, ...(details.trim() ? { details: details.trim() } : {}) },
      },
      { onSuccess: onDone, onError },
    ),
  )

  return (
    <form className="report-form card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="report-form__title">
        {t('safety.reportTitle', { name: member.fullName })}
      </h2>
      <p className="field__hint">{t('safety.reportHint')}</p>
      <SelectField
        {...form.register('reason')}
        id={`${id}-reason`}
        label={t('safety.reason')}
        placeholder={t('safety.chooseReason')}
        choices={REASONS.map((value) => ({ value, label: t(`safety.reasons.${value}`) }))}
        error={form.errorOf('reason')}
      />
      <TextAreaField {...form.register('details')} id={`${id}-details`} label={t('safety.details')} rows={4} maxLength={MAX_DETAILS} />
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
