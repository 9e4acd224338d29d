import { useTranslation } from '../../../lib/i18n'
import { useParams } from 'react-router-dom'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { ConversationList } from '../components/ConversationList'
import { Thread } from '../components/Thread'
import { registerMessagesTranslations } from '../i18n'
import { useNow } from '../../../lib/useNow'
import '../messages.css'

await registerMessagesTranslations()

/** The contract's member code; anything else is not asked for. */
const MEMBER_CODE = /^MH[0-9A-Z]{8}$/

/**
 * /messages and /messages/:userId. On a phone the list and the thread are two screens (the path
 * says which); from tablet width they sit side by side (messages.css).
 */
export function MessagesRoute() {
  const { t } = useTranslation('messages')
  useDocumentTitle(t('documentTitle'))
  const { userId } = useParams()
  const selected = userId && MEMBER_CODE.test(userId) ? userId : undefined
  const now = useNow()
  return (
    <div className={`page container messages-page ${selected ? 'messages-page--thread' : 'messages-page--list'}`}>
      <h1 className="page__title messages-page__title">{t('title')}</h1>
      <div className="messages-page__panes">
        <nav className="messages-page__list" aria-label={t('list.label')}>
          <ConversationList activeUserId={selected} now={now} />
        </nav>
        <div className="messages-page__thread">
          {selected ? (
            // A fresh thread per member: its composer and read marker start over.
            <Thread key={selected} userId={selected} />
          ) : (
            <p className="messages-page__choose">{t('thread.choose')}</p>
          )}
        </div>
      </div>
    </div>
  )
}
