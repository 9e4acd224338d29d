// Accessibility: axe-core (the rules behind Lighthouse and the browser extensions) runs on every
// public and member screen, in English and Marathi, on a phone-sized viewport; no violation of
// serious or critical impact is allowed. The page's CSP forbids injected scripts, so only this
// test's browser context bypasses it to load axe.
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { after, before, describe, it } from 'node:test'
import { assertServerUp, launchBrowser, url } from './helpers.mjs'
import { makePicture, memberToken, registerMember } from './member-helpers.mjs'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const PUBLIC = ['/grievance-officer', '/grievance/status', '/', '/about', '/blog', '/contact', '/feedback', '/login', '/register', '/forgot-password', '/buy', '/tandc', '/pandp', '/no-such-page']
const MEMBER = ['/', '/dashboard', '/settings', '/verification', '/shortlist', '/shortlist?tab=viewers', '/edit-profile', '/search', '/matches', '/interests', '/interests?tab=sent', '/connected', '/notifications', '/messages', '/payments']

async function violations(browser, path, { token, language }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true, reducedMotion: 'reduce' })
  try {
    await context.addInitScript(
      ([value, lang]) => {
        if (value) window.localStorage.setItem('token', value)
        window.localStorage.setItem('lang', lang)
      },
      [token ?? '', language],
    )
    const page = await context.newPage()
    // The page's own content is waited for below; 'networkidle' only added half a second a page
    // (and a member's open live stream keeps the network busy).
    await page.goto(url(path), { waitUntil: 'load' })
    await page.locator('#main h1').first().waitFor({ timeout: 15_000 })
    // Loading states give way to content (or to an empty or error state) before the audit.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .spinner, .skeleton'), null, { timeout: 15_000 }).catch(() => {})
    await page.addScriptTag({ path: AXE })
    const result = await page.evaluate(async () => {
      const { violations } = await axe.run(document, { resultTypes: ['violations'] })
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
    })
    return result
  } finally {
    await context.close()
  }
}

// audit runs violations on every path, two pages at a time (each in a context of its own), and
// answers the findings in the paths' order.
async function audit(browser, paths, options) {
  const found = new Array(paths.length)
  let next = 0
  const worker = async () => {
    while (next < paths.length) {
      const i = next++
      found[i] = (await violations(browser, paths[i], options)).map((v) => `${paths[i]}: ${v}`)
    }
  }
  await Promise.all([worker(), worker()])
  return found.flat()
}

describe('accessibility (axe-core)', () => {
  let browser
  let token
  let otherId
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    const picture = await makePicture(browser)
    const bride = await registerMember(picture, { gender: 'female', fullName: 'Axe Bride', dob: '1997-04-04' })
    const groom = await registerMember(picture, { gender: 'male', fullName: 'Axe Groom', dob: '1995-03-03' })
    token = await memberToken(groom)
    otherId = bride.userId
  })
  after(() => browser?.close())

  for (const language of ['en', 'mr']) {
    it(`public screens, ${language}`, async () => {
      assert.deepEqual(await audit(browser, PUBLIC, { language }), [])
    })
    it(`member screens, ${language}`, async () => {
      assert.deepEqual(await audit(browser, [...MEMBER, `/user-profile/${otherId}`], { token, language }), [])
    })
  }
})
