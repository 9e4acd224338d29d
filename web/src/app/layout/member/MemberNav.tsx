import { Suspense, lazy } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { NavLink } from 'react-router-dom'
import { MessagesLink } from '../../../features/messages/components/MessagesLink'
import { NotificationBell } from '../../../features/notifications/components/NotificationBell'
import { useSessionEndRedirect } from '../../../lib/sessionHooks'
import { registerMemberNavTranslations } from './i18n'
import { ProfileMenu } from './ProfileMenu'
import './member-nav.css'

await registerMemberNavTranslations()

// The visitor's links stay for members (docs/product.md §2: About Us and Help? included); their
// words are the layout's, the member links' are this header's own.
// Calls (docs/calls.md) load after the header: a member's first paint does not wait for them.
const CallCenter = lazy(() => import('../../../features/calls/components/CallCenter'))

const SITE_LINKS = [
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'help' },
] as const

const LINKS = [
  { to: '/', key: 'home', end: true },
  { to: '/matches', key: 'matches' },
  { to: '/interests', key: 'interests' },
  { to: '/search', key: 'search' },
] as const

/**
 * Messages and the notification bell with their unread counts: in the header's always-visible
 * row (Header.tsx), so a phone shows them without opening the menu, and the calls' ring. Mounted
 * once: each keeps the live stream's counts, toasts and calls, which two copies would double.
 */
export function MemberQuickLinks() {
  return (
    <>
      <MessagesLink className="site-nav__link" />
      <NotificationBell className="site-nav__link" />
      <Suspense fallback={null}>
        <CallCenter />
      </Suspense>
    </>
  )
}

/** The logged-in header's menu: member links and the account menu. Loaded only for members. */
export function MemberNav() {
  const { t } = useTranslation('memberNav')
  const { t: tSite } = useTranslation('layout')
  // Mounted whenever a member is logged in: it is the one place that reacts to a session ending.
  useSessionEndRedirect()
  return (
    <>
      <nav aria-label={t('nav.label')}>
        <ul className="site-nav__list">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={'end' in link} className="site-nav__link">
                {t(`nav.${link.key}`)}
              </NavLink>
            </li>
          ))}
          {SITE_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="site-nav__link">
                {tSite(`nav.${link.key}`)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/connected" className="site-nav__link">
              {t('nav.connections')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <ProfileMenu />
    </>
  )
}
