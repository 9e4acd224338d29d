import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { MessageItem } from './MessageItem'
import { useHistoryPage } from '../api/conversations'

type ChatMessage = components['schemas']['ChatMessage']

interface ListProps {
  otherName: string
  now: Date
}

/** One page of messages, oldest first; statusOf is the caller's newest message, which says Sent or Seen. */
export function MessageList({ messages, otherName, now, statusOf }: ListProps & { messages: ChatMessage[]; statusOf?: string | undefined }) {
  return (
    <ol className="thread__messages">
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} otherName={otherName} now={now} showStatus={message.id === statusOf} />
      ))}
    </ol>
  )
}

interface EarlierProps extends ListProps {
  conversationId: string
  /** The cursor the later page answered; absent when it holds the first message. */
  before: string | undefined
  depth: number
  /** How many earlier pages the member has asked for. */
  open: number
  onMore: () => void
}

/**
 * The pages before a page, oldest at the top: each is its own query keyed by the cursor the page
 * after it answered (keyset pages: every message on exactly one), and the next is fetched only
 * when the member asks for it.
 */
export function EarlierMessages(props: EarlierProps) {
  const { t } = useTranslation('messages')
  if (props.before === undefined) return null
  if (props.depth >= props.open)
    return (
      <button type="button" className="button button--ghost thread__earlier" onClick={props.onMore}>
        {t('thread.earlier')}
      </button>
    )
  return <EarlierPage {...props} before={props.before} />
}

function EarlierPage({ conversationId, before, depth, open, onMore, otherName, now }: EarlierProps & { before: string }) {
  const { t } = useTranslation('messages')
  const page = useHistoryPage(conversationId, before)
  if (page.isPending) return <Spinner label={t('thread.loadingEarlier')} />
  if (page.isError) return <ErrorState error={page.error} title={t('thread.error')} onRetry={() => void page.refetch()} />
  return (
    <>
      <EarlierMessages
        conversationId={conversationId}
        before={page.data.before}
        depth={depth + 1}
        open={open}
        onMore={onMore}
        otherName={otherName}
        now={now}
      />
      <MessageList messages={page.data.messages} otherName={otherName} now={now} />
    </>
  )
}
