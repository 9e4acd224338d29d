import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { lastSessionEnd, loginUrl, useIsSignedIn, type SessionEnd } from '../lib/session'

/**
 * Guards a member page: a visitor is sent to /login?next=<this page> and comes back after logging
 * in. Wrap one element (`<RequireAuth><Page /></RequireAuth>`) or use it as a layout route
 * (`<Route element={<RequireAuth />}>…</Route>`). A session that ends while the page is open
 * (a 401) re-renders this and redirects the same way; after a deliberate logout it goes to /login,
 * and after the member deleted their account, home.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const signedIn = useIsSignedIn()
  const { pathname, search } = useLocation()
  if (!signedIn) {
    const ended = lastSessionEnd()
    // Said here as well as by the member header's redirect (useSessionEndRedirect), which may not
    // be mounted yet when the first member call answers 401: whichever runs, login says why.
    const state = ended === 'expired' ? { sessionExpired: true } : undefined
    return <Navigate to={afterSession(ended, pathname + search)} replace state={state} />
  }
  return children ?? <Outlet />
}

function afterSession(ended: SessionEnd | null, here: string): string {
  if (ended === 'deleted') return '/'
  if (ended === 'logout') return '/login'
  return loginUrl(here)
}
