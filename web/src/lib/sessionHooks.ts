/**
 * Session actions and the member's own profile, for member screens and the member header.
 * Kept out of the home page's bundle (see vite.config.ts): a visitor never needs them.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { $api, client } from '../api/client'
import { currentSubscription } from './browserPush'
import { endSession, loginUrl, startSession, subscribeSession, useIsSignedIn } from './session'

/** The own profile changes only when the member edits it; the edit writes the answer into the cache. */
const OWN_PROFILE_STALE_MS = 5 * 60 * 1000

/** `GET /api/user/user-profile/none`: the caller's own profile, shared by header, dashboard and edit. */
export function ownProfileQuery() {
  return $api.queryOptions('get', '/api/user/user-profile/{id}', { params: { path: { id: 'none' } } }, {
    staleTime: OWN_PROFILE_STALE_MS,
  })
}

export function useOwnProfile() {
  const signedIn = useIsSignedIn()
  return $api.useQuery(
    'get',
    '/api/user/user-profile/{id}',
    { params: { path: { id: 'none' } } },
    { staleTime: OWN_PROFILE_STALE_MS, enabled: signedIn },
  )
}

/** Forgets everything cached for a member (profiles, lists), keeping public content. */
export function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => String(query.queryKey[1] ?? '').startsWith('/api/user/') })
}

export interface Session {
  isLoggedIn: boolean
  /** Stores the token from POST /api/auth/login; the previous member's cached data is dropped first. */
  login: (token: string) => void
  /** POST /api/auth/logout, then clears local storage (except the language) and goes to /login. */
  logout: () => Promise<void>
  loggingOut: boolean
}

export function useSession(): Session {
  const isLoggedIn = useIsSignedIn()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [loggingOut, setLoggingOut] = useState(false)

  const login = useCallback(
    (token: string) => {
      forgetMemberData(queryClient)
      startSession(token)
    },
    [queryClient],
  )

  const logout = useCallback(async () => {
    setLoggingOut(true)
    try {
      await stopPushesToThisDevice()
      // Revokes the token on the server; if that fails (offline), the member is still logged out here.
      await client.POST('/api/auth/logout')
    } finally {
      endSession('logout')
      queryClient.clear()
      setLoggingOut(false)
      void navigate('/login', { replace: true })
    }
  }, [navigate, queryClient])

  return { isLoggedIn, login, logout, loggingOut }
}

/**
 * Logging out on a device stops its pushes (docs/push.md): the server forgets the device and the
 * browser drops the subscription, so the next person on a shared phone is not buzzed for this
 * member. Best effort: a failure (offline) never keeps anyone logged in.
 */
async function stopPushesToThisDevice(): Promise<void> {
  try {
    const subscription = await currentSubscription()
    if (!subscription) return
    // Offline, the browser's unsubscribe still ends it: the push service then answers 410 to the
    // server's next push, and the server forgets the device.
    await client.DELETE('/api/user/push/subscriptions', { body: { endpoint: subscription.endpoint } }).catch(() => undefined)
    await subscription.unsubscribe()
  } catch {
    // The browser refused: the subscription is replaced when the next member turns pushes on here.
  }
}

/** Where login lands without a `next`: "/", which for a signed-in member is their home of matches (app/router.tsx). */
export const AFTER_LOGIN = '/'

/** The `next` parameter, if it is a path on this site (never another origin, never /login itself). */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return AFTER_LOGIN
  if (next === '/login' || next.startsWith('/login?') || next.startsWith('/login/')) return AFTER_LOGIN
  return next
}

/**
 * When a session ends, the member's cached data goes; when the server stopped accepting the token
 * (401: expired, revoked by a logout elsewhere or a password reset — api/client.ts has already
 * cleared it), the member is sent to log in and then back to this page.
 */
export function useSessionEndRedirect(): void {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const location = useLocation()
  const here = useRef(location)
  here.current = location
  useEffect(
    () =>
      subscribeSession((ended) => {
        if (!ended) return
        forgetMemberData(queryClient)
        const { pathname, search } = here.current
        if (ended === 'expired' && pathname !== '/login') {
          void navigate(loginUrl(pathname + search), { replace: true, state: { sessionExpired: true } })
        }
      }),
    [navigate, queryClient],
  )
}
