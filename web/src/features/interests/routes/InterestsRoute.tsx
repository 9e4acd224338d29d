import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link, Navigate, useSearchParams } from 'react-router-dom'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { MemberCardGrid, MemberCardGridItem } from '../../../components/MemberCard/MemberCard'
import { useRequestErrorMessage } from '../../../components/MemberCard/useConnectActions'
import { Pagination } from '../../../components/Pagination'
import { MemberCardSkeletons } from '../../../components/MemberCard/MemberCardSkeleton'
import { useToast } from '../../../components/toasts/toastContext'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { InterestCard } from '../components/InterestCard'
import { SentRequests } from '../components/SentRequests'
import { registerInterestsTranslations } from '../i18n'
import '../interests.css'
import { useAcceptRequest, useReceivedRequests, useRejectRequest } from '../api/requests'

await registerInterestsTranslations()


function pageFrom(raw: string | null): number {
  const page = Number(raw)
  return Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1
}

const hrefFor = (page: number) => (page > 1 ? `/interests?page=${page}` : '/interests')
const sentHrefFor = (page: number) => (page > 1 ? `/interests?tab=sent&page=${page}` : '/interests?tab=sent')

type Answer = 'accept' | 'reject'

/** Received requests and, beside them, the ones the member sent (`?tab=sent`), each paged in the URL. */
export function InterestsRoute() {
  const { t } = useTranslation('interests')
  useDocumentTitle(t('documentTitle'))
  const [params] = useSearchParams()
  const sent = params.get('tab') === 'sent'
  const page = pageFrom(params.get('page'))
  return (
    <div className="page container">
      <h1 className="page__title">{t('title')}</h1>
      <nav className="page-tabs" aria-label={t('tabs.label')}>
        <Link to="/interests" className="page-tabs__tab" aria-current={sent ? undefined : 'page'}>
          {t('tabs.received')}
        </Link>
        <Link to="/interests?tab=sent" className="page-tabs__tab" aria-current={sent ? 'page' : undefined}>
          {t('tabs.sent')}
        </Link>
      </nav>
      <p className="page__intro">{sent ? t('sent.intro') : t('intro')}</p>
      {sent ? <SentRequests page={page} hrefFor={sentHrefFor} /> : <ReceivedRequests page={page} />}
    </div>
  )
}

function ReceivedRequests({ page }: { page: number }) {
  const { t } = useTranslation('interests')
  const toast = useToast()
  const errorMessage = useRequestErrorMessage()
  const requests = useReceivedRequests(page)
  const accept = useAcceptRequest()
  const reject = useRejectRequest()
  const [busy, setBusy] = useState<ReadonlyMap<string, Answer>>(new Map())
  // Answered requests leave the grid at once (docs/product.md §4), before the refreshed page arrives.
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set())

  const setBusyFor = (userId: string, answer: Answer | null) =>
    setBusy((current) => {
      const next = new Map(current)
      if (answer) next.set(userId, answer)
      else next.delete(userId)
      return next
    })

  const answer = (userId: string, kind: Answer) => {
    if (busy.has(userId)) return
    setBusyFor(userId, kind)
    const mutation = kind === 'accept' ? accept : reject
    mutation.mutate(
      { params: { path: { userId } } },
      {
        onSuccess: () => {
          setAnswered((current) => new Set(current).add(userId))
          toast.show('success', t(kind === 'accept' ? 'accepted' : 'rejected'))
        },
        onError: (error) => toast.show('error', errorMessage(error)),
        onSettled: () => setBusyFor(userId, null),
      },
    )
  }

  const visible = requests.data?.getAllRequests.data.filter((member) => !answered.has(member.user_id)) ?? []
  const totalPages = requests.data?.getAllRequests.totalPages ?? 0

  let content
  if (requests.isPending) content = <MemberCardSkeletons />
  else if (requests.isError)
    content = <ErrorState error={requests.error} title={t('error')} onRetry={() => void requests.refetch()} />
  else if (visible.length === 0 && !requests.isFetching && page > 1 && totalPages >= 1 && page > totalPages)
    // The last requests on a later page were answered: show the page that now exists.
    content = <Navigate to={hrefFor(totalPages)} replace />
  else if (visible.length === 0)
    content = requests.isFetching ? (
      <MemberCardSkeletons />
    ) : (
      <EmptyState message={t('empty')}>
        <p className="state__body">{t('emptyHint')}</p>
        <Link to="/matches" className="button button--secondary">
          {t('findMatches')}
        </Link>
      </EmptyState>
    )
  else
    content = (
      <>
        <MemberCardGrid label={t('list')}>
          {visible.map((member) => (
            <MemberCardGridItem key={member.user_id}>
              <InterestCard
                member={member}
                busy={busy.get(member.user_id) ?? null}
                onAccept={() => answer(member.user_id, 'accept')}
                onReject={() => answer(member.user_id, 'reject')}
              />
            </MemberCardGridItem>
          ))}
        </MemberCardGrid>
        <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
      </>
    )

  return content
}
