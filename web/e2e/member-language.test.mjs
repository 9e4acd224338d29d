// The language follows the member: one who registered in Marathi logs in on a fresh browser
// and reads Marathi, on the pages a newcomer found in English.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { assertServerUp, launchBrowser, openPage, url } from './helpers.mjs'
import { makePicture, registerMember } from './member-helpers.mjs'

describe("the member's language", () => {
  let browser
  let member
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    member = await registerMember(await makePicture(browser), {
      gender: 'female',
      fullName: 'Sneha Patil',
      dob: '1997-03-14',
      extra: { preferredLanguage: 'mr', 'partnerPreferences[caste]': 'kunbi' },
    })
  })
  after(() => browser?.close())

  it('greets a member who registered in Marathi in Marathi on a fresh browser', async () => {
    const { context, page, problems } = await openPage(browser)
    try {
      await page.goto(url('/login'))
      await page.getByLabel('E-mail').fill(member.email)
      await page.locator('#login-password').fill(member.password)
      await page.getByRole('button', { name: 'Login' }).click()
      await page.waitForFunction(() => document.documentElement.lang === 'mr')
      await page.goto(url('/interests'))
      await page.getByRole('heading', { level: 1, name: 'तुमच्यात रस असलेले सदस्य (फक्त महाराष्ट्र)' }).waitFor()
      await page.goto(url('/matches'))
      await page.locator('#main h1').waitFor()
      const text = await page.locator('#main').innerText()
      assert.ok(!text.includes('Please Change Your Preference'), text)
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })

  it('titles the login page as the login page after the registration page, in Marathi', async () => {
    const { context, page } = await openPage(browser)
    await context.addInitScript(() => localStorage.setItem('lang', 'mr'))
    try {
      await page.goto(url('/register'))
      await page.locator('#main h1').waitFor()
      await page.waitForFunction(() => document.title.startsWith('नोंदणी'))
      await page.locator('header').getByRole('link', { name: 'लॉग इन' }).first().click()
      await page.waitForURL(url('/login'))
      await page.locator('#login-email').waitFor()
      await page.waitForTimeout(500)
      assert.match(await page.title(), /^लॉग इन/)
    } finally {
      await context.close()
    }
  })
})
