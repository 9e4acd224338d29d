import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { MOBILE, artifactPath, assertServerUp, launchBrowser, url } from './helpers.mjs'
import { keepScreenshotOnFailure, makePicture, memberToken, openMemberPage, registerMember } from './member-helpers.mjs'

// Issue 25 as a family meets it: the birth place is picked from the list on Edit Profile, and a
// connection sees the kundali drawn from the stored birth details (the North Indian chart, with
// its houses readable as a table), on a phone.
describe('the horoscope from birth details', () => {
  let browser
  let bride
  let groom
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    const picture = await makePicture(browser)
    const year = new Date().getFullYear()
    bride = await registerMember(picture, {
      gender: 'female',
      fullName: 'Radhika Bhosale',
      dob: `${year - 26}-03-14`,
      extra: { 'horoscope[birthTime]': '06:45', 'horoscope[birthPlace]': 'mh-satara-wai' },
    })
    groom = await registerMember(picture, { gender: 'male', fullName: 'Aniket Pawar', dob: `${year - 29}-08-02` })
    const post = async (token, path) => {
      const response = await fetch(url(path), { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
      assert.ok(response.ok, `${path}: ${response.status}`)
    }
    await post(await memberToken(groom), `/api/user/send-request/${bride.userId}`)
    await post(await memberToken(bride), `/api/user/accept-request/${groom.userId}`)
  })
  after(() => browser?.close())

  it('picks the birth place from the list on Edit Profile', async () => {
    const { context, page, problems } = await openMemberPage(browser, bride, { viewport: MOBILE })
    try {
      await keepScreenshotOnFailure(page, 'horoscope-birth-place', async () => {
        await page.goto(url('/edit-profile'))
        await page.getByRole('tab', { name: /^Lifestyle/ }).click()
        const place = page.getByLabel(/^Place of birth/).last()
        // The stored place is shown by its name, not its id.
        await page.waitForFunction(() => [...document.querySelectorAll('input')].some((i) => i.value.startsWith('Wai')))
        await place.fill('Karad')
        const list = page.getByRole('list', { name: 'Birth places' })
        await list.getByRole('button', { name: /^Karad — Satara/ }).click()
        assert.match(await place.inputValue(), /^Karad/)
        await page.getByRole('button', { name: 'Save Changes' }).click()
        await page.getByText('Profile updated successfully.').waitFor()
      })
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })

  it('shows a connection the kundali chart drawn from the birth details', async () => {
    const { context, page, problems } = await openMemberPage(browser, groom, { viewport: MOBILE })
    try {
      await keepScreenshotOnFailure(page, 'horoscope-kundali', async () => {
        await page.goto(url(`/user-profile/${bride.userId}`))
        const horoscope = page.getByRole('region', { name: 'Horoscope' })
        await horoscope.waitFor()
        const chart = horoscope.getByRole('img', { name: /Kundali/ })
        await chart.waitFor()
        // Nine grahas are placed; the table under the chart lists all twelve houses.
        await horoscope.getByText('The chart as a list').click()
        const rows = horoscope.getByRole('table').getByRole('row')
        assert.equal(await rows.count(), 13)
        const text = await horoscope.getByRole('table').textContent()
        for (const graha of ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']) {
          assert.match(text, new RegExp(graha), `${graha} is not in the chart's table`)
        }
        await page.screenshot({ path: artifactPath('horoscope-kundali-mobile.png'), fullPage: true })
      })
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })
})
