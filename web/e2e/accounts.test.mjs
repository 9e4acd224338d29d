// Accounts end to end: a visitor registers through the six-step wizard (with a picture), logs in,
// sees the dashboard, edits the profile and logs out; a member resets a forgotten password with
// the code from the e-mail the server wrote to MAIL_DIR, then logs in with the new password.
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, MOBILE, artifactPath, assertServerUp, launchBrowser, openPage, url } from './helpers.mjs'
import { makePicture, registerMember } from './member-helpers.mjs'

const PASSWORD = 'tulsi-vrindavan-2026'

function uniqueContact() {
  const digits = `${Date.now()}`.slice(-8) + `${Math.floor(Math.random() * 90) + 10}`
  return { email: `e2e.wizard.${digits}@example.in`, phone: `9${digits.slice(-9)}` }
}

async function toast(page, text) {
  await page.locator('.toast', { hasText: text }).first().waitFor()
}

async function next(page, stepTitle) {
  await page.getByRole('button', { name: 'Next' }).click()
  await page.locator('#register-step-title', { hasText: stepTitle }).waitFor()
}

/** Quoted-printable body of an .eml file, decoded enough to read the code (digits and ASCII). */
function decodeQuotedPrintable(text) {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
}

/** Waits for the newest reset-code mail to this address written after `since`, and reads the code. */
async function resetCodeFromMail(email, since) {
  const dir = process.env.MAIL_DIR
  assert.ok(dir, 'MAIL_DIR must point at the server’s mail outbox (web/e2e/serve-and-test.sh sets it)')
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    let names = []
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    } catch {
      // The outbox directory appears with the first mail.
    }
    for (const name of names.sort().reverse()) {
      const raw = readFileSync(join(dir, name), 'utf8')
      if (!/^Subject: Your Reshimgathi password reset code\r?$/m.test(raw)) continue
      if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue
      // File names start with the UTC time they were written (20260101T101010.123456789Z).
      const stamp = name.slice(0, 15).replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3T$4:$5:$6Z')
      if (Date.parse(stamp) < since - 1000) continue
      const match = decodeQuotedPrintable(raw).match(/reset code is (\d{6})/)
      if (match) return match[1]
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no reset code mail for ${email} in ${dir}`)
}

describe('accounts', () => {
  let browser
  let picture
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    picture = await makePicture(browser)
  })
  after(() => browser?.close())

  it('registers through six steps (signed in at once), sees the dashboard, edits the profile and logs out', async () => {
    const { context, page, problems } = await openPage(browser)
    const { email, phone } = uniqueContact()
    try {
      await page.goto(url('/register'))
      await page.locator('#register-step-title', { hasText: 'Basic Details' }).waitFor()
      await page.waitForFunction(() => document.querySelectorAll('#profile-religion option').length > 1)

      // Next is refused until the step is valid.
      await page.getByRole('button', { name: 'Next' }).click()
      await page.getByText('Full name is required').waitFor()
      await page.screenshot({ path: artifactPath('accounts-register-errors-desktop.png'), fullPage: true })

      await page.getByLabel('Full name', { exact: true }).fill('Aarti Deshmukh')
      await page.getByLabel('Female', { exact: true }).check()
      await page.getByLabel('Date of birth', { exact: true }).fill('1996-08-20')
      await page.getByLabel('Religion', { exact: true }).selectOption('hindu')
      await page.getByLabel('Caste', { exact: true }).selectOption('other')
      await page.getByLabel('Your caste', { exact: true }).fill('Deshastha Rigvedi')
      await page.getByLabel('Marital status', { exact: true }).selectOption('divorce')
      await page.getByLabel('Number of children', { exact: true }).fill('0')
      await next(page, 'Contact Details')

      await page.getByLabel('City', { exact: true }).selectOption('Pune')
      await page.getByLabel('Mobile number (10 digits)', { exact: true }).fill(phone)
      await page.getByLabel('E-mail', { exact: true }).fill(email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await next(page, 'Physical & Education')

      await page.getByLabel('Education', { exact: true }).selectOption('be-btech')
      await page.getByLabel('Profession', { exact: true }).selectOption('software-engineer')
      await page.getByLabel('Monthly income', { exact: true }).fill('85')
      await page.getByLabel('Blood group', { exact: true }).selectOption('B+')
      await page.getByLabel('Height', { exact: true }).fill('162')
      await page.getByLabel('Weight', { exact: true }).fill('55')
      const languages = page.getByLabel('Languages you speak', { exact: true })
      await languages.fill('Marathi')
      await languages.press('Enter')
      await languages.pressSequentially('English,marathi,')
      await page.getByRole('list', { name: 'Languages you speak added' }).getByRole('listitem').nth(1).waitFor()
      assert.equal(await page.getByRole('list', { name: 'Languages you speak added' }).getByRole('listitem').count(), 2)
      const hobbies = page.getByLabel('Hobbies', { exact: true })
      await hobbies.fill('Reading')
      await hobbies.press('Enter')
      await next(page, 'Family')

      await page.getByLabel("Father's name", { exact: true }).fill('Suresh Deshmukh')
      await page.getByLabel("Father's occupation", { exact: true }).fill('Farmer')
      await page.getByLabel("Mother's name", { exact: true }).fill('Lata Deshmukh')
      await page.getByLabel("Mother's occupation", { exact: true }).fill('Teacher')
      await page.getByLabel('Number of siblings', { exact: true }).fill('1')
      await next(page, 'Lifestyle')

      await page.getByLabel('Vegetarian', { exact: true }).check()
      await page.getByRole('group', { name: 'Any disability?' }).getByLabel('No', { exact: true }).check()
      await page.getByLabel(/^Membership plan/).selectOption('standard')
      await next(page, 'Preferences')

      await page.getByLabel('Minimum age', { exact: true }).fill('27')
      await page.getByLabel('Maximum age', { exact: true }).fill('33')
      await page.getByLabel('City (optional)', { exact: true }).selectOption('Pune')
      await page.locator('#profile-profilePicture').setInputFiles({ name: 'aarti.jpg', mimeType: 'image/jpeg', buffer: picture })
      await page.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor()
      await page.getByLabel(/I accept the Terms and Conditions/).check()
      for (const declaration of [/to find a life partner/, /What I wrote about myself is true/, /marriageable age/]) {
        await page.getByLabel(declaration).check()
      }
      await page.screenshot({ path: artifactPath('accounts-register-step6-desktop.png'), fullPage: true })
      await page.getByRole('button', { name: 'Submit' }).click()

      // Registered is signed in: the member lands on their home, no second login (issue 26).
      await page.waitForURL(url('/'))
      await toast(page, 'Welcome! Your profile is ready.')

      // The account menu: name, member id, plan (none bought yet: the Standard picked at step 5 is
      // only a preference), upgrade prompt and links.
      const menu = page.getByRole('button', { name: 'Account menu for Aarti Deshmukh' })
      await menu.click()
      await page.locator('.profile-menu').getByText('Free member').waitFor()
      assert.equal(await page.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href'), '/buy?plan=standard')
      await page.getByText('Upgrade membership to call or message with matches').waitFor()
      assert.match(await page.locator('.profile-menu__meta').textContent(), /^ID: MH[0-9A-Z]{8}$/)
      await page.screenshot({ path: artifactPath('accounts-menu-desktop.png') })
      await page.keyboard.press('Escape')
      assert.equal(await menu.getAttribute('aria-expanded'), 'false')
      await menu.click()
      await page.getByRole('link', { name: 'Dashboard' }).click()

      await page.waitForURL(url('/dashboard'))
      await page.getByRole('heading', { level: 1, name: 'Aarti Deshmukh' }).waitFor()
      await page.locator('.dashboard-hero__plan', { hasText: 'Free member' }).waitFor()
      await page.getByText('₹10,20,000 p.a.').waitFor()
      await page.getByText('Deshastha Rigvedi').waitFor()
      await page.waitForFunction(() => {
        const photo = document.querySelector('.dashboard-hero__photo')
        return photo instanceof HTMLImageElement && photo.complete && photo.naturalWidth > 0
      })
      await page.screenshot({ path: artifactPath('accounts-dashboard-desktop.png'), fullPage: true })

      await page.getByRole('link', { name: 'Edit Profile' }).click()
      await page.waitForURL(url('/edit-profile'))
      const save = page.getByRole('button', { name: 'Save Changes' })
      await save.waitFor()
      assert.equal(await save.isDisabled(), true, 'nothing to save yet')
      await page.getByRole('tab', { name: 'Family' }).click()
      await page.getByLabel("Father's occupation", { exact: true }).fill('Retired farmer')
      assert.equal(await save.isDisabled(), false)
      await page.screenshot({ path: artifactPath('accounts-edit-desktop.png'), fullPage: true })
      await save.click()
      await toast(page, 'Profile updated successfully.')
      await page.waitForFunction(() => document.querySelector('.edit-profile__actions .button--primary')?.disabled === true)

      // Saved on the server: a fresh load of the dashboard shows it.
      await page.goto(url('/dashboard'))
      await page.getByText('Retired farmer').waitFor()

      await page.getByRole('button', { name: 'Account menu for Aarti Deshmukh' }).click()
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.waitForURL(url('/login'))
      await page.getByRole('link', { name: 'Login', exact: true }).waitFor()
      assert.equal(await page.evaluate(() => window.localStorage.getItem('token')), null)

      // Member pages need a login again, and come back after it.
      await page.goto(url('/edit-profile'))
      await page.waitForURL(url('/login?next=%2Fedit-profile'))
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })

  it('resets a forgotten password with the e-mailed code, then logs in with the new one', async () => {
    const member = await registerMember(picture, { gender: 'female', fullName: 'Kavya Joshi', dob: '1995-02-11' })
    const { context, page, problems } = await openPage(browser, { viewport: MOBILE })
    const newPassword = 'shravan-sari-sunrise-7'
    try {
      await page.goto(url('/forgot-password'))
      await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor()
      await page.screenshot({ path: artifactPath('accounts-forgot-mobile.png'), fullPage: true })
      const since = Date.now()
      await page.getByLabel('E-mail', { exact: true }).fill(member.email)
      await page.getByRole('button', { name: 'Send code' }).click()
      await page.getByLabel('Reset code', { exact: true }).waitFor()

      const code = await resetCodeFromMail(member.email, since)
      await page.getByLabel('Reset code', { exact: true }).fill(code)
      await page.getByRole('button', { name: 'Verify code' }).click()
      await page.getByRole('heading', { level: 1, name: 'Create New Password' }).waitFor()
      await page.getByLabel('New password', { exact: true }).fill(newPassword)
      await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword)
      await page.screenshot({ path: artifactPath('accounts-reset-mobile.png'), fullPage: true })
      await page.getByRole('button', { name: 'Save password' }).click()
      await page.waitForURL(url('/login'))
      await toast(page, 'Password reset successful.')

      await page.getByLabel('Password', { exact: true }).fill(member.password)
      await page.getByRole('button', { name: 'Login' }).click()
      await toast(page, 'Invalid email or password.')

      await page.getByLabel('Password', { exact: true }).fill(newPassword)
      await page.getByRole('button', { name: 'Login' }).click()
      await toast(page, 'Login successful')
      await page.waitForURL(url('/'))
      assert.ok(await page.evaluate(() => window.localStorage.getItem('token')))
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })

  it('lays the member screens out for a phone and a desktop', async () => {
    const member = await registerMember(picture, { gender: 'male', fullName: 'Omkar Kulkarni', dob: '1992-09-05' })
    for (const [name, viewport] of [
      ['mobile', MOBILE],
      ['desktop', DESKTOP],
    ]) {
      const { context, page, problems } = await openPage(browser, { viewport })
      try {
        await page.goto(url('/login'))
        await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor()
        await page.screenshot({ path: artifactPath(`accounts-login-${name}.png`), fullPage: true })
        await page.getByLabel('E-mail', { exact: true }).fill(member.email)
        await page.getByLabel('Password', { exact: true }).fill(member.password)
        await page.getByRole('button', { name: 'Show password' }).click()
        assert.equal(await page.getByLabel('Password', { exact: true }).getAttribute('type'), 'text')
        await page.getByRole('button', { name: 'Login' }).click()
        await page.waitForURL(url('/'))

        for (const [path, ready, file] of [
          ['/dashboard', page.getByRole('heading', { level: 1, name: 'Omkar Kulkarni' }), 'dashboard'],
          ['/edit-profile', page.getByRole('button', { name: 'Save Changes' }), 'edit'],
          ['/buy', page.getByRole('button', { name: /^Pay ₹/ }), 'buy'],
        ]) {
          await page.goto(url(path))
          await ready.waitFor()
          await page.waitForLoadState('networkidle')
          await page.screenshot({ path: artifactPath(`accounts-${file}-${name}.png`), fullPage: true })
        }
        if (name === 'mobile') {
          await page.getByRole('button', { name: 'Open menu' }).click()
          await page.getByRole('button', { name: 'Account menu for Omkar Kulkarni' }).click()
          await page.getByText('Upgrade Now').waitFor()
          await page.screenshot({ path: artifactPath('accounts-menu-mobile.png'), fullPage: true })
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`)
        assert.deepEqual(problems, [])
      } finally {
        await context.close()
      }
    }
    const { context, page } = await openPage(browser, { viewport: MOBILE })
    try {
      await page.goto(url('/register'))
      await page.locator('#register-step-title', { hasText: 'Basic Details' }).waitFor()
      await page.waitForFunction(() => document.querySelectorAll('#profile-religion option').length > 1)
      await page.screenshot({ path: artifactPath('accounts-register-mobile.png'), fullPage: true })
    } finally {
      await context.close()
    }
  })
})
