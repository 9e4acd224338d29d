/**
 * The member's session: the bearer token in localStorage under "token" (as the spec keeps it),
 * with a tiny subscription so React re-renders when it starts or ends — in this tab or another.
 * This module is part of the home page's bundle: keep it free of React and of anything heavy.
 */
import { useSyncExternalStore } from 'react'
import { LANGUAGE_STORAGE_KEY } from './i18n'

export const TOKEN_STORAGE_KEY = 'token'
/** The admin's session (features/admin/api/adminSession.ts): a member's logout leaves it alone. */
export const ADMIN_SESSION_STORAGE_KEY = 'reshimgathi.adminSession'

/**
 * Why a session ended: the member logged out, the server stopped accepting the token, or the
 * member deleted their account.
 */
export type SessionEnd = 'logout' | 'expired' | 'deleted'
type Listener = (ended?: SessionEnd) => void

const listeners = new Set<Listener>()
let lastEnd: SessionEnd | null = null

function notify(ended?: SessionEnd): void {
  lastEnd = ended ?? null
  for (const listener of [...listeners]) listener(ended)
}

/** Why the last session ended, if it did: a deliberate logout goes to plain /login, not back here. */
export function lastSessionEnd(): SessionEnd | null {
  return lastEnd
}

export function readSessionToken(): string | null {
  try {
    const token = window.localStorage.getItem(TOKEN_STORAGE_KEY)
    return token && token.trim() !== '' ? token : null
  } catch {
    return null
  }
}

export function isSignedIn(): boolean {
  return readSessionToken() !== null
}

export function startSession(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token)
  } finally {
    notify()
  }
}

/**
 * Forgets the session: everything in localStorage goes except the member's language choice
 * (docs/product.md §4: logout clears local storage) and an admin's session, which is not the
 * member's to end. Safe to call twice.
 */
export function endSession(reason: SessionEnd): void {
  const wasSignedIn = isSignedIn()
  try {
    const storage = window.localStorage
    for (const key of Object.keys(storage)) {
      if (key !== LANGUAGE_STORAGE_KEY && key !== ADMIN_SESSION_STORAGE_KEY) storage.removeItem(key)
    }
  } catch {
    // Blocked storage holds no session either.
  }
  if (wasSignedIn) notify(reason)
}

let watchingOtherTabs = false

/** Calls back when the session starts or ends; `ended` says why it ended. */
export function subscribeSession(listener: Listener): () => void {
  if (!watchingOtherTabs && typeof window !== 'undefined') {
    watchingOtherTabs = true
    // A login or logout in another tab changes this tab's session too.
    window.addEventListener('storage', (event) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return
      notify(event.newValue ? undefined : 'logout')
    })
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** True while a token is stored; re-renders when the member logs in or out (in any tab). */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isSignedIn, () => false)
}

/** Where a visitor goes to log in before seeing `next` (a path with its query string). */
export function loginUrl(next: string): string {
  return next === '/' || next === '' ? '/login' : `/login?next=${encodeURIComponent(next)}`
}
