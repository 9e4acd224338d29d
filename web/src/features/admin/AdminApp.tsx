import { lazy, Suspense, useEffect } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { registerFormControlTranslations } from '../../components/form/i18n'
import { Spinner } from '../../components/Spinner'
import { AdminLayout } from './components/AdminLayout'
import { RequireAdmin } from './components/RequireAdmin'
import { registerAdminTranslations } from './i18n'
import './admin.css'

await Promise.all([registerAdminTranslations(), registerFormControlTranslations()])

// Each admin screen is a chunk of its own too; members never load any of them (this module is
// reached only through /admin/…, see app/SiteRoutes.tsx).
const AdminLoginRoute = lazy(() => import('./routes/AdminLoginRoute').then((m) => ({ default: m.AdminLoginRoute })))
const AdminDashboardRoute = lazy(() => import('./routes/AdminDashboardRoute').then((m) => ({ default: m.AdminDashboardRoute })))
const AdminUsersRoute = lazy(() => import('./routes/AdminUsersRoute').then((m) => ({ default: m.AdminUsersRoute })))
const AdminUserDetailsRoute = lazy(() =>
  import('./routes/AdminUserDetailsRoute').then((m) => ({ default: m.AdminUserDetailsRoute })),
)
const AdminAddUserRoute = lazy(() => import('./routes/AdminAddUserRoute').then((m) => ({ default: m.AdminAddUserRoute })))
const AdminInboxRoute = lazy(() => import('./routes/AdminInboxRoute').then((m) => ({ default: m.AdminInboxRoute })))
const AdminVerificationsRoute = lazy(() =>
  import('./routes/AdminVerificationsRoute').then((m) => ({ default: m.AdminVerificationsRoute })),
)
const AdminReportsRoute = lazy(() => import('./routes/AdminReportsRoute').then((m) => ({ default: m.AdminReportsRoute })))
const AdminGrievancesRoute = lazy(() => import('./routes/AdminGrievancesRoute').then((m) => ({ default: m.AdminGrievancesRoute })))
const AdminAlertsRoute = lazy(() => import('./routes/AdminAlertsRoute').then((m) => ({ default: m.AdminAlertsRoute })))
const AdminAuditRoute = lazy(() => import('./routes/AdminAuditRoute').then((m) => ({ default: m.AdminAuditRoute })))
const AdminSettingsRoute = lazy(() => import('./routes/AdminSettingsRoute').then((m) => ({ default: m.AdminSettingsRoute })))
const AdminNotFoundRoute = lazy(() => import('./routes/AdminNotFoundRoute').then((m) => ({ default: m.AdminNotFoundRoute })))

/**
 * The admin area, under /admin/. It has its own chrome (a sidebar, not the members' header and
 * footer): while it is shown the root element carries `admin-area`, which admin.css uses to hide
 * the site's header and footer, so the home page's code does not change for it.
 */
export function AdminApp() {
  useEffect(() => {
    document.documentElement.classList.add('admin-area')
    return () => document.documentElement.classList.remove('admin-area')
  }, [])
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="login" element={<AdminLoginRoute />} />
        <Route element={<RequireAdmin />}>
          <Route element={<AdminLayout />}>
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<AdminDashboardRoute />} />
            <Route path="users" element={<AdminUsersRoute />} />
            <Route path="user-details/:id" element={<AdminUserDetailsRoute />} />
            <Route path="add-user" element={<AdminAddUserRoute />} />
            <Route path="inbox" element={<AdminInboxRoute />} />
            <Route path="verifications" element={<AdminVerificationsRoute />} />
            <Route path="reports" element={<AdminReportsRoute />} />
            <Route path="grievances" element={<AdminGrievancesRoute />} />
            <Route path="alerts" element={<AdminAlertsRoute />} />
            <Route path="audit" element={<AdminAuditRoute />} />
            <Route path="settings" element={<AdminSettingsRoute />} />
            <Route path="*" element={<AdminNotFoundRoute />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  )
}
