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

/** One incoming request (docs/product.md §2: picture, user_id, age, caste, city, Accept and Reject). */
export function InterestCard({ member, busy, onAccept, onReject }: InterestCardProps) {
  const { t } = useTranslation('interests')
  const { t: tCard } = useTranslation('memberCard')
  const label = useOptionLabels()
  return (
    <MemberCard
      userId={member.user_id}
      fullName={member.fullName}
      picture={member.profilePicture}
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
            type="button"
            className="button button--secondary"
            onClick={onReject}
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
