// The installable app (docs/pwa.md): the manifest of the page's language is linked and valid,
// its icons are real PNGs of the sizes it claims, Chromium finds nothing that stops an install,
// the service worker controls the page after a reload without ever answering an API call, and a
// page opened with the network gone shows the offline page in both languages.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { after, before, describe, it } from 'node:test'
import { assertServerUp, launchBrowser, openPage, url } from './helpers.mjs'

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'not a PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

async function linkedManifest(page) {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const response = await fetch(url(href))
  assert.equal(response.status, 200, href)
  assert.match(response.headers.get('content-type') ?? '', /^application\/manifest\+json/)
  return { href, manifest: await response.json() }
}

async function assertValidManifest(manifest) {
  assert.equal(manifest.display, 'standalone')
  assert.equal(manifest.start_url, '/dashboard')
  assert.equal(manifest.scope, '/')
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/)
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/)
  assert.ok(manifest.short_name.length <= 12, `short_name "${manifest.short_name}" is cut on a launcher`)
  const sizes = new Set()
  for (const icon of manifest.icons) {
    const response = await fetch(url(icon.src))
    assert.equal(response.status, 200, icon.src)
    if (icon.type !== 'image/png') continue
    assert.equal(response.headers.get('content-type'), 'image/png', icon.src)
    assert.equal(pngSize(Buffer.from(await response.arrayBuffer())), icon.sizes, icon.src)
    sizes.add(`${icon.sizes} ${icon.purpose}`)
  }
  for (const needed of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(sizes.has(needed), needed)
}

describe('the installable app', () => {
  let browser
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
  })
  after(() => browser?.close())

  it('links a valid manifest in English', async () => {
    const { context, page, problems } = await openPage(browser)
    try {
      await page.goto(url('/'))
      const { href, manifest } = await linkedManifest(page)
      assert.equal(href, '/manifest.webmanifest')
      assert.equal(manifest.name, 'Reshimgathi Matrimony')
      assert.equal(manifest.lang, 'en')
      await assertValidManifest(manifest)

      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })

  it("meets Chromium's installability criteria", async () => {
    // A browser profile of its own: Chromium never offers to install from an incognito context,
    // which is what every other test's context is.
    const profile = await mkdtemp(join(tmpdir(), 'reshimgathi-pwa-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(url('/'))
      const cdp = await context.newCDPSession(page)
      const parsed = await cdp.send('Page.getAppManifest')
      assert.deepEqual(parsed.errors, [], 'Chromium reads the manifest without errors')
      await page.evaluate(() => navigator.serviceWorker.ready)
      await page.reload()
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      assert.deepEqual(installabilityErrors, [])
    } finally {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    }
  })

  it('links the Marathi manifest for a Marathi reader', async () => {
    const { context, page, problems } = await openPage(browser)
    try {
      await page.goto(url('/'))
      await page.getByRole('button', { name: 'मराठी' }).first().click()
      await page.waitForFunction(() => document.documentElement.lang === 'mr')
      const { href, manifest } = await linkedManifest(page)
      assert.equal(href, '/manifest.mr.webmanifest')
      assert.equal(manifest.short_name, 'रेशीमगाठी')
      assert.equal(manifest.lang, 'mr')
      await assertValidManifest(manifest)
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })

  it('controls the page after a reload, never answers an API call, and shows the offline page offline', async () => {
    const { context, page, problems } = await openPage(browser)
    try {
      await page.goto(url('/'))
      await page.evaluate(() => navigator.serviceWorker.ready)
      const apiAnswers = []
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push(response)
      })
      await page.reload()
      assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), url('/sw.js'))
      await page.locator('#main h1').first().waitFor()
      // The shell came from the worker's precache; the API answers straight from the server.
      assert.ok(apiAnswers.length > 0, 'the home page asked the API something')
      for (const response of apiAnswers) assert.equal(response.fromServiceWorker(), false, response.url())
      const cached = await page.evaluate(async () => {
        const urls = []
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
        }
        return urls
      })
      assert.ok(cached.some((cachedUrl) => cachedUrl.includes('/offline.html')), 'the offline page is precached')
      assert.deepEqual(cached.filter((cachedUrl) => new URL(cachedUrl).pathname.startsWith('/api/')), [])
      assert.deepEqual(cached.filter((cachedUrl) => new URL(cachedUrl).pathname.startsWith('/assets/Admin')), [],
        'a member never downloads the admin area, not even into the precache')

      await context.setOffline(true)
      await page.goto(url('/about'))
      await page.getByRole('heading', { name: 'You are offline' }).waitFor()
      await page.getByRole('heading', { name: 'तुम्ही ऑफलाइन आहात' }).waitFor()
      await context.setOffline(false)
      await page.getByRole('link', { name: /Try again/ }).click()
      await page.locator('#main h1').first().waitFor()
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })

  it("shows a push as a notification and opens the screen it names when it is clicked", async () => {
    const { context, page, problems } = await openPage(browser)
    try {
      await context.grantPermissions(['notifications'], { origin: url('/') })
      await page.goto(url('/'))
      await page.evaluate(() => navigator.serviceWorker.ready)
      await page.reload()
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))

      // A push delivered the way Chromium delivers one from a push service, to the registration.
      const cdp = await context.newCDPSession(page)
      const registrations = new Promise((resolve) => cdp.on('ServiceWorker.workerRegistrationUpdated', resolve))
      await cdp.send('ServiceWorker.enable')
      const { registrations: [registration] } = await registrations
      const deliver = (data) =>
        cdp.send('ServiceWorker.deliverPushMessage', { origin: url('/').replace(/\/$/, ''), registrationId: registration.registrationId, data })
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, lang: n.lang, url: n.data?.url })),
        )
      // Each push is delivered and its notification awaited before the next one. DevTools' delivery
      // is fire-and-forget: on a loaded machine Chromium can drop one that arrives while the worker
      // is starting, so a push not shown within two seconds is delivered once more, as a push
      // service redelivers one that was not acknowledged. Every push here has its own tag, so a
      // second delivery replaces the first notification rather than adding one.
      // waitForFunction takes a promise for true, so the notifications are polled from here.
      const push = async (data, count) => {
        for (let attempt = 0; attempt < 2; attempt++) {
          await deliver(data)
          for (let tries = 0; tries < 20 * (attempt + 1); tries++) {
            const notifications = await shown()
            if (notifications.length === count) return notifications
            await page.waitForTimeout(100)
          }
        }
        assert.fail(`expected ${count} notifications, have ${JSON.stringify(await shown())}`)
      }
      await push(JSON.stringify({ title: 'New interest on Reshimgathi', body: 'Asha sent you an interest', url: '/requests?tab=received', tag: 'interest', lang: 'en' }), 1)
      assert.deepEqual(await shown(), [{ title: 'New interest on Reshimgathi', body: 'Asha sent you an interest', tag: 'interest', lang: 'en', url: '/requests?tab=received' }])

      // A payload naming another site, or no JSON at all, still shows something, and opens only this site.
      await push(JSON.stringify({ title: 'Win a prize', url: 'https://evil.example/', tag: 'odd' }), 2)
      const others = (await push('not json', 3)).filter((n) => n.tag !== 'interest').sort((a, b) => a.tag.localeCompare(b.tag))
      assert.deepEqual(others, [
        { title: 'Win a prize', body: '', tag: 'odd', lang: 'en', url: '/notifications' },
        { title: 'Reshimgathi', body: '', tag: 'reshimgathi', lang: 'en', url: '/notifications' },
      ])

      // The click: Playwright cannot click a system notification, so the worker's own click event is
      // dispatched with the notification Chromium shows; the page it controls is taken to the screen.
      await worker.evaluate(async () => {
        const [notification] = await self.registration.getNotifications({ tag: 'interest' })
        self.dispatchEvent(new NotificationEvent('notificationclick', { notification }))
      })
      await page.waitForURL((current) => current.pathname === '/requests' && current.search === '?tab=received')
      assert.equal(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications({ tag: 'interest' })).length), 0,
        'a clicked notification is closed')
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })
})
