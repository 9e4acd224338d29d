import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { artifactPath, assertServerUp, launchBrowser, url } from './helpers.mjs'
import { makePicture, openMemberPage, registerMember } from './member-helpers.mjs'

// Two fresh members in two browsers: A asks, B sees it live, accepts, and A sees the answer.
describe('connections: requests, interests, notifications', () => {
  let browser
  let groom
  let bride
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    const picture = await makePicture(browser)
    groom = await registerMember(picture, { gender: 'male', fullName: 'Aniket Kulkarni', dob: '1995-06-02' })
    bride = await registerMember(picture, { gender: 'female', fullName: 'Snehal Deshmukh', dob: '1997-03-14' })
  })
  after(() => browser?.close())

  it('A sends, B sees the badge rise live, accepts on /interests, and A sees Connected and the acceptance', async () => {
    const a = await openMemberPage(browser, groom)
    const b = await openMemberPage(browser, bride)
    try {
      // B is somewhere else in the app, with nothing unread.
      await b.page.goto(url('/matches'))
      const bBell = b.page.getByRole('link', { name: /^Notifications/ })
      await bBell.waitFor()
      assert.equal(await bBell.getAttribute('aria-label'), 'Notifications')

      // A opens B's profile and connects.
      await a.page.goto(url(`/user-profile/${bride.userId}`))
      await a.page.getByRole('heading', { level: 1, name: bride.fullName }).waitFor()
      await a.page.getByRole('button', { name: /^Connect/ }).click()
      await a.page.getByRole('button', { name: /Request Sent/ }).waitFor()
      await a.page.getByRole('button', { name: `Withdraw your request to ${bride.fullName}` }).waitFor()

      // B's header badge rises without a reload, and the request is announced.
      await b.page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 15000 })
      await b.page.getByText(`${groom.fullName} sent you a connection request.`).first().waitFor()
      assert.equal(await b.page.locator('.notification-bell__badge').textContent(), '1')

      // On A's profile, B sees who asked: Received Request leads to /interests.
      await b.page.goto(url(`/user-profile/${groom.userId}`))
      await b.page.getByRole('link', { name: 'Received Request' }).click()
      await b.page.waitForURL(url('/interests'))
      await b.page.getByRole('heading', { level: 1, name: 'People Interested in You (Maharashtra Only)' }).waitFor()
      const card = b.page.locator('article.member-card').filter({ hasText: groom.fullName })
      await card.getByText(`ID: ${groom.userId}`).waitFor()
      await card.getByRole('button', { name: `Accept the request from ${groom.fullName}` }).click()
      await b.page.getByText('Request Accepted').waitFor()
      await card.waitFor({ state: 'detached' })
      await b.page.getByText('No requests yet.').waitFor()

      // A, still on B's profile, sees Connected (live), and it stays after a reload.
      await a.page.getByRole('button', { name: /Connected/ }).waitFor({ timeout: 15000 })
      await a.page.reload()
      const connected = a.page.getByRole('button', { name: /Connected/ })
      await connected.waitFor()
      assert.equal(await connected.isDisabled(), true)

      // A's notifications show the acceptance, highlighted as new; showing it marks it read, so
      // the bell's badge clears without pressing Mark As Read (issue 26).
      await a.page.getByRole('link', { name: 'Notifications, 1 unread' }).click()
      await a.page.waitForURL(url('/notifications'))
      const item = a.page.locator('.notification').filter({ hasText: `${bride.fullName} accepted your connection request.` })
      await item.waitFor()
      assert.match(await item.getAttribute('class'), /notification--unread/)
      await item.getByText(/^(Just now|\d+ minutes? ago)$/).waitFor()
      await a.page.getByText('Total: 1').waitFor()
      await a.page.screenshot({ path: artifactPath('notifications-desktop.png'), fullPage: true })
      await a.page.getByRole('link', { name: 'Notifications', exact: true }).waitFor()
      assert.equal(await a.page.getByRole('button', { name: 'Mark As Read' }).isDisabled(), true)
      // Read for good: a reload shows it as read.
      await a.page.reload()
      await item.waitFor()
      assert.doesNotMatch(await item.getAttribute('class'), /notification--unread/)

      // A notification opens the sender's profile.
      await item.getByRole('link').click()
      await a.page.waitForURL(url(`/user-profile/${bride.userId}`))

      // Both now list each other as connections.
      await a.page.goto(url('/connected'))
      await a.page.getByRole('heading', { level: 1, name: 'Your Connections' }).waitFor()
      const connection = a.page.locator('article.member-card').filter({ hasText: bride.fullName })
      assert.equal(
        await connection.getByRole('link', { name: `View the profile of ${bride.fullName}` }).getAttribute('href'),
        `/user-profile/${bride.userId}`,
      )
      await b.page.goto(url('/connected'))
      await b.page.locator('article.member-card').filter({ hasText: groom.fullName }).waitFor()
      assert.deepEqual([...a.problems, ...b.problems], [])
    } finally {
      await a.context.close()
      await b.context.close()
    }
  })

  it('shows the empty states of a member with no requests or connections yet', async () => {
    const picture = await makePicture(browser)
    const loner = await registerMember(picture, { gender: 'female', fullName: 'Gauri Joshi', dob: '1998-01-20' })
    const { context, page } = await openMemberPage(browser, loner)
    try {
      await page.goto(url('/interests'))
      await page.getByText('No requests yet.').waitFor()
      await page.goto(url('/connected'))
      await page.getByText('No connections found.').waitFor()
      await page.goto(url('/notifications'))
      await page.getByText('No notifications yet.').waitFor()
    } finally {
      await context.close()
    }
  })
})
