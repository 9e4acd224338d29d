import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { MOBILE, artifactPath, assertServerUp, launchBrowser, url } from './helpers.mjs'
import { keepScreenshotOnFailure, makePicture, memberToken, openMemberPage, registerMember } from './member-helpers.mjs'

// A's plan is bought as the SPA buys it, through the sandbox checkout: order, pay, verify
// (web/e2e/payments.test.mjs drives the same purchase through the screens).
async function buyPlan(token, plan) {
  const call = async (path, body) => {
    const response = await fetch(url(path), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = await response.json()
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(json)}`)
    return json
  }
  const order = await call('/api/payments/orders', { plan })
  const paid = await call(`/api/payments/sandbox/orders/${order.orderId}/complete`, { outcome: 'paid' })
  const { payment } = await call('/api/payments/verify', {
    razorpay_order_id: paid.razorpay_order_id,
    razorpay_payment_id: paid.razorpay_payment_id,
    razorpay_signature: paid.razorpay_signature,
  })
  assert.equal(payment.status, 'captured')
}

async function api(token, method, path) {
  const response = await fetch(url(path), { method, headers: { Authorization: `Bearer ${token}` } })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
}

// A subscriber and a connection in two browsers: A writes, B reads it live and answers (a
// member without a subscription may reply to a conversation a subscriber started), A sees it.
describe('messaging between connections', () => {
  let browser
  let groom
  let bride
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    const picture = await makePicture(browser)
    groom = await registerMember(picture, { gender: 'male', fullName: 'Aniket Kulkarni', dob: '1995-06-02' })
    bride = await registerMember(picture, { gender: 'female', fullName: 'Snehal Deshmukh', dob: '1997-03-14' })
    await buyPlan(await memberToken(groom), 'standard')
  })
  after(() => browser?.close())

  it('A messages B from her profile, B receives it live and answers, A sees the answer and the receipt live', async () => {
    const a = await openMemberPage(browser, groom)
    const b = await openMemberPage(browser, bride)
    try {
      await api(a.token, 'POST', `/api/user/send-request/${bride.userId}`)
      await api(b.token, 'POST', `/api/user/accept-request/${groom.userId}`)

      // B waits on /messages with nothing yet.
      await b.page.goto(url('/messages'))
      await b.page.getByText('No conversations yet.').waitFor()
      const bLink = b.page.getByRole('link', { name: /^Messages/ })
      assert.equal(await bLink.getAttribute('aria-label'), 'Messages')

      // A opens B's profile: Message leads to the thread.
      await keepScreenshotOnFailure(a.page, 'messaging-a-profile', async () => {
        await a.page.goto(url(`/user-profile/${bride.userId}`))
        await a.page.getByRole('heading', { level: 1, name: bride.fullName }).waitFor()
        await a.page.getByRole('link', { name: 'Message', exact: true }).click()
        await a.page.waitForURL(url(`/messages/${bride.userId}`))
      })
      const aThread = a.page.getByRole('log', { name: `Messages with ${bride.fullName}` })
      await aThread.getByText('No messages yet. Say namaskar!').waitFor()
      const first = 'Namaskar Snehal! <b>Shall we talk this weekend?</b>'
      await a.page.getByRole('textbox', { name: `Write a message to ${bride.fullName}` }).fill(first)
      await a.page.getByText(`${[...first].length} / 2000`).waitFor()
      await a.page.getByRole('button', { name: 'Send' }).click()
      await aThread.getByText(first, { exact: true }).waitFor()

      // B: the badge rises and the conversation appears without a reload.
      await keepScreenshotOnFailure(b.page, 'messaging-b-live', async () => {
        await b.page.getByRole('link', { name: 'Messages, 1 unread' }).waitFor({ timeout: 15000 })
        await b.page.getByRole('link', { name: new RegExp(groom.fullName) }).click()
        await b.page.waitForURL(url(`/messages/${groom.userId}`))
      })
      const bThread = b.page.getByRole('log', { name: `Messages with ${groom.fullName}` })
      // The markup arrives as the characters A typed, not as HTML.
      await bThread.getByText(first, { exact: true }).waitFor()
      assert.equal(await bThread.locator('b').count(), 0)
      // Reading it clears the badge, and A sees the receipt live.
      await b.page.getByRole('link', { name: 'Messages', exact: true }).waitFor()
      await aThread.getByText('Seen').waitFor({ timeout: 15000 })

      // B has no subscription, but may answer a conversation a subscriber started.
      const answer = 'Ho, nakki! Sunday at Shaniwar Wada?'
      await b.page.getByRole('textbox', { name: `Write a message to ${groom.fullName}` }).fill(answer)
      await b.page.keyboard.press('Control+Enter')
      await bThread.getByText(answer).waitFor()

      // A, still in the thread, sees the answer arrive.
      await aThread.getByText(answer).waitFor({ timeout: 15000 })
      await a.page.screenshot({ path: artifactPath('messages-desktop.png'), fullPage: true })
    } finally {
      await a.context.close()
      await b.context.close()
    }
  })

  it('on a phone, the list and the thread are two screens', async () => {
    const b = await openMemberPage(browser, bride, { viewport: MOBILE })
    try {
      await b.page.goto(url('/messages'))
      const conversation = b.page.getByRole('link', { name: new RegExp(groom.fullName) })
      await conversation.waitFor()
      assert.equal(await b.page.getByText('Choose a conversation to read it here.').isVisible(), false)
      await conversation.click()
      await b.page.getByRole('log', { name: `Messages with ${groom.fullName}` }).waitFor()
      assert.equal(await b.page.getByRole('list', { name: 'Your conversations' }).isVisible(), false)
      await b.page.screenshot({ path: artifactPath('messages-mobile.png'), fullPage: true })
      await b.page.getByRole('link', { name: 'All conversations' }).click()
      await b.page.waitForURL(url('/messages'))
      await b.page.getByRole('list', { name: 'Your conversations' }).waitFor()
    } finally {
      await b.context.close()
    }
  })
})
