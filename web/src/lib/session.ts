/** The spec keeps the member's bearer token in localStorage under this key. */
export const TOKEN_STORAGE_KEY = 'token'

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
