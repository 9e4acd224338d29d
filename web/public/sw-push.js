/*
 * What the service worker does with a push (docs/push.md): Workbox's generated sw.js imports this
 * file (web/vite.config.ts, workbox.importScripts), so the worker that precaches the app is the
 * one that shows notifications and opens the app when one is clicked.
 *
 * A push's payload is JSON from our server: { title, body, url, tag, lang }. It names no contact
 * and no birth detail (the server makes sure of that); the worker shows what it is given and
 * only ever opens a path of this site, whatever the payload says, so a push can never send a
 * member to another address.
 */

/* global self */

const PUSH_FALLBACK = { title: 'Reshimgathi', body: '', url: '/notifications', tag: 'reshimgathi' }

/** The path a notification opens: a path on this site, else the notifications page. */
function sitePath(candidate) {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) return PUSH_FALLBACK.url
  const resolved = new URL(candidate, self.location.origin)
  if (resolved.origin !== self.location.origin) return PUSH_FALLBACK.url
  return resolved.pathname + resolved.search + resolved.hash
}

/** The push's payload, with every field checked: a push without one still shows something. */
function readPush(data) {
  let payload = {}
  try {
    payload = data ? data.json() : {}
  } catch {
    payload = {}
  }
  const text = (value, fallback, max) => (typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : fallback)
  return {
    title: text(payload.title, PUSH_FALLBACK.title, 120),
    body: text(payload.body, PUSH_FALLBACK.body, 240),
    url: sitePath(payload.url),
    tag: text(payload.tag, PUSH_FALLBACK.tag, 64),
    lang: payload.lang === 'mr' ? 'mr' : 'en',
  }
}

/** Shows the notification for one push. */
function showPush(data) {
  const push = readPush(data)
  return self.registration.showNotification(push.title, {
    body: push.body,
    tag: push.tag,
    lang: push.lang,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-maskable-192.png',
    data: { url: push.url },
  })
}

/**
 * Opens the screen a notification names: an open window of the site is brought forward and
 * taken there; without one, a new window opens. A window the worker does not control yet (the
 * first visit) cannot be navigated by the worker, so a new one opens then too.
 */
async function openFromNotification(notification) {
  notification.close()
  const target = new URL(sitePath(notification.data && notification.data.url), self.location.origin).href
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: false })
  for (const client of windows) {
    try {
      await client.focus()
    } catch {
      // Focusing needs the click's user activation; the navigation below does not.
    }
    const navigated = await client.navigate(target).catch(() => null)
    if (navigated) return navigated
  }
  return self.clients.openWindow(target)
}

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data))
})

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openFromNotification(event.notification))
})
