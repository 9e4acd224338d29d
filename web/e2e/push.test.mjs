// Notifications on a device (docs/push.md), through the real server: turning them on from
// /settings asks for the browser's permission only on the click, the server stores the device
// with what it is pushed and its quiet hours, and logging out on the device forgets it.
//
// Chromium reaches Google's push service to subscribe, which this machine cannot reach, so the
// browser's PushManager.subscribe is the one thing replaced: it answers a subscription on
// fcm.googleapis.com with a real P-256 key and secret, as Chromium would. Everything after it
// (the server's checks, the stored device, the logout) is the product's own.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { assertServerUp, launchBrowser, url } from './helpers.mjs'
import { apiLogin, keepScreenshotOnFailure, makePicture, memberToken, openMemberPage, registerMember } from './member-helpers.mjs'

async function devicesOf(member) {
  const response = await fetch(url('/api/user/push/subscriptions'), { headers: { Authorization: `Bearer ${await memberToken(member)}` } })
  assert.equal(response.status, 200)
  return (await response.json()).devices
}

describe('notifications on this device', () => {
  let browser
  let member
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    member = await registerMember(await makePicture(browser), { gender: 'female', fullName: 'Gauri Push', dob: '1996-03-14' })
  })
  after(() => browser?.close())

  it('turns on from /settings on a click, keeps the preferences, and is forgotten at logout', async () => {
    const { context, page, problems } = await openMemberPage(browser, member)
    const permissionAsked = []
    await context.exposeBinding('notePermissionAsked', () => permissionAsked.push(Date.now()))
    await context.addInitScript(() => {
      // The browser's permission prompt: granted, and noted, so the test knows when it was asked.
      const ask = Notification.requestPermission.bind(Notification)
      Notification.requestPermission = async () => {
        await window.notePermissionAsked()
        return ask()
      }
      // Chromium's subscribe needs Google's push service; this answers what it would, and keeps
      // the subscription (in the tab's session storage) across reloads as the browser does.
      const b64url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
      const revive = (held) => ({
        endpoint: held.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: Uint8Array.from(atob(held.serverKey), (c) => c.charCodeAt(0)).buffer },
        toJSON: () => ({ endpoint: held.endpoint, expirationTime: null, keys: held.keys }),
        unsubscribe: async () => {
          sessionStorage.removeItem('e2e-push-subscription')
          return true
        },
      })
      PushManager.prototype.subscribe = async function subscribe(options) {
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])
        const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
        const held = {
          endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
          keys: { p256dh: b64url(raw), auth: b64url(crypto.getRandomValues(new Uint8Array(16))) },
          serverKey: btoa(String.fromCharCode(...new Uint8Array(options.applicationServerKey))),
        }
        sessionStorage.setItem('e2e-push-subscription', JSON.stringify(held))
        return revive(held)
      }
      PushManager.prototype.getSubscription = async () => {
        const held = sessionStorage.getItem('e2e-push-subscription')
        return held ? revive(JSON.parse(held)) : null
      }
    })
    await context.grantPermissions(['notifications'], { origin: url('/') })
    try {
      await keepScreenshotOnFailure(page, 'push-settings', async () => {
        await page.goto(url('/settings'))
        await page.evaluate(() => navigator.serviceWorker.ready)
        const section = page.getByRole('region', { name: 'Notifications on this device' })
        await section.getByRole('button', { name: 'Turn on notifications' }).waitFor()
        assert.deepEqual(permissionAsked, [], 'the permission is never asked on page load')

        await section.getByRole('button', { name: 'Turn on notifications' }).click()
        await section.getByRole('button', { name: 'Save' }).waitFor()
        assert.equal(permissionAsked.length, 1)
        let [device] = await devicesOf(member)
        assert.match(device.endpoint, /^https:\/\/fcm\.googleapis\.com\/fcm\/send\/e2e-/)
        assert.deepEqual(device.quietHours, { start: '22:00', end: '07:00', timeZone: 'Asia/Kolkata' }, 'quiet hours default to 22:00-07:00 India time')
        assert.deepEqual(device.events, { interestReceived: true, interestAccepted: true, newMessage: true, searchAlert: true })

        await section.getByLabel('A new message').uncheck()
        await section.getByLabel('From').fill('23:00')
        await section.getByRole('button', { name: 'Save' }).click()
        await page.getByText('Saved.').waitFor()
        ;[device] = await devicesOf(member)
        assert.equal(device.events.newMessage, false)
        assert.equal(device.quietHours.start, '23:00')

        // After a reload the page finds this browser's subscription and shows its preferences.
        await page.reload()
        await section.getByRole('button', { name: 'Save' }).waitFor()
        assert.equal(await section.getByLabel('A new message').isChecked(), false)

        await page.getByRole('button', { name: /Account menu/ }).click()
        await page.getByRole('menuitem', { name: 'Logout' }).or(page.getByRole('button', { name: 'Logout' })).first().click()
        await page.waitForURL((current) => current.pathname === '/login')
        assert.equal(await page.evaluate(() => sessionStorage.getItem('e2e-push-subscription')), null, 'the browser dropped the subscription')
      })
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })

  it('leaves no device behind after the logout', async () => {
    // The logout revoked the token the first test used: log in again to look.
    const token = await apiLogin(member)
    const devices = await fetch(url('/api/user/push/subscriptions'), { headers: { Authorization: `Bearer ${token}` } })
    assert.deepEqual((await devices.json()).devices, [])
  })
})
