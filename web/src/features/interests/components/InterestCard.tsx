import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'
import { MemberCard } from '../../../components/MemberCard/MemberCard'
import { useOptionLabels } from '../../../components/MemberCard/useOptionLabels'

type MemberCardData = components['schemas']['MemberCard']

interface InterestCardProps {
  member: MemberCardData
  busy: 'accept' | 'reject' | null
  onAccept: () => void
  onReject: () => void
}

/**
 * One incoming request (docs/product.md §2: picture, user_id, age, caste, city, Accept and Reject).
 * Reject asks once more before it is sent: a rejection cannot be taken back.
 */
export function InterestCard({ member, busy, onAccept, onReject }: InterestCardProps) {
  const { t } = useTranslation('interests')
  const { t: tCard } = useTranslation('memberCard')
  const label = useOptionLabels()
  const [confirming, setConfirming] = useState(false)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const rejectButton = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)
  useEffect(() => {
    if (confirming) confirmButton.current?.focus()
    else if (wasConfirming.current) rejectButton.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])
  if (confirming)
    return (
      <MemberCard
        userId={member.user_id}
        fullName={member.fullName}
        picture={member.profilePicture}
        pictureSrcset={member.profilePhotoSrcset}
        details={[tCard('memberId', { id: member.user_id })]}
        extra={
          <p className="interest-card__confirm" role="alert">
            {t('confirmReject', { name: member.fullName })}
          </p>
        }
        actions={
          <>
            <button
              ref={confirmButton}
              type="button"
              className="button button--primary"
              disabled={busy !== null}
              onClick={() => {
                setConfirming(false)
                onReject()
              }}
            >
              {t('confirmRejectYes')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t('confirmRejectNo')}
            </button>
          </>
        }
      />
    )
  return (
    <MemberCard
      userId={member.user_id}
      fullName={member.fullName}
      picture={member.profilePicture}
      pictureSrcset={member.profilePhotoSrcset}
      details={[
        tCard('memberId', { id: member.user_id }),
        tCard('age', { count: member.age }),
        label('castes', member.caste),
        label('cities', member.city),
      ]}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={onAccept}
            disabled={busy !== null}
            aria-label={busy === 'accept' ? undefined : t('acceptFrom', { name: member.fullName })}
          >
            {busy === 'accept' ? t('accepting') : t('accept')}
          </button>
          <button
            ref={rejectButton}
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(true)}
            disabled={busy !== null}
            aria-label={busy === 'reject' ? undefined : t('rejectFrom', { name: member.fullName })}
          >
            {busy === 'reject' ? t('rejecting') : t('reject')}
          </button>
        </>
      }
    />
  )
}
