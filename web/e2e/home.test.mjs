import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { MOBILE, DESKTOP, artifactPath, assertServerUp, launchBrowser, openPage, url } from './helpers.mjs'

describe('home page', () => {
  let browser
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
  })
  after(() => browser?.close())

  it('shows every section, with the stories, FAQ and plans the API serves', async () => {
    const { context, page, problems } = await openPage(browser)
    try {
      await page.goto(url('/'))
      await page.getByRole('heading', { level: 1, name: 'Where two families tie the silk knot' }).waitFor()

      for (const id of ['hero', 'quick-search', 'how-it-works', 'success-stories', 'trust', 'assisted-matchmaking', 'faq', 'plans']) {
        assert.equal(await page.locator(`#${id}`).count(), 1, `section #${id}`)
      }

      const quickSearch = page.locator('#quick-search')
      for (const label of ["I'm looking for a", 'Age from', 'Age to', 'Religion', 'Mother tongue']) {
        await quickSearch.getByLabel(label, { exact: true }).waitFor()
      }
      // Religions come from GET /api/meta/options.
      await page.waitForFunction(() => document.querySelectorAll('#quick-search-religion option').length > 1)

      assert.equal(await page.locator('#how-it-works li').count(), 3, 'three steps')

      const slides = page.locator('#success-stories [aria-roledescription="slide"]')
      await slides.first().waitFor({ state: 'attached' })
      assert.equal(await slides.count(), 10, 'ten success stories')
      assert.equal(await page.locator('#success-stories .slider__dot').count(), 10, 'one dot per story')
      const visibleBefore = await page.locator('#success-stories [aria-roledescription="slide"]:not([hidden]) h3').textContent()
      await page.getByRole('button', { name: 'Next story' }).click()
      const visibleAfter = await page.locator('#success-stories [aria-roledescription="slide"]:not([hidden]) h3').textContent()
      assert.notEqual(visibleAfter, visibleBefore, 'next shows another couple')

      assert.equal(await page.locator('#trust li').count(), 4, 'four trust badges')
      const advisorLink = page.locator('#assisted-matchmaking').getByRole('link', { name: 'Talk to an advisor' })
      assert.equal(await advisorLink.getAttribute('href'), '/contact')

      const questions = page.locator('#faq button[aria-expanded]')
      assert.equal(await questions.count(), 6, 'six FAQ items')
      assert.match(await page.locator('#faq').textContent(), /24 hours/)
      await questions.nth(1).click()
      assert.equal(await questions.nth(1).getAttribute('aria-expanded'), 'true')

      const plans = page.locator('#plans .plan-card')
      await plans.first().waitFor()
      assert.equal(await plans.count(), 4, 'four plan cards')
      const plansText = await page.locator('#plans').textContent()
      for (const price of ['₹199', '₹299', '₹499', '₹2,000']) assert.ok(plansText.includes(price), `price ${price}`)
      assert.equal(await page.locator('#plans .plan-card__ribbon').count(), 1, 'one Most Popular ribbon')
      assert.equal(await page.locator('#plans').getByRole('link', { name: /Choose plan/ }).first().getAttribute('href'), '/buy?plan=basic')

      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })

  it('sends a visitor who searches to log in first', async () => {
    const { context, page } = await openPage(browser)
    try {
      await page.goto(url('/'))
      await page.getByLabel('Age from').fill('24')
      await page.getByLabel('Age to').fill('30')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await page.waitForURL((current) => current.pathname === '/login')
      const next = new URL(page.url()).searchParams.get('next')
      assert.equal(next, '/search?lookingFor=bride&min_age=24&max_age=30')
    } finally {
      await context.close()
    }
  })

  it('saves screenshots of the home page on a phone and a desktop', async () => {
    for (const [name, viewport] of [['home-mobile.png', MOBILE], ['home-desktop.png', DESKTOP]]) {
      const { context, page } = await openPage(browser, { viewport })
      try {
        await page.goto(url('/'))
        await page.locator('#plans .plan-card').first().waitFor()
        await page.locator('#success-stories [aria-roledescription="slide"]').first().waitFor({ state: 'attached' })
        await page.screenshot({ path: artifactPath(name), fullPage: true })
      } finally {
        await context.close()
      }
    }
  })
})
