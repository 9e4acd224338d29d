import { useSyncExternalStore } from 'react'
import { ADMIN_SESSION_STORAGE_KEY } from '../../../lib/session'

/**
 * The admin's session, kept apart from the member's (docs/adr/0011-admin.md): its own token and
 * its own key in localStorage, so a member logging out, or a member token, never touches it, and
 * the reverse. localStorage, not sessionStorage, so a second tab of the admin area is signed in
 * too (issue 26); the session keeps the token's own expiry (12 hours from the login, as the server
 * enforces it) and is forgotten once it has passed. Signing in or out in one tab does so in all.
 */
export const ADMIN_TOKEN_KEY = ADMIN_SESSION_STORAGE_KEY

type Listener = () => void
const listeners = new Set<Listener>()
let expired = false

function notify() {
  for (const listener of [...listeners]) listener()
}

type Stored = { token: string; expiresAt: string }

function read(): Stored | null {
  try {
    const raw = window.localStorage.getItem(ADMIN_TOKEN_KEY)
    if (!raw) return null
    const stored = JSON.parse(raw) as Partial<Stored>
    const ends = Date.parse(stored.expiresAt ?? '')
    if (typeof stored.token !== 'string' || stored.token.trim() === '' || !(ends > Date.now())) {
      window.localStorage.removeItem(ADMIN_TOKEN_KEY)
      return null
    }
    return { token: stored.token, expiresAt: stored.expiresAt ?? '' }
  } catch {
    return null
  }
}

export function readAdminToken(): string | null {
  return read()?.token ?? null
}

/** Starts the session with the login's token and its expiry (`expiresAt` of the answer). */
export function startAdminSession(token: string, expiresAt: string): void {
  expired = false
  try {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, JSON.stringify({ token, expiresAt } satisfies Stored))
  } finally {
    notify()
  }
}

/** Forgets the admin token (in every tab); `becauseExpired` tells the login page to say why. */
export function endAdminSession(becauseExpired = false): void {
  const had = readAdminToken() !== null
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY)
  } catch {
    // Blocked storage holds no session either.
  }
  if (had) {
    expired = becauseExpired
    notify()
  }
}

/** Whether the last admin session ended because the server stopped accepting its token. */
export function adminSessionExpired(): boolean {
  return expired
}

let watchingOtherTabs = false

function subscribe(listener: Listener): () => void {
  if (!watchingOtherTabs && typeof window !== 'undefined') {
    watchingOtherTabs = true
    // A sign-in or sign-out in another tab changes this tab's session too.
    window.addEventListener('storage', (event) => {
      if (event.key === ADMIN_TOKEN_KEY || event.key === null) notify()
    })
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useAdminSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => readAdminToken() !== null, () => false)
}
