import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, MOBILE, artifactPath, assertServerUp, launchBrowser, openPage, url } from './helpers.mjs'
import { keepScreenshotOnFailure, makePicture, memberToken, openMemberPage, registerMember } from './member-helpers.mjs'

// Issue 12's journey: a member logs in and lands on their matches with reason chips, fills in
// native place and horoscope, finds a mutual match by the new filters (with gun milan on the
// profile), and on a phone sees the unread count without opening the menu.
describe('matching and the member’s day', () => {
  let browser
  let bride
  let groom
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    const picture = await makePicture(browser)
    const year = new Date().getFullYear()
    bride = await registerMember(picture, { gender: 'female', fullName: 'Gauri Sathe', dob: `${year - 27}-03-14` })
    // He fits her preferences (28, Maratha) and she fits his; his family is from Satara.
    groom = await registerMember(picture, {
      gender: 'male',
      fullName: 'Omkar Jadhav',
      dob: `${year - 29}-08-02`,
      extra: {
        'partnerPreferences[age][min]': '22',
        'partnerPreferences[age][max]': '30',
        'nativePlace[district]': 'satara',
        'nativePlace[taluka]': 'wai',
        'horoscope[nakshatra]': 'rohini',
        'horoscope[rashi]': 'vrishabha',
      },
    })
  })
  after(() => browser?.close())

  it('logs in to the matches with reason chips, edits native place and horoscope, and finds a mutual match by the new filters', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: DESKTOP })
    try {
      await keepScreenshotOnFailure(page, 'matching', async () => {
        await page.goto(url('/login'))
        await page.getByLabel('E-mail', { exact: true }).fill(bride.email)
        await page.getByLabel('Password', { exact: true }).fill(bride.password)
        await page.getByRole('button', { name: 'Login' }).click()
        // Landed on her home of matches, never the marketing page.
        await page.getByRole('heading', { level: 1, name: 'Welcome back, Gauri' }).waitFor()
        assert.equal(new URL(page.url()).pathname, '/')
        assert.equal(await page.getByText('Register Free').count(), 0)
        await page.getByRole('heading', { name: 'Mutual Matches' }).waitFor()
        const chips = page.getByRole('list', { name: 'Why this match' }).first()
        await chips.waitFor()
        assert.match(await chips.textContent(), /✓/)
        await page.screenshot({ path: artifactPath('matching-home-desktop.png'), fullPage: true })

        await page.goto(url('/edit-profile'))
        await page.getByRole('tab', { name: /^Contact Details/ }).click()
        await page.getByLabel(/^Native district/).selectOption('pune')
        await page.getByLabel(/^Native taluka/).selectOption('haveli')
        await page.getByRole('tab', { name: /^Lifestyle/ }).click()
        await page.getByLabel(/^Nakshatra/).selectOption('ashwini')
        // Ashwini lies wholly in Mesha: the rashi fills itself.
        await page.waitForFunction(() => document.querySelector('#profile-horoscope-rashi')?.value === 'mesha')
        await page.getByRole('button', { name: 'Save Changes' }).click()
        await page.getByText('Profile updated successfully.').waitFor()

        await page.goto(url('/search'))
        await page.getByText('More filters').click()
        await page.getByLabel('Native district').selectOption('satara')
        await page.getByRole('button', { name: 'Apply Filters' }).click()
        await page.waitForURL((target) => target.searchParams.get('nativeDistrict') === 'satara')
        await page.getByLabel('Sort by').selectOption('best')
        await page.waitForURL((target) => target.searchParams.get('sort') === 'best')
        const card = page.locator('article.member-card').filter({ hasText: 'Omkar Jadhav' })
        // Ordered by best match, each card carries its score.
        await card.getByText(/^\d+% compatible$/).waitFor()
        await card.getByRole('link', { name: 'Omkar Jadhav' }).click()
        const horoscope = page.getByRole('region', { name: 'Horoscope' })
        await horoscope.getByText(/of 36 points/).waitFor()
        await page.getByText('Wai, Satara').waitFor()
      })
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })

  it('shows the unread count and the language in the phone header without opening the menu', async () => {
    // He sends her a request: her bell has one unread.
    const token = await memberToken(groom)
    const sent = await fetch(url(`/api/user/send-request/${bride.userId}`), { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
    assert.equal(sent.status, 200)
    const { context, page } = await openMemberPage(browser, bride, { viewport: MOBILE })
    try {
      await keepScreenshotOnFailure(page, 'matching-mobile-header', async () => {
        await page.goto(url('/matches'))
        const bell = page.locator('.site-header__quick').getByRole('link', { name: /^Notifications, \d+ unread$/ })
        await bell.waitFor()
        assert.equal(await bell.isVisible(), true)
        assert.equal(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'), 'false')
        const marathi = page.locator('.site-header__quick').getByRole('button', { name: 'मराठी' })
        assert.equal(await marathi.isVisible(), true)
        await page.screenshot({ path: artifactPath('matching-header-mobile.png') })
      })
    } finally {
      await context.close()
    }
  })
})
