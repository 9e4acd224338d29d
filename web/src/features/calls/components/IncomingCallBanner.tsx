import { useTranslation } from '../../../lib/i18n'

type Props = {
  name: string
  video: boolean
  busy: boolean
  onAnswer: () => void
  onDecline: () => void
}

/** The ring, wherever the member is: an alert dialog that does not take the page away. */
export function IncomingCallBanner({ name, video, busy, onAnswer, onDecline }: Props) {
  const { t } = useTranslation('calls')
  return (
    <div className="call-banner" role="alertdialog" aria-label={t('incoming.label')} aria-describedby="call-banner-text">
      <p id="call-banner-text" className="call-banner__text">
        {t(video ? 'incoming.video' : 'incoming.voice', { name })}
      </p>
      <div className="call-banner__actions">
        {/* Answering is the likely wish: it has the focus, Decline is one Tab away. */}
        <button type="button" className="button button--primary call-banner__answer" onClick={onAnswer} disabled={busy} autoFocus>
          {t('incoming.answer')}
        </button>
        <button type="button" className="button call-banner__decline" onClick={onDecline} disabled={busy}>
          {t('incoming.decline')}
        </button>
      </div>
    </div>
  )
}
