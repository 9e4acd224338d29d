import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { MemberPhoto } from '../../../components/MemberCard/MemberPhoto'
import { ListSkeleton } from '../../../components/Skeleton/ListSkeleton'
import { Spinner } from '../../../components/Spinner'
import { useMessageTime } from './MessageItem'
import { useConversations } from '../api/conversations'

type Conversation = components['schemas']['Conversation']

const LIST_PHOTO_SIZE = 48

interface ItemsProps {
  activeUserId: string | undefined
  now: Date
}

/** The caller's conversations, the one with the newest message first; older pages on demand. */
export function ConversationList({ activeUserId, now }: ItemsProps) {
  const { t } = useTranslation('messages')
  const first = useConversations()
  const [olderPages, setOlderPages] = useState(0)

  if (first.isPending) return <ListSkeleton />
  if (first.isError) return <ErrorState error={first.error} title={t('list.error')} onRetry={() => void first.refetch()} />
  if (first.data.conversations.length === 0)
    return (
      <EmptyState message={t('list.empty')}>
        <p className="state__body">{t('list.emptyHint')}</p>
        <Link to="/connected" className="button button--secondary">
          {t('list.connections')}
        </Link>
      </EmptyState>
    )
  return (
    <ul className="conversation-list" aria-label={t('list.label')} aria-busy={first.isFetching}>
      {first.data.conversations.map((conversation) => (
        <ConversationItem key={conversation.member.user_id} conversation={conversation} active={conversation.member.user_id === activeUserId} now={now} />
      ))}
      <OlderConversations
        before={first.data.before}
        depth={0}
        open={olderPages}
        onMore={() => setOlderPages((pages) => pages + 1)}
        activeUserId={activeUserId}
        now={now}
      />
    </ul>
  )
}

interface OlderProps extends ItemsProps {
  /** The cursor the page above answered; absent on the last page. */
  before: string | undefined
  depth: number
  open: number
  onMore: () => void
}

/** The pages after a page, each its own query keyed by the cursor before it; the next only on request. */
function OlderConversations(props: OlderProps) {
  const { t } = useTranslation('messages')
  if (props.before === undefined) return null
  if (props.depth >= props.open)
    return (
      <li className="conversation-list__more">
        <button type="button" className="button button--ghost" onClick={props.onMore}>
          {t('list.more')}
        </button>
      </li>
    )
  return <OlderPage {...props} before={props.before} />
}

function OlderPage({ before, depth, open, onMore, activeUserId, now }: OlderProps & { before: string }) {
  const { t } = useTranslation('messages')
  const page = useConversations(before)
  if (page.isPending)
    return (
      <li>
        <Spinner label={t('list.loadingMore')} />
      </li>
    )
  if (page.isError)
    return (
      <li>
        <ErrorState error={page.error} title={t('list.error')} onRetry={() => void page.refetch()} />
      </li>
    )
  return (
    <>
      {page.data.conversations.map((conversation) => (
        <ConversationItem key={conversation.member.user_id} conversation={conversation} active={conversation.member.user_id === activeUserId} now={now} />
      ))}
      <OlderConversations before={page.data.before} depth={depth + 1} open={open} onMore={onMore} activeUserId={activeUserId} now={now} />
    </>
  )
}

function ConversationItem({ conversation, active, now }: { conversation: Conversation; active: boolean; now: Date }) {
  const { t } = useTranslation('messages')
  const time = useMessageTime()
  const { member, lastMessage, unread } = conversation
  return (
    <li>
      <Link
        to={`/messages/${encodeURIComponent(member.user_id)}`}
        className={unread > 0 ? 'conversation conversation--unread' : 'conversation'}
        aria-current={active ? 'page' : undefined}
      >
        <MemberPhoto
          src={member.profilePicture}
          srcSet={member.profilePhotoSrcset}
          name={member.fullName}
          size={LIST_PHOTO_SIZE}
          className="conversation__photo"
        />
        <span className="conversation__body">
          <span className="conversation__top">
            <span className="conversation__name">{member.fullName}</span>
            {lastMessage && (
              <time className="conversation__time" dateTime={lastMessage.sentAt}>
                {time(lastMessage.sentAt, now)}
              </time>
            )}
          </span>
          {lastMessage && (
            <span className="conversation__preview">
              {lastMessage.mine && <span className="conversation__you">{t('list.you')} </span>}
              {lastMessage.text}
            </span>
          )}
        </span>
        {unread > 0 && (
          <span className="conversation__unread">
            <span aria-hidden="true">{unread}</span>
            <span className="visually-hidden">{t('list.unread', { count: unread })}</span>
          </span>
        )}
      </Link>
    </li>
  )
}
