import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'
import { ConnectButton } from '../../../components/MemberCard/ConnectButton'
import { MemberCard } from '../../../components/MemberCard/MemberCard'
import { useConnectActions } from '../../../components/MemberCard/useConnectActions'
import { useOptionLabels } from '../../../components/MemberCard/useOptionLabels'
import { VerificationBadges } from '../../../components/MemberCard/VerificationBadges'

type SearchResult = components['schemas']['SearchResult']

export function SearchResultCard({ member }: { member: SearchResult }) {
  const { t } = useTranslation('memberCard')
  const { t: tSearch } = useTranslation('search')
  const label = useOptionLabels()
  const actions = useConnectActions(member.user_id, member.fullName, {
    status: member.request_status,
    direction: member.request_direction ?? 'none',
  })
  return (
    <MemberCard
      userId={member.user_id}
      fullName={member.fullName}
      picture={member.profilePicture}
      pictureSrcset={member.profilePhotoSrcset}
      details={[
        t('age', { count: member.age }),
        label('castes', member.caste),
        label('cities', member.location),
        member.score === undefined ? '' : tSearch('results.score', { score: member.score }),
      ]}
      extra={<VerificationBadges badges={member.badges} />}
      actions={
        <ConnectButton
          variant="card"
          name={member.fullName}
          requestStatus={actions.requestStatus}
          busy={actions.busy}
          onSend={actions.send}
        />
      }
    />
  )
}
