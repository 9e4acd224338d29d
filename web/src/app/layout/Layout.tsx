import { Suspense } from 'react'
import { useTranslation } from '../../lib/i18n'
import { Outlet, useLocation } from 'react-router-dom'
import { Spinner } from '../../components/Spinner'
import { BackToTopButton } from './BackToTopButton'
import { FocusOnNavigate } from './FocusOnNavigate'
import { Footer } from './Footer'
import { Header } from './Header'
import { registerLayoutTranslations } from './i18n'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate'
import './layout.css'

await registerLayoutTranslations()

export function Layout() {
  const { t } = useTranslation('layout')
  const { pathname } = useLocation()
  return (
    <>
      <span id="page-top" tabIndex={-1} className="visually-hidden-focus-target" />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <ScrollToTopOnNavigate />
      <FocusOnNavigate />
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <BackToTopButton />
    </>
  )
}
