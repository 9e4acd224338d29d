import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { artifactPath, assertServerUp, launchBrowser, openPage, url } from './helpers.mjs'

describe('navigation', () => {
  let browser
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
  })
  after(() => browser?.close())

  it('shows Page Not Found for an unknown URL with status 404, with a link home', async () => {
    const { context, page } = await openPage(browser)
    try {
      const response = await page.goto(url('/no-such-page-here'))
      assert.equal(response?.status(), 404, 'the server knows the app’s routes (web/scripts/client-routes.mjs)')
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor()
      await page.getByRole('link', { name: 'Go to the home page' }).click()
      await page.waitForURL(url('/'))
      await page.getByRole('heading', { level: 1, name: 'Where two families tie the silk knot' }).waitFor()
    } finally {
      await context.close()
    }
  })

  it('answers 404 for an article that does not exist, and the app says so', async () => {
    const { context, page } = await openPage(browser)
    try {
      const response = await page.goto(url('/blog/bad-slug'))
      assert.equal(response?.status(), 404, 'the server asks whether the article exists')
      await page.getByRole('heading', { level: 1, name: 'Article not found' }).waitFor()
      const head = await fetch(url('/api/health'), { method: 'HEAD' })
      assert.equal(head.status, 200, 'HEAD /api/health')
      assert.equal((await head.text()).length, 0, 'HEAD has no body')
    } finally {
      await context.close()
    }
  })

  it('serves the app for a deep link and after a hard reload', async () => {
    const { context, page, problems } = await openPage(browser)
    try {
      const response = await page.goto(url('/about'))
      assert.equal(response?.status(), 200)
      await page.getByRole('heading', { level: 1, name: 'About Reshimgathi' }).waitFor()
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'About Reshimgathi' }).waitFor()
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })

  it('switches to Marathi and stays in Marathi after a reload', async () => {
    const { context, page } = await openPage(browser)
    try {
      const fonts = []
      page.on('response', (response) => {
        if (response.url().endsWith('.woff2')) fonts.push(response.url())
      })
      await page.goto(url('/'))
      await page.getByRole('heading', { level: 1, name: 'Where two families tie the silk knot' }).waitFor()
      await page.waitForLoadState('networkidle')
      // In English only the hero's brand line (रेशीमगाठी, semibold) needs a Devanagari face: the
      // language switch's own label (मराठी) is written in the system's font, and the serif of the
      // headings comes with Marathi headings (web/src/app/styles/fonts.css, app/layout/layout.css).
      assert.ok(fonts.every((font) => font.includes('noto-sans-devanagari-devanagari-600')), `an English page loaded ${fonts}`)
      // Fonts load when text needing them is laid out: wait for the request itself.
      const serif = page.waitForResponse((response) => response.url().includes('noto-serif-devanagari'), { timeout: 15_000 })
      await page.getByRole('button', { name: 'मराठी' }).click()
      await page.getByRole('heading', { level: 1, name: 'जिथे दोन कुटुंबांची रेशीमगाठ जुळते' }).waitFor()
      assert.equal((await serif).status(), 200, `Marathi headings without their face: ${fonts}`)
      assert.ok(await page.evaluate(() => document.fonts.check('700 16px "Reshimgathi Devanagari Serif"', 'रेशीमगाठ')))
      await page.screenshot({ path: artifactPath('home-marathi.png') })
      assert.equal(await page.getAttribute('html', 'lang'), 'mr')
      assert.ok((await page.locator('header').textContent()).includes('आमच्याविषयी'))

      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'जिथे दोन कुटुंबांची रेशीमगाठ जुळते' }).waitFor()
      assert.equal(await page.getAttribute('html', 'lang'), 'mr')
      assert.equal(await page.evaluate(() => localStorage.getItem('lang')), 'mr')
    } finally {
      await context.close()
    }
  })

  it('shows back-to-top after 300px of scrolling and returns to the top', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    try {
      await page.goto(url('/'))
      await page.locator('#plans').waitFor()
      const backToTop = page.getByRole('button', { name: 'Back to top' })
      assert.equal(await backToTop.count(), 0, 'hidden at the top')

      await page.evaluate(() => window.scrollTo(0, 200))
      await page.waitForTimeout(200)
      assert.equal(await backToTop.count(), 0, 'still hidden at 200px')

      await page.evaluate(() => window.scrollTo(0, 900))
      await backToTop.waitFor()
      await backToTop.click()
      await page.waitForFunction(() => window.scrollY === 0)
      await backToTop.waitFor({ state: 'detached' })
    } finally {
      await context.close()
    }
  })
})
