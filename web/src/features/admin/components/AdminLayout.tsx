import { Suspense, useEffect, useState } from 'react'
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { Spinner } from '../../../components/Spinner'
import { isLanguage, switchLanguage, useTranslation } from '../../../lib/i18n'
import { useAdminLogout } from '../api/account'
import { useAdminStats } from '../api/members'

const MENU_ID = 'admin-navigation'

/** The admin chrome: a sidebar with the admin pages (a menu button on small screens) beside the page. */
export function AdminLayout() {
  const { t, i18n } = useTranslation('admin')
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const stats = useAdminStats()
  const signOut = useAdminLogout()
  const openInbox = stats.data?.openInbox ?? 0
  const pendingVerifications = stats.data?.pendingVerifications ?? 0
  const openReports = stats.data?.openReports ?? 0
  const openGrievances = stats.data?.openGrievances ?? 0

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', close)
    return () => document.removeEventListener('keydown', close)
  }, [open])

  const logout = async () => {
    await signOut()
    void navigate('/admin/login', { replace: true })
  }
  const other = i18n.language === 'mr' ? 'en' : 'mr'

  const links = [
    { to: '/admin/dashboard', label: t('nav.dashboard') },
    { to: '/admin/users', label: t('nav.users') },
    { to: '/admin/inbox', label: t('nav.inbox'), badge: openInbox > 0 ? t('nav.openCount', { count: openInbox }) : undefined },
    {
      to: '/admin/verifications',
      label: t('nav.verifications'),
      badge: pendingVerifications > 0 ? t('nav.openCount', { count: pendingVerifications }) : undefined,
    },
    { to: '/admin/reports', label: t('nav.reports'), badge: openReports > 0 ? t('nav.openCount', { count: openReports }) : undefined },
    {
      to: '/admin/grievances',
      label: t('nav.grievances'),
      badge: openGrievances > 0 ? t('nav.openCount', { count: openGrievances }) : undefined,
    },
    { to: '/admin/alerts', label: t('nav.alerts') },
    { to: '/admin/audit', label: t('nav.audit') },
    { to: '/admin/settings', label: t('nav.settings') },
  ]
  return (
    <div className="admin-shell">
      <aside className="admin-sidebar">
        <div className="admin-sidebar__bar">
          <span className="admin-sidebar__brand">{t('brand')}</span>
          <button
            type="button"
            className="admin-sidebar__toggle"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((current) => !current)}
          >
            {t('nav.menu')}
          </button>
        </div>
        <div id={MENU_ID} className={open ? 'admin-sidebar__menu admin-sidebar__menu--open' : 'admin-sidebar__menu'}>
          <nav aria-label={t('nav.label')}>
            <ul className="admin-nav">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="admin-nav__link">
                    {link.label}
                    {link.badge && <span className="admin-badge">{link.badge}</span>}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin-sidebar__foot">
            <button
              type="button"
              className="button button--ghost"
              lang={other}
              aria-label={t('language.label')}
              onClick={() => void switchLanguage(isLanguage(other) ? other : 'en')}
            >
              {t('language.switchTo')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => void logout()}>
              {t('nav.logout')}
            </button>
          </div>
        </div>
      </aside>
      <div className="admin-main">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  )
}
