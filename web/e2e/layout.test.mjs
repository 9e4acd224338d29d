// What a newcomer's screen looks like at a phone's 390×844 and a laptop's 1366×768, measured:
// the header is one row on a phone, no member-menu item wraps, the edit-profile tabs show every
// label, search's selects show their whole text, and a toast never covers the header (with the
// language switch in it). Screenshots go to e2e/artifacts/ for a person to look at.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { artifactPath, assertServerUp, launchBrowser, openPage, url } from './helpers.mjs'
import { makePicture, openMemberPage, registerMember } from './member-helpers.mjs'

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 768 }

/** Header height, and the labels in it that run over more than one line. */
function headerShape(page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT)
    const wrapped = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const box = parent.getBoundingClientRect()
      // Hidden, or visually hidden (a 1 px clip for screen readers): nobody sees it wrap.
      if (node.textContent.trim() === '' || parent.offsetParent === null || box.width <= 2) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const tops = [...range.getClientRects()].map((r) => r.top)
      const lineHeight = parseFloat(getComputedStyle(parent).fontSize) * 0.8
      if (tops.some((top) => Math.abs(top - tops[0]) > lineHeight)) wrapped.push(node.textContent.trim())
    }
    // Nothing in the header runs out of its row (the page's column) either.
    const bar = header.querySelector('.site-header__bar')
    const edge = bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight)
    const overflowing = [...header.querySelectorAll('a, button')]
      .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().right > edge + 1)
      .map((el) => el.innerText.trim() || el.getAttribute('aria-label'))
    return { height: header.getBoundingClientRect().height, wrapped, overflowing }
  })
}

describe('layout at a phone and a laptop', () => {
  let browser
  let member
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    member = await registerMember(await makePicture(browser), { gender: 'female', fullName: 'Sneha Patil', dob: '1997-03-14' })
  })
  after(() => browser?.close())

  for (const language of ['en', 'mr']) {
    it(`keeps the header to one row on a phone, and no menu item wraps at 1366 px (${language})`, async () => {
      for (const [viewport, name] of [
        [PHONE, 'phone'],
        [LAPTOP, 'laptop'],
      ]) {
        for (const signedIn of [false, true]) {
          const { context, page } = signedIn ? await openMemberPage(browser, member, { viewport }) : await openPage(browser, { viewport })
          await context.addInitScript((lang) => localStorage.setItem('lang', lang), language)
          try {
            await page.goto(url(signedIn ? '/dashboard' : '/'))
            await page.locator('#main h1').first().waitFor()
            await page.waitForLoadState('networkidle')
            await page.screenshot({ path: artifactPath(`layout-${name}-${signedIn ? 'member' : 'visitor'}-${language}.png`) })
            const { height, wrapped, overflowing } = await headerShape(page)
            assert.deepEqual(overflowing, [], `${name} ${signedIn ? 'member' : 'visitor'}: out of the header's row`)
            if (viewport === PHONE) assert.ok(height < 80, `${name} ${signedIn ? 'member' : 'visitor'} header is ${height}px tall`)
            assert.deepEqual(wrapped, [], `${name} ${signedIn ? 'member' : 'visitor'}: wrapped in the header`)
          } finally {
            await context.close()
          }
        }
      }
    })
  }

  it('shows every edit-profile tab label, on a phone and a laptop', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [LAPTOP, 'laptop'],
    ]) {
      const { context, page } = await openMemberPage(browser, member, { viewport })
      try {
        await page.goto(url('/edit-profile'))
        const tabs = page.getByRole('tab')
        await tabs.first().waitFor()
        await page.screenshot({ path: artifactPath(`layout-${name}-edit-profile.png`) })
        // A laptop shows every tab as it is; a phone's one row scrolls (each shows when reached).
        if (viewport === LAPTOP) {
          const row = await page.getByRole('tablist').evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth }))
          assert.ok(row.scroll <= row.client + 1, `${name}: the tabs' row hides ${row.scroll - row.client}px`)
        }
        for (const tab of await tabs.all()) {
          await tab.scrollIntoViewIfNeeded()
          const clipped = await tab.evaluate((el) => {
            const box = el.getBoundingClientRect()
            const list = el.closest('[role="tablist"]').getBoundingClientRect()
            return el.scrollWidth > el.clientWidth + 1 || box.left < list.left - 1 || box.right > list.right + 1
          })
          assert.equal(clipped, false, `${name}: tab “${await tab.innerText()}” is cut off`)
        }
      } finally {
        await context.close()
      }
    }
  })

  it("shows the whole text of search's selects", async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [LAPTOP, 'laptop'],
    ]) {
      const { context, page } = await openMemberPage(browser, member, { viewport })
      try {
        await page.goto(url('/search'))
        await page.locator('#main h1').first().waitFor()
        // The filters load after the page's largest words: wait until they are in the page.
        const heightMin = page.locator('#main select[id$="heightMin"]')
        await heightMin.waitFor({ state: 'attached' })
        // Every filter shown, as a family opening each one would see it (on a phone the filters
        // are behind a button, and the more filters behind a disclosure everywhere).
        const filters = page.locator('#main button[aria-expanded="false"][aria-controls]:visible', { hasText: 'Filters' })
        if (await filters.count()) await filters.first().click()
        await page.locator('#main select').first().waitFor()
        await page.evaluate(() => document.querySelectorAll('#main details').forEach((details) => (details.open = true)))
        await heightMin.waitFor()
        await page.screenshot({ path: artifactPath(`layout-${name}-search.png`), fullPage: true })
        const truncated = await page.evaluate(() =>
          [...document.querySelectorAll('#main select')]
            .filter((select) => select.offsetParent !== null)
            .filter((select) => {
              const style = getComputedStyle(select)
              const canvas = document.createElement('canvas').getContext('2d')
              canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
              const text = select.selectedOptions[0]?.text ?? ''
              // The room for text: the box less its padding, which holds the arrow on the right.
              const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
              return canvas.measureText(text).width > room + 1
            })
            .map((select) => `${select.name || select.id}: ${select.selectedOptions[0]?.text}`),
        )
        assert.deepEqual(truncated, [], `${name}: selects cut short`)
      } finally {
        await context.close()
      }
    }
  })

  it('shows toasts clear of the header and its language switch', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [LAPTOP, 'laptop'],
    ]) {
      const { context, page } = await openPage(browser, { viewport })
      try {
        await page.goto(url('/login'))
        await page.getByLabel('E-mail').fill('nobody@example.in')
        await page.locator('#login-password').fill('not-the-password')
        await page.getByRole('button', { name: 'Login' }).click()
        const toast = page.locator('.toast').first()
        await toast.waitFor()
        await page.screenshot({ path: artifactPath(`layout-${name}-toast.png`) })
        const header = await page.locator('header').first().boundingBox()
        const box = await toast.boundingBox()
        const overlaps = box.y < header.y + header.height && box.y + box.height > header.y
        assert.equal(overlaps, false, `${name}: toast ${JSON.stringify(box)} over the header ${JSON.stringify(header)}`)
        // The language switch is within reach while the toast shows.
        await page.getByRole('button', { name: 'मराठी' }).click()
        await page.waitForFunction(() => document.documentElement.lang === 'mr')
      } finally {
        await context.close()
      }
    }
  })
})
