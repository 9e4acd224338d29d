/*
 * This browser's side of Web Push (docs/push.md): whether it can take pushes at all, the
 * subscription it holds, and subscribing, which asks for the notification permission. The
 * permission is only ever asked from the member's click on "Turn on" (features/privacy/components/PushSettings.tsx), never on
 * page load.
 */

/** What this browser allows: no push support, the member blocked notifications, not asked yet, or allowed. */
export type PushPermission = 'unsupported' | 'denied' | 'default' | 'granted'

export function pushPermission(): PushPermission {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported'
  }
  return Notification.permission
}

/** The app's service worker registration; it registers just after the page's load (features/pwa). */
async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration()) ?? navigator.serviceWorker.ready
}

/** The subscription this browser holds for the site, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushPermission() === 'unsupported') return null
  const existing = await navigator.serviceWorker.getRegistration()
  return existing ? existing.pushManager.getSubscription() : null
}

/** Raised when the member (or the browser) refuses the permission. */
export class PushPermissionRefused extends Error {}

/**
 * Asks for the permission (the browser shows its prompt on this click) and subscribes with the
 * server's key; an existing subscription made with another key is replaced.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new PushPermissionRefused(permission)
  const pushManager = (await registration()).pushManager
  const applicationServerKey = base64UrlBytes(publicKey)
  const existing = await pushManager.getSubscription()
  if (existing && !sameKey(existing.options.applicationServerKey, applicationServerKey)) await existing.unsubscribe()
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
}

/** The subscription as the API takes it (PushSubscription.toJSON()). */
export function subscriptionBody(subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const json = subscription.toJSON()
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } }
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function sameKey(held: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!held) return false
  const bytes = new Uint8Array(held)
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i])
}
