import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { MOBILE, artifactPath, assertServerUp, launchBrowser, url } from './helpers.mjs'
import { keepScreenshotOnFailure, makePicture, openMemberPage, registerMember } from './member-helpers.mjs'

// Buying a plan in the sandbox checkout (the server runs without Razorpay keys): the order, the
// checkout, the server's verification and the sandbox's webhooks are the real ones.
describe('payments: buying a plan in the sandbox', () => {
  let browser
  let picture
  let bride
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    picture = await makePicture(browser)
    bride = await registerMember(picture, { gender: 'female', fullName: 'Gauri Joshi', dob: '1997-08-21' })
  })
  after(() => browser?.close())

  it('a member buys Standard, sees the badge at once, reveals a contact and finds the receipt', async () => {
    const groom = await registerMember(picture, { gender: 'male', fullName: 'Rohan Kulkarni', dob: '1994-02-11' })
    const { context, page, problems } = await openMemberPage(browser, groom)
    try {
      await keepScreenshotOnFailure(page, 'payments-buy', async () => {
        // A free member: no badge, and the contact gate sends him to /buy with a plan chosen.
        await page.goto(url(`/user-profile/${bride.userId}`))
        await page.getByRole('heading', { level: 1, name: bride.fullName }).waitFor()
        const contact = page.getByRole('region', { name: 'Contact' })
        await contact.getByText('To view contact details, please upgrade your plan.').waitFor()
        assert.equal(await contact.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href'), '/buy?plan=basic')

        // The header menu's Upgrade Now leads to /buy; he picks Standard there.
        await page.goto(url('/buy?plan=standard'))
        const choice = page.getByRole('region', { name: 'Your choice: Standard' })
        await choice.getByText('₹299 for 2 months, 35 contact views.').waitFor()
        await choice.getByRole('button', { name: 'Pay ₹299' }).click()

        const checkout = page.getByRole('dialog', { name: 'Complete your payment' })
        await checkout.getByText('Test checkout: no real money').waitFor()
        await page.screenshot({ path: artifactPath('payments-sandbox-checkout.png') })
        await checkout.getByRole('button', { name: 'Pay ₹299' }).click()

        await page.getByRole('heading', { level: 2, name: 'Payment successful' }).waitFor({ timeout: 15000 })
        await page.getByText(/Your Standard membership is active until/).waitFor()
        await page.screenshot({ path: artifactPath('payments-success.png'), fullPage: true })

        // The badge changes without a reload: the account menu reads the refreshed profile.
        await page.getByRole('button', { name: `Account menu for ${groom.fullName}` }).click()
        await page.locator('.profile-menu__panel').getByText('Standard plan').waitFor()
        await page.keyboard.press('Escape')

        // Contact details open, one of 35.
        await page.goto(url(`/user-profile/${bride.userId}`))
        await contact.getByText('You can view 35 more contacts with your plan.').waitFor()
        await contact.getByRole('button', { name: 'View contact details' }).click()
        const phone = contact.getByRole('link', { name: /^Call Gauri Joshi/ })
        await phone.waitFor()
        assert.match(await phone.getAttribute('href'), /^tel:\+91[0-9]{10}$/)
        await contact.getByText('You can view 34 more contacts with your plan.').waitFor()

        // The dashboard says the same, and the receipt is one click away.
        await page.goto(url('/dashboard'))
        await page.getByText('Standard Member').waitFor()
        await page.getByText('34 contact views left').waitFor()
        await page.getByRole('link', { name: 'Payments & receipts' }).click()
        await page.waitForURL(url('/payments'))
        const row = page.getByRole('list', { name: 'Your payments' }).getByRole('listitem').first()
        await row.getByText('Paid', { exact: true }).waitFor()
        await row.getByRole('link', { name: /^View receipt RG\// }).click()
        const receipt = page.getByRole('article', { name: 'Receipt' })
        await receipt.getByText('Standard membership, 2 months').waitFor()
        await receipt.getByText('GST included (18%)').waitFor()
        const number = (await receipt.locator('.receipt__facts dd').first().textContent()).trim()
        assert.match(number, /^RG\/\d{2}-\d{2}\/\d{6}$/)
        await page.emulateMedia({ media: 'print' })
        assert.equal(await page.locator('.site-header').isVisible(), false, 'the printed receipt has no header')
        assert.equal(await page.getByRole('button', { name: 'Print receipt' }).isVisible(), false)
        await page.screenshot({ path: artifactPath('payments-receipt-print.png'), fullPage: true })
        await page.emulateMedia({ media: 'screen' })

        // The receipt was e-mailed too (the server writes mail to files when no SMTP is set).
        if (process.env.MAIL_DIR) {
          const mailed = readdirSync(process.env.MAIL_DIR).some((file) =>
            readFileSync(join(process.env.MAIL_DIR, file), 'utf8').includes(`Your Reshimgathi receipt ${number}`),
          )
          assert.ok(mailed, `receipt ${number} e-mailed`)
        }
      })
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })

  it('a failed payment activates nothing and can be tried again', async () => {
    const member = await registerMember(picture, { gender: 'male', fullName: 'Sagar Patil', dob: '1993-09-30' })
    const { context, page, problems } = await openMemberPage(browser, member, { viewport: MOBILE })
    try {
      await keepScreenshotOnFailure(page, 'payments-failed', async () => {
        await page.goto(url('/buy?plan=basic'))
        await page.getByRole('button', { name: 'Pay ₹199' }).click()
        await page.getByRole('dialog', { name: 'Complete your payment' }).getByRole('button', { name: 'Make the payment fail' }).click()
        const alert = page.getByRole('alert').filter({ hasText: 'Payment failed' })
        await alert.getByText('Payment failed in the sandbox checkout').waitFor({ timeout: 15000 })
        await page.screenshot({ path: artifactPath('payments-failed-mobile.png'), fullPage: true })

        await page.goto(url('/payments'))
        const row = page.getByRole('list', { name: 'Your payments' }).getByRole('listitem').first()
        await row.getByText('Failed', { exact: true }).waitFor()
        await page.goto(url('/dashboard'))
        await page.locator('.dashboard-hero__plan', { hasText: 'Free member' }).waitFor()

        // Try again: this time it goes through.
        await page.goto(url('/buy?plan=basic'))
        await page.getByRole('button', { name: 'Pay ₹199' }).click()
        await page.getByRole('dialog', { name: 'Complete your payment' }).getByRole('button', { name: 'Pay ₹199' }).click()
        await page.getByRole('heading', { level: 2, name: 'Payment successful' }).waitFor({ timeout: 15000 })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`)
      })
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })
})
