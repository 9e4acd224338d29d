import { useSyncExternalStore } from 'react'

/**
 * The admin's session, kept apart from the member's (docs/adr/0011-admin.md): its own token,
 * in sessionStorage (this tab only, gone when the tab closes; an admin token opens every
 * member's data), so a member logging out, or a member token, never touches it, and the reverse.
 */
export const ADMIN_TOKEN_KEY = 'reshimgathi.adminToken'

type Listener = () => void
const listeners = new Set<Listener>()
let expired = false

function notify() {
  for (const listener of [...listeners]) listener()
}

export function readAdminToken(): string | null {
  try {
    const token = window.sessionStorage.getItem(ADMIN_TOKEN_KEY)
    return token && token.trim() !== '' ? token : null
  } catch {
    return null
  }
}

export function startAdminSession(token: string): void {
  expired = false
  try {
    window.sessionStorage.setItem(ADMIN_TOKEN_KEY, token)
  } finally {
    notify()
  }
}

/** Forgets the admin token; `becauseExpired` tells the login page to say why. */
export function endAdminSession(becauseExpired = false): void {
  const had = readAdminToken() !== null
  try {
    window.sessionStorage.removeItem(ADMIN_TOKEN_KEY)
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

function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useAdminSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => readAdminToken() !== null, () => false)
}
