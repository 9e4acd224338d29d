import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from '../../lib/i18n'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { useIsSignedIn } from '../../lib/session'
import { BrandMark } from './BrandMark'
import { LanguageSwitch } from './LanguageSwitch'

const NAV_MENU_ID = 'primary-navigation'

// Members' links, bell and account menu: a chunk of its own, so visitors never download it.
const MemberNav = lazy(() => import('./member/MemberNav').then((m) => ({ default: m.MemberNav })))
const MemberQuickLinks = lazy(() => import('./member/MemberNav').then((m) => ({ default: m.MemberQuickLinks })))

export function Header() {
  const { t } = useTranslation('layout')
  const [menuOpen, setMenuOpen] = useState(false)
  const { pathname } = useLocation()
  const signedIn = useIsSignedIn()

  useEffect(() => setMenuOpen(false), [pathname])

  useEffect(() => {
    if (!menuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [menuOpen])

  return (
    <header className={signedIn ? 'site-header site-header--member' : 'site-header'}>
      <div className="site-header__bar container">
        <Link to="/" className="brand">
          <BrandMark />
          <span className="brand__text">
            <span className="brand__name">{t('brand', { ns: 'common' })}</span>
            <span className="brand__tagline">{t('tagline')}</span>
          </span>
        </Link>
        {/* Always visible, on a phone too: the unread counts and the language (docs/product.md §2). */}
        <div className="site-header__quick">
          {signedIn && (
            <Suspense fallback={null}>
              <MemberQuickLinks />
            </Suspense>
          )}
          <LanguageSwitch />
        </div>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={NAV_MENU_ID}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          <span className="menu-toggle__text">{t('nav.menu')}</span>
        </button>
        <div id={NAV_MENU_ID} className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}>
          {signedIn ? (
            <Suspense fallback={null}>
              <MemberNav />
            </Suspense>
          ) : (
            <nav aria-label={t('nav.label')}>
              <ul className="site-nav__list">
                <li>
                  <NavLink to="/" end className="site-nav__link">
                    {t('nav.home')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/about" className="site-nav__link">
                    {t('nav.about')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/blog" className="site-nav__link">
                    {t('nav.blog')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/contact" className="site-nav__link">
                    {t('nav.help')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/login" className="site-nav__link site-nav__link--login">
                    {t('nav.login')}
                  </NavLink>
                </li>
                <li>
                  <Link to="/register" className="button button--primary site-nav__cta">
                    {t('nav.register')}
                  </Link>
                </li>
              </ul>
            </nav>
          )}
        </div>
      </div>
    </header>
  )
}
