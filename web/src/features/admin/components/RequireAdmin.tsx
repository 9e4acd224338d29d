import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useAdminSignedIn } from '../api/adminSession'

/** Admin pages need an admin session; without one the admin logs in and comes back here. */
export function RequireAdmin() {
  const signedIn = useAdminSignedIn()
  const { pathname, search } = useLocation()
  if (!signedIn) return <Navigate to={`/admin/login?next=${encodeURIComponent(pathname + search)}`} replace />
  return <Outlet />
}

/** Only admin paths are followed after login (never another site). */
export function safeAdminNext(next: string | null): string {
  return next && next.startsWith('/admin/') && !next.startsWith('//') ? next : '/admin/dashboard'
}
