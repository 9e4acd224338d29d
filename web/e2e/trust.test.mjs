import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, assertServerUp, launchBrowser, openPage, url } from './helpers.mjs'
import { keepScreenshotOnFailure, makePicture, openMemberPage, registerMember } from './member-helpers.mjs'

// serve-and-test.sh starts the server with this admin (ADMIN_EMAIL / ADMIN_PASSWORD bootstrap).
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'e2e.admin@reshimgathi.in', password: process.env.ADMIN_PASSWORD ?? 'sahyadri-e2e-admin-2026' }

/** The newest file in an outbox folder (mail or SMS) that matches, read as text; waits for it. */
async function newest(dir, extension, test) {
  assert.ok(dir, 'serve-and-test.sh sets MAIL_DIR and SMS_DIR')
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    let names = []
    try {
      names = readdirSync(dir).filter((name) => name.endsWith(extension) && !name.startsWith('.'))
    } catch {
      // The folder appears with the first message.
    }
    for (const name of names.sort().reverse()) {
      const text = readFileSync(join(dir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
      const found = test(text)
      if (found) return found
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`nothing matching in ${dir}`)
}

async function adminLogin(page) {
  await page.goto(url('/admin/login'))
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(url('/admin/dashboard'))
}

// Issue 13's journey: a member verifies e-mail and phone and sends an ID; an admin approves it and
// the badge shows on search cards; another member reports a profile, the admin suspends it, and
// the reporter sees the outcome.
describe('trust and safety', () => {
  let browser
  let bride
  let groom
  let suitor
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    const picture = await makePicture(browser)
    const year = new Date().getFullYear()
    bride = await registerMember(picture, { gender: 'female', fullName: 'Rutuja Kale', dob: `${year - 26}-05-04` })
    groom = await registerMember(picture, { gender: 'male', fullName: 'Sagar Pawar', dob: `${year - 29}-01-20` })
    suitor = await registerMember(picture, { gender: 'male', fullName: 'Ketan Bhosale', dob: `${year - 30}-09-09` })
  })
  after(() => browser?.close())

  it('verifies e-mail and phone, sends an ID that an admin approves, and the badge shows on search cards', async () => {
    const member = await openMemberPage(browser, bride, { viewport: DESKTOP })
    const admin = await openPage(browser, { viewport: DESKTOP })
    try {
      await keepScreenshotOnFailure(member.page, 'trust-verification', async () => {
        const page = member.page
        await page.goto(url('/verification'))
        await page.getByRole('button', { name: `E-mail a link to ${bride.email}` }).click()
        const link = await newest(process.env.MAIL_DIR, '.eml', (text) =>
          text.includes(bride.email) ? text.match(/https?:\/\/\S+\/verify-email\?token=[^\s"<]+/)?.[0] : undefined,
        )
        await page.goto(link)
        await page.getByText('Your e-mail address is verified.').waitFor()
        await page.goto(url('/verification'))
        await page.getByRole('heading', { name: /E-mail address/ }).getByText('Verified').waitFor()

        await page.getByRole('button', { name: /^Text a code to / }).click()
        const code = await newest(process.env.SMS_DIR, '.txt', (text) => (text.includes(bride.phone) ? text.match(/\b(\d{6})\b/)?.[1] : undefined))
        // A reload between the text and the code keeps the code box (the server knows a code waits).
        await page.getByLabel('The 6-digit code').waitFor()
        await page.reload()
        await page.getByLabel('The 6-digit code').fill(code)
        await page.getByRole('button', { name: 'Verify' }).click()
        await page.getByRole('heading', { name: /Mobile number/ }).getByText('Verified').waitFor()

        const id = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Government ID/ }) })
        await id.getByLabel('Document', { exact: true }).selectOption('aadhaar')
        await id.getByLabel('A clear photo of the document').setInputFiles({ name: 'aadhaar.jpg', mimeType: 'image/jpeg', buffer: await makePicture(browser) })
        await id.getByRole('button', { name: 'Send for verification' }).click()
        await id.getByText(/We are checking what you sent/).waitFor()
      })
      await keepScreenshotOnFailure(admin.page, 'trust-admin-approve', async () => {
        const page = admin.page
        await adminLogin(page)
        await page.getByRole('link', { name: /^Verifications/ }).click()
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Identity document: ${bride.fullName} (${bride.userId})` }) })
        await card.getByRole('img', { name: `The document ${bride.fullName} sent` }).waitFor()
        await card.getByRole('button', { name: 'Approve' }).click()
        await page.getByText('Approved. The badge shows at once.').waitFor()
      })
      const seeker = await openMemberPage(browser, groom, { viewport: DESKTOP })
      try {
        await keepScreenshotOnFailure(seeker.page, 'trust-badge-on-search', async () => {
          await seeker.page.goto(url('/search?verified=1'))
          const card = seeker.page.locator('article.member-card').filter({ hasText: bride.fullName })
          await card.getByText('ID verified').waitFor()
        })
      } finally {
        await seeker.context.close()
      }
    } finally {
      await member.context.close()
      await admin.context.close()
    }
  })

  it('reports a profile; the admin suspends it and the reporter sees the outcome', async () => {
    const reporter = await openMemberPage(browser, bride, { viewport: DESKTOP })
    const admin = await openPage(browser, { viewport: DESKTOP })
    try {
      await keepScreenshotOnFailure(reporter.page, 'trust-report', async () => {
        const page = reporter.page
        await page.goto(url(`/user-profile/${suitor.userId}`))
        await page.getByRole('button', { name: 'Report profile' }).click()
        await page.getByLabel('What is wrong?').selectOption('asking-money')
        await page.getByLabel('Details (optional)').fill('He asked for money for a hospital bill.')
        await page.getByRole('button', { name: 'Send report' }).click()
        await page.waitForURL(url('/search'))
      })
      await keepScreenshotOnFailure(admin.page, 'trust-admin-suspend', async () => {
        const page = admin.page
        await adminLogin(page)
        await page.getByRole('link', { name: /^Reports/ }).click()
        const card = page.getByRole('listitem').filter({ hasText: suitor.userId })
        await card.getByLabel('Action', { exact: true }).selectOption('suspend')
        // A suspension needs its reason: the form says so by the field.
        await card.getByRole('button', { name: 'Apply' }).click()
        await card.getByText('Please give a reason (3 to 500 characters).').waitFor()
        await card.getByLabel(/^Reason/).fill('Asking members for money.')
        await card.getByRole('button', { name: 'Apply' }).click()
        await page.getByText('Done. The reporter has been told.').waitFor()
      })
      await keepScreenshotOnFailure(reporter.page, 'trust-outcome', async () => {
        await reporter.page.goto(url('/notifications'))
        await reporter.page.getByText('Thank you for your report. We reviewed the profile and took action under our rules.').waitFor()
      })
      const login = await fetch(url('/api/auth/login'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.19.0.9' },
        body: JSON.stringify({ email: suitor.email, password: suitor.password }),
      })
      assert.equal(login.status, 403, 'the suspended member cannot log in')
    } finally {
      await reporter.context.close()
      await admin.context.close()
    }
  })
})
