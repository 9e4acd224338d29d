import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { after, before, describe, it } from 'node:test'
import { MOBILE, artifactPath, assertServerUp, launchBrowser, url } from './helpers.mjs'
import { keepScreenshotOnFailure, makePicture, openMemberPage, registerMember } from './member-helpers.mjs'

// A fresh member takes a copy of their data from the settings page, then deletes their account.
describe('privacy: download my data, delete my account', () => {
  let browser
  let member
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    member = await registerMember(await makePicture(browser), { gender: 'female', fullName: 'Revati Gokhale', dob: '1996-09-21' })
  })
  after(() => browser?.close())

  it('downloads the data as a file, then erases the account and goes home', async () => {
    const { context, page, problems } = await openMemberPage(browser, member, { viewport: MOBILE })
    try {
      await keepScreenshotOnFailure(page, 'privacy', async () => {
        await page.goto(url('/settings'))
        await page.getByRole('heading', { level: 2, name: 'Your data and account' }).waitFor()

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download my data' }).click(),
        ])
        assert.equal(download.suggestedFilename(), `reshimgathi-${member.userId}.json`)
        const data = JSON.parse(await readFile(await download.path(), 'utf8'))
        assert.equal(data.account.email, member.email)
        assert.equal(data.profile.fullName, 'Revati Gokhale')

        await page.getByRole('button', { name: 'Delete my account' }).click()
        await page.getByLabel('Enter your password to confirm').fill(member.password)
        await page.getByRole('region', { name: 'Your data and account' }).screenshot({ path: artifactPath('privacy-confirm-mobile.png') })
        await page.getByRole('button', { name: 'Delete my account for good' }).click()
        await page.getByText('Your account has been deleted.', { exact: false }).waitFor()
        await page.waitForURL(url('/'))
        assert.equal(await page.evaluate(() => window.localStorage.getItem('token')), null)

        const login = await fetch(url('/api/auth/login'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: member.email, password: member.password }),
        })
        assert.equal(login.status, 401, 'the erased account cannot log in')
        assert.deepEqual(problems, [])
      })
    } finally {
      await context.close()
    }
  })
})
