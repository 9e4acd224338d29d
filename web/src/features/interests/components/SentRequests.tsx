import { Link } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { ConnectButton } from '../../../components/MemberCard/ConnectButton'
import { MemberCard, MemberCardGrid, MemberCardGridItem } from '../../../components/MemberCard/MemberCard'
import { useConnectActions } from '../../../components/MemberCard/useConnectActions'
import { useOptionLabels } from '../../../components/MemberCard/useOptionLabels'
import { Pagination } from '../../../components/Pagination'
import { MemberCardSkeletons } from '../../../components/MemberCard/MemberCardSkeleton'
import { useTranslation } from '../../../lib/i18n'
import { useSentRequests } from '../api/requests'

type MemberCardData = components['schemas']['MemberCard']


/** Requests the member sent that wait for an answer, newest first, each with Withdraw. */
export function SentRequests({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('interests')
  const sent = useSentRequests(page)
  if (sent.isPending) return <MemberCardSkeletons />
  if (sent.isError) return <ErrorState error={sent.error} title={t('sent.error')} onRetry={() => void sent.refetch()} />
  const { data, totalPages } = sent.data.sentRequests
  if (data.length === 0)
    return (
      <EmptyState message={t('sent.empty')}>
        <Link to="/search" className="button button--secondary">
          {t('sent.search')}
        </Link>
      </EmptyState>
    )
  return (
    <>
      <MemberCardGrid label={t('sent.list')}>
        {data.map((member) => (
          <MemberCardGridItem key={member.user_id}>
            <SentRequestCard member={member} />
          </MemberCardGridItem>
        ))}
      </MemberCardGrid>
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
    </>
  )
}

function SentRequestCard({ member }: { member: MemberCardData }) {
  const { t: tCard } = useTranslation('memberCard')
  const label = useOptionLabels()
  const actions = useConnectActions(member.user_id, member.fullName, { status: 'pending', direction: 'sent' })
  return (
    <MemberCard
      userId={member.user_id}
      fullName={member.fullName}
      picture={member.profilePicture}
      pictureSrcset={member.profilePhotoSrcset}
      details={[tCard('age', { count: member.age }), label('castes', member.caste), label('cities', member.city)]}
      actions={
        <ConnectButton
          variant="profile"
          name={member.fullName}
          requestStatus={actions.requestStatus}
          busy={actions.busy}
          onSend={actions.send}
          onWithdraw={actions.withdraw}
        />
      }
    />
  )
}
