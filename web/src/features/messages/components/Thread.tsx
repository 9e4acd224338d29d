import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { NETWORK_ERROR_CODE, isProblem, problemStatus } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { ErrorState } from '../../../components/ErrorState'
import { MemberPhoto } from '../../../components/MemberCard/MemberPhoto'
import { ListSkeleton } from '../../../components/Skeleton/ListSkeleton'
import { Spinner } from '../../../components/Spinner'
import {
  HISTORY_PATH,
  appendMessage,
  historyInit,
  markReadInCache,
  setUnreadMessages,
} from '../api/cache'
import { requestCall } from '../../../lib/callRequests'
import { useNow } from '../../../lib/useNow'
import { usePageVisible } from '../usePageVisible'
import { CallLog } from './CallLog'
import { Composer } from './Composer'
import { EarlierMessages, MessageList } from './History'
import { SendGate } from './SendGate'
import { useConversationWith, useHistoryPage, useMarkConversationRead, useSendMessage } from '../api/conversations'

type Conversation = components['schemas']['Conversation']
type HistoryPage = components['schemas']['MessageHistory']

const THREAD_PHOTO_SIZE = 44
const NOT_FOUND = 404

/** The conversation with one member: header, history (older pages on demand), and the composer or the gate. */
export function Thread({ userId }: { userId: string }) {
  const { t } = useTranslation('messages')
  const conversation = useConversationWith(userId)

  if (conversation.isPending) return <Spinner />
  if (problemStatus(conversation.error) === NOT_FOUND)
    return (
      <div className="state state--empty">
        <p className="state__title">{t('thread.notFound')}</p>
        <Link to="/messages" className="button button--secondary">
          {t('thread.back')}
        </Link>
      </div>
    )
  if (conversation.isError)
    return <ErrorState error={conversation.error} title={t('thread.error')} onRetry={() => void conversation.refetch()} />
  return <ThreadView conversation={conversation.data} />
}

function ThreadView({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('messages')
  const queryClient = useQueryClient()
  const member = conversation.member
  const conversationId = conversation.id
  const newest = useHistoryPage(conversationId)
  const [earlierPages, setEarlierPages] = useState(0)
  const now = useNow()

  useMarkRead(conversationId, newest.data)
  const lastMessage = newest.data?.messages.at(-1)
  const logRef = useScrollToNewest(lastMessage?.id)
  const lastMine = newest.data?.messages.filter((message) => message.mine).at(-1)

  const send = useSendMessage()
  const [sendError, setSendError] = useState<string>()
  const onSend = async (text: string) => {
    setSendError(undefined)
    try {
      const message = await send.mutateAsync({ params: { path: { userId: member.user_id } }, body: { text } })
      // The thread shows it at once; the lists refetch on their own (api/freshness.ts).
      if (conversationId) appendMessage(queryClient, message)
      return true
    } catch (error) {
      // A gate that closed meanwhile (a subscription ended) shows itself on the refreshed thread.
      setSendError(sendErrorText(error, t('composer.failed')))
      return false
    }
  }

  let body
  if (conversationId === undefined) body = <p className="thread__empty">{t('thread.empty')}</p>
  else if (newest.isPending) body = <ListSkeleton rows={4} />
  else if (newest.isError) body = <ErrorState error={newest.error} title={t('thread.error')} onRetry={() => void newest.refetch()} />
  else if (newest.data.messages.length === 0) body = <p className="thread__empty">{t('thread.empty')}</p>
  else
    body = (
      <>
        <EarlierMessages
          conversationId={conversationId}
          before={newest.data.before}
          depth={0}
          open={earlierPages}
          onMore={() => setEarlierPages((pages) => pages + 1)}
          otherName={member.fullName}
          now={now}
        />
        <MessageList messages={newest.data.messages} otherName={member.fullName} now={now} statusOf={lastMine?.id} />
      </>
    )

  return (
    <section className="thread">
      <header className="thread__header">
        <Link to="/messages" className="thread__back">
          <span aria-hidden="true">←</span> {t('thread.back')}
        </Link>
        <Link to={`/user-profile/${encodeURIComponent(member.user_id)}`} className="thread__member">
          <MemberPhoto
            src={member.profilePicture}
            srcSet={member.profilePhotoSrcset}
            name={member.fullName}
            size={THREAD_PHOTO_SIZE}
            className="thread__photo"
          />
          <span className="thread__name">{member.fullName}</span>
          <span className="visually-hidden">{t('thread.profile')}</span>
        </Link>
        {/* Calling follows the messaging rule (docs/calls.md): offered when the member may write. */}
        {conversation.canSend && (
          <div className="thread__calls">
            <button
              type="button"
              className="button thread__call"
              aria-label={t('thread.callVoiceLabel', { name: member.fullName })}
              onClick={() => requestCall({ userId: member.user_id, name: member.fullName, kind: 'voice' })}
            >
              {t('thread.callVoice')}
            </button>
            <button
              type="button"
              className="button thread__call"
              aria-label={t('thread.callVideoLabel', { name: member.fullName })}
              onClick={() => requestCall({ userId: member.user_id, name: member.fullName, kind: 'video' })}
            >
              {t('thread.callVideo')}
            </button>
          </div>
        )}
      </header>
      {conversation.connected && <CallLog userId={member.user_id} now={now} />}
      {/* A log: new messages are announced politely by screen readers. */}
      <div className="thread__log" role="log" aria-label={t('thread.label', { name: member.fullName })} ref={logRef} tabIndex={0}>
        {body}
      </div>
      {conversation.canSend ? (
        <Composer name={member.fullName} busy={send.isPending} error={sendError} onSend={onSend} />
      ) : (
        <SendGate conversation={conversation} />
      )}
    </section>
  )
}

/** The server's words for a refused message (in the member's language), or a generic line. */
function sendErrorText(error: unknown, fallback: string): string {
  if (!isProblem(error) || error.code === NETWORK_ERROR_CODE || error.status >= 500) return fallback
  return error.errors?.[0]?.message ?? error.message
}

/**
 * Marks the conversation read up to its newest message while something from the other member is
 * unread (also a message that just arrived live), and only while the page is visible.
 */
function useMarkRead(conversationId: string | undefined, newest: HistoryPage | undefined) {
  const queryClient = useQueryClient()
  const visible = usePageVisible()
  const mark = useMarkConversationRead()
  const asked = useRef<string>(undefined)
  const last = newest?.messages.at(-1)
  const unseen = (newest?.conversation.unread ?? 0) > 0 || (newest?.messages.some((message) => !message.mine && !message.read) ?? false)
  const { mutate } = mark
  useEffect(() => {
    if (!conversationId || !last || !unseen || !visible || asked.current === last.id) return
    asked.current = last.id
    mutate(
      { params: { path: { conversationId } }, body: { upTo: last.id } },
      {
        onSuccess: (state) => {
          setUnreadMessages(queryClient, state.unreadMessages)
          markReadInCache(queryClient, conversationId, last.id, false)
          // The page's own count too, or the next message of the caller's would mark read again.
          queryClient.setQueryData<HistoryPage>(['get', HISTORY_PATH, historyInit(conversationId)], (page) =>
            page ? { ...page, conversation: { ...page.conversation, unread: state.unread } } : page,
          )
        },
        onError: () => {
          asked.current = undefined // tried again on the next change
        },
      },
    )
  }, [conversationId, last, unseen, visible, mutate, queryClient])
}

/** Keeps the newest message in view when one arrives (loading older ones leaves the scroll alone). */
function useScrollToNewest(newestId: string | undefined) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const log = ref.current
    if (log && newestId) log.scrollTop = log.scrollHeight
  }, [newestId])
  return ref
}
