import { Link, useSearchParams } from 'react-router-dom'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { MemberCard, MemberCardGrid, MemberCardGridItem } from '../../../components/MemberCard/MemberCard'
import { MemberCardSkeletons } from '../../../components/MemberCard/MemberCardSkeleton'
import { useCityState } from '../../../components/MemberCard/useOptionLabels'
import { VerificationBadges } from '../../../components/MemberCard/VerificationBadges'
import { Pagination } from '../../../components/Pagination'
import { formatDate } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { registerShortlistTranslations } from '../i18n'
import { useProfileViewers, useShortlist } from '../api/shortlist'

await registerShortlistTranslations()


function pageFrom(raw: string | null): number {
  const page = Number(raw)
  return Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1
}

/** The profiles the member saved (`/shortlist`) and who viewed theirs in the last 30 days (`?tab=viewers`). */
export function ShortlistRoute() {
  const { t } = useTranslation('shortlist')
  const [params] = useSearchParams()
  const viewers = params.get('tab') === 'viewers'
  const page = pageFrom(params.get('page'))
  useDocumentTitle(viewers ? t('viewers.title') : t('saved.title'))
  return (
    <div className="page container">
      <h1 className="page__title">{viewers ? t('viewers.title') : t('saved.title')}</h1>
      <nav className="page-tabs" aria-label={t('tabs')}>
        <Link to="/shortlist" className="page-tabs__tab" aria-current={viewers ? undefined : 'page'}>
          {t('saved.tab')}
        </Link>
        <Link to="/shortlist?tab=viewers" className="page-tabs__tab" aria-current={viewers ? 'page' : undefined}>
          {t('viewers.tab')}
        </Link>
      </nav>
      {viewers ? <Viewers page={page} /> : <Saved page={page} />}
    </div>
  )
}

function Saved({ page }: { page: number }) {
  const { t } = useTranslation('shortlist')
  const { t: tCard } = useTranslation('memberCard')
  const place = useCityState()
  const list = useShortlist(page)
  if (list.isPending) return <MemberCardSkeletons />
  if (list.isError) return <ErrorState error={list.error} title={t('saved.error')} onRetry={() => void list.refetch()} />
  const { userProfiles, totalPages } = list.data
  if (userProfiles.length === 0)
    return (
      <EmptyState message={t('saved.empty')}>
        <Link to="/matches" className="button button--secondary">
          {t('saved.find')}
        </Link>
      </EmptyState>
    )
  return (
    <>
      <MemberCardGrid label={t('saved.title')}>
        {userProfiles.map((member) => (
          <MemberCardGridItem key={member.user_id}>
            <MemberCard
              userId={member.user_id}
              fullName={member.fullName}
              picture={member.profilePicture}
              pictureSrcset={member.profilePhotoSrcset}
              details={[tCard('age', { count: member.age }), place(member.city, member.state)]}
              extra={<VerificationBadges badges={member.badges} />}
            />
          </MemberCardGridItem>
        ))}
      </MemberCardGrid>
      <Pagination page={page} totalPages={totalPages} hrefFor={(target) => (target > 1 ? `/shortlist?page=${target}` : '/shortlist')} />
    </>
  )
}

function Viewers({ page }: { page: number }) {
  const { t, i18n } = useTranslation('shortlist')
  const { t: tCard } = useTranslation('memberCard')
  const place = useCityState()
  const list = useProfileViewers(page)
  if (list.isPending) return <MemberCardSkeletons />
  if (list.isError) return <ErrorState error={list.error} title={t('viewers.error')} onRetry={() => void list.refetch()} />
  const { viewers, totalPages, total, views } = list.data
  if (viewers.length === 0) return <EmptyState message={t('viewers.empty')} />
  return (
    <>
      <p className="page__intro">{t('viewers.summary', { count: total, views })}</p>
      <MemberCardGrid label={t('viewers.title')}>
        {viewers.map((viewer) => (
          <MemberCardGridItem key={viewer.user_id}>
            <MemberCard
              userId={viewer.user_id}
              fullName={viewer.fullName}
              picture={viewer.profilePicture}
              pictureSrcset={viewer.profilePhotoSrcset}
              details={[
                tCard('age', { count: viewer.age }),
                place(viewer.city, viewer.state),
                t('viewers.last', { date: formatDate(viewer.lastViewedAt, i18n.language), count: viewer.days }),
              ]}
            />
          </MemberCardGridItem>
        ))}
      </MemberCardGrid>
      <Pagination page={page} totalPages={totalPages} hrefFor={(target) => `/shortlist?tab=viewers&page=${target}`} />
    </>
  )
}
