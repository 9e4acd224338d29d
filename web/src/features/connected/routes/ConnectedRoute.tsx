import { useTranslation } from '../../../lib/i18n'
import { Link, useSearchParams } from 'react-router-dom'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { MemberCard, MemberCardGrid, MemberCardGridItem } from '../../../components/MemberCard/MemberCard'
import { MemberCardSkeletons } from '../../../components/MemberCard/MemberCardSkeleton'
import { useCityState } from '../../../components/MemberCard/useOptionLabels'
import { useOwnProfile } from '../../../lib/sessionHooks'
import { Pagination } from '../../../components/Pagination'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { registerConnectedTranslations } from '../i18n'
import { useConnections } from '../api/connections'

await registerConnectedTranslations()


function pageFrom(raw: string | null): number {
  const page = Number(raw)
  return Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1
}

const hrefFor = (page: number) => (page > 1 ? `/connected?page=${page}` : '/connected')

export function ConnectedRoute() {
  const { t } = useTranslation('connected')
  const { t: tCard } = useTranslation('memberCard')
  useDocumentTitle(t('documentTitle'))
  const place = useCityState()
  const [params] = useSearchParams()
  const page = pageFrom(params.get('page'))
  const connections = useConnections(page)

  let content
  if (connections.isPending) content = <MemberCardSkeletons />
  else if (connections.isError)
    content = <ErrorState error={connections.error} title={t('error')} onRetry={() => void connections.refetch()} />
  else if (connections.data.userList.userProfiles.length === 0)
    content = (
      <EmptyState message={t('empty')}>
        <p className="state__body">{t('emptyHint')}</p>
        <Link to="/search" className="button button--secondary">
          {t('search')}
        </Link>
      </EmptyState>
    )
  else
    content = (
      <>
        <MemberCardGrid label={t('list')}>
          {connections.data.userList.userProfiles.map((member) => (
            <MemberCardGridItem key={member.user_id}>
              <MemberCard
                userId={member.user_id}
                fullName={member.fullName}
                picture={member.profilePicture}
                pictureSrcset={member.profilePhotoSrcset}
                details={[tCard('age', { count: member.age }), place(member.city, member.state)]}
                actions={<NextSteps userId={member.user_id} name={member.fullName} />}
              />
            </MemberCardGridItem>
          ))}
        </MemberCardGrid>
        <Pagination page={page} totalPages={connections.data.userList.totalPages} hrefFor={hrefFor} />
      </>
    )

  return (
    <div className="page container">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      {content}
    </div>
  )
}

/**
 * What a connection leads to next, as far as the member's plan allows: with a subscription, the
 * conversation and the contact (revealed on the profile); without one, the plan that opens them.
 */
function NextSteps({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation('connected')
  const own = useOwnProfile().data?.userData
  const profile = `/user-profile/${encodeURIComponent(userId)}`
  if (own && !own.isSubscribe) {
    return (
      <>
        <Link to={profile} className="button button--secondary" aria-label={t('viewProfileOf', { name })}>
          {t('viewProfile')}
        </Link>
        <Link to={own.upgradePlan ? `/buy?plan=${own.upgradePlan}` : '/buy'} className="button button--primary">
          {t('upgradeToContact')}
        </Link>
      </>
    )
  }
  return (
    <>
      <Link to={`/messages/${encodeURIComponent(userId)}`} className="button button--primary" aria-label={t('messageTo', { name })}>
        {t('message')}
      </Link>
      <Link to={`${profile}#profile-contact`} className="button button--secondary" aria-label={t('viewContactOf', { name })}>
        {t('viewContact')}
      </Link>
    </>
  )
}
