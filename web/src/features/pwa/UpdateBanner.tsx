import { useTranslation } from '../../lib/i18n'

/**
 * Offers the new version of the app the service worker has downloaded: it takes over only when
 * the member says so, so a form half filled in is never lost to a silent reload. A status region
 * (role="status"), so a screen reader announces it without moving the member's focus.
 */
export function UpdateBanner({ onReload, onDismiss }: { onReload: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('pwa')
  return (
    <div className="update-banner" role="status">
      <p className="update-banner__message">{t('update.message')}</p>
      <div className="update-banner__actions">
        <button type="button" className="button button--primary" onClick={onReload}>
          {t('update.reload')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          {t('update.later')}
        </button>
      </div>
    </div>
  )
}
