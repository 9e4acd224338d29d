import { useTranslation } from '../../lib/i18n'

/** Shown when a route's code cannot load, typically a chunk that a new deploy replaced. */
export function RouteError() {
  const { t } = useTranslation('layout')
  return (
    <div className="container page">
      <div className="state state--error" role="alert">
        <h1 className="state__title">{t('routeError.title')}</h1>
        <p className="state__body">{t('routeError.body')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </div>
    </div>
  )
}
