// Largest Contentful Paint of the home page (a visitor) and the search page (a member), each
// loaded cold in Debian's Chromium with the DevTools protocol's throttling: 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up, CPU slowed ×4 — a cheap phone on a slow network. Prints every
// run and the median; the results are recorded in docs/performance-web.txt. A measurement, not a
// test (timings belong in measurements): run it with `make lcp`, never part of `make test`.
import { after, before, describe, it } from 'node:test'
import { assertServerUp, launchBrowser, url } from './helpers.mjs'
import { makePicture, memberToken, registerMember } from './member-helpers.mjs'

const RUNS = Number(process.env.LCP_RUNS ?? 5)
const MOBILE = { width: 390, height: 844 }
const THROTTLE = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 }

async function lcpOf(browser, path, token) {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'en-IN', deviceScaleFactor: 2 })
  try {
    if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token)
    await context.addInitScript(() => {
      window.__lcp = 0
      window.__lcpElement = ''
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__lcp = entry.startTime
          // What painted last (an image names its file), so a slower run says what it waited for.
          const element = entry.element
          window.__lcpElement = element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}${entry.url ? ` ${new URL(entry.url).pathname}` : ''}` : ''
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', THROTTLE)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url(path), { waitUntil: 'networkidle', timeout: 60_000 })
    // LCP is final at the first input; until then a later, larger paint may replace it.
    await page.waitForTimeout(1000)
    const lcp = await page.evaluate(() => window.__lcp)
    const element = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '')
    const painted = await page.evaluate(() => window.__lcpElement)
    return { lcp, element, painted }
  } finally {
    await context.close()
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

describe('largest contentful paint, throttled', () => {
  let browser
  let token
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    const picture = await makePicture(browser)
    for (let i = 0; i < 6; i++) {
      await registerMember(picture, { gender: 'female', fullName: `Lcp Bride ${'ABCDEF'[i]}`, dob: `1997-05-0${i + 1}` })
    }
    const groom = await registerMember(picture, { gender: 'male', fullName: 'Lcp Groom', dob: '1995-02-02' })
    token = await memberToken(groom)
  })
  after(() => browser?.close())

  for (const [name, path, member] of [['home (visitor)', '/', false], ['search (member)', '/search', true]]) {
    it(name, async () => {
      const runs = []
      const painted = new Set()
      for (let i = 0; i < RUNS; i++) {
        const run = await lcpOf(browser, path, member ? token : undefined)
        runs.push(run.lcp)
        painted.add(run.painted)
      }
      console.log(`LCP ${name}: runs ${runs.map((ms) => Math.round(ms)).join(', ')} ms; median ${Math.round(median(runs))} ms; element: ${[...painted].join(' | ')}`)
    })
  }
})
