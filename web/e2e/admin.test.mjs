import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, MOBILE, artifactPath, assertServerUp, launchBrowser, openPage, url } from './helpers.mjs'
import { keepScreenshotOnFailure, makePicture, openMemberPage, registerMember } from './member-helpers.mjs'

// serve-and-test.sh starts the server with this admin (ADMIN_EMAIL / ADMIN_PASSWORD bootstrap).
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'e2e.admin@reshimgathi.in', password: process.env.ADMIN_PASSWORD ?? 'sahyadri-e2e-admin-2026' }

/** The JavaScript files only the admin area uses, from the build manifest. */
function adminOnlyFiles() {
  const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'))
  const admin = new Set(Object.keys(manifest).filter((key) => key.startsWith('src/features/admin/')))
  const usedElsewhere = new Set()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (admin.has(key)) continue
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) usedElsewhere.add(imported)
  }
  const files = new Set()
  for (const key of admin) {
    files.add(manifest[key].file)
    for (const imported of manifest[key].imports ?? []) if (!usedElsewhere.has(imported)) files.add(manifest[imported].file)
  }
  return files
}

async function apiLogin(member) {
  return fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  })
}

/** Finds one member in the users table by e-mail or phone and opens their details. */
async function openMember(page, query, name) {
  await page.goto(url('/admin/users'))
  await page.getByLabel('Search by code, name, e-mail or phone').fill(query)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const row = page.getByRole('row').filter({ hasText: name })
  await row.waitFor()
  assert.equal(await page.getByRole('table').getByRole('row').count(), 2, `only ${name} matches ${query}`)
  return row
}

describe('admin: members, inbox and the audit log', () => {
  let browser
  let edited, suspended, deleted
  const inboxMessage = `Please call me back about the elite plan (${Date.now()}).`
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    const picture = await makePicture(browser)
    edited = await registerMember(picture, { gender: 'female', fullName: 'Kavya Edited', dob: '1996-02-11' })
    suspended = await registerMember(picture, { gender: 'male', fullName: 'Omkar Suspended', dob: '1992-05-20' })
    deleted = await registerMember(picture, { gender: 'female', fullName: 'Rutuja Deleted', dob: '1998-08-08' })
    const contact = await fetch(url('/api/contact'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Asha Patil', email: 'asha.e2e@example.in', phone: '9876500011', gender: 'female', message: inboxMessage }),
    })
    assert.equal(contact.status, 201)
  })
  after(() => browser?.close())

  it('a member never downloads the admin area', async () => {
    const adminFiles = adminOnlyFiles()
    assert.ok(adminFiles.size >= 5, `admin chunks found in the build: ${[...adminFiles]}`)
    const { context, page } = await openMemberPage(browser, edited)
    try {
      const fetched = []
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname.slice(1)))
      for (const path of ['/', '/dashboard', '/search', '/edit-profile', '/contact']) {
        await page.goto(url(path))
        // Each page's own chunk has loaded once its heading shows (live streams keep the network busy).
        await page.locator('main h1, main h2').first().waitFor()
      }
      assert.deepEqual(fetched.filter((file) => adminFiles.has(file)), [])
    } finally {
      await context.close()
    }
  })

  it('an admin finds, edits, suspends and deletes members, answers the inbox, and sees it all in the audit log', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: DESKTOP })
    try {
      await keepScreenshotOnFailure(page, 'admin', async () => {
        // Log in (the spec's messages first).
        await page.goto(url('/admin/dashboard'))
        await page.waitForURL(/\/admin\/login\?next=/)
        await page.getByRole('button', { name: 'Login' }).click()
        await page.getByText('Email is required').waitFor()
        await page.getByLabel('Email').fill(ADMIN.email)
        await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
        await page.getByRole('button', { name: 'Login' }).click()
        await page.waitForURL(url('/admin/dashboard'))
        await page.getByRole('list', { name: 'Counts' }).getByText('Total members').waitFor()

        // A second tab is signed in too (issue 26): no second login.
        const second = await context.newPage()
        await second.goto(url('/admin/users'))
        await second.getByLabel('Search by code, name, e-mail or phone').waitFor()
        assert.equal(new URL(second.url()).pathname, '/admin/users')
        await second.close()
        await page.screenshot({ path: artifactPath('admin-dashboard-desktop.png'), fullPage: true })

        // Find a member by phone from the dashboard and change their city.
        await page.getByLabel('Search by code, name, e-mail or phone').fill(edited.phone)
        await page.getByRole('button', { name: 'Search', exact: true }).click()
        await page.getByRole('row').filter({ hasText: 'Kavya Edited' }).getByRole('link', { name: 'View and edit Kavya Edited' }).click()
        await page.waitForURL(url(`/admin/user-details/${edited.userId}`))
        await page.getByText(edited.email).waitFor()
        await page.getByRole('button', { name: 'Edit', exact: true }).click()
        await page.getByRole('tab', { name: 'Contact Details' }).click()
        await page.getByLabel('City', { exact: true }).selectOption('Nashik')
        await page.getByRole('button', { name: 'Save', exact: true }).click()
        await page.getByText('Details updated successfully.').waitFor()
        await page.getByRole('region', { name: 'Contact' }).getByText('Nashik').waitFor()

        // Suspend another, with a reason: their login is refused and says why.
        const suspendRow = await openMember(page, suspended.email, 'Omkar Suspended')
        await suspendRow.getByRole('link', { name: 'View and edit Omkar Suspended' }).click()
        const panel = page.getByRole('region', { name: 'Suspension' })
        await panel.getByLabel('Reason').fill('Reported as a fake profile by two members.')
        await panel.getByRole('button', { name: 'Suspend member' }).click()
        await page.getByText('Member suspended.').waitFor()
        const refused = await apiLogin(suspended)
        assert.equal(refused.status, 403)
        assert.equal((await refused.json()).detail, 'Reported as a fake profile by two members.')

        // Delete a third, found by the member code a report names (lower case as typed), from
        // their own page after the confirmation: no row of the list has a Delete.
        const deleteRow = await openMember(page, deleted.userId.toLowerCase(), 'Rutuja Deleted')
        assert.equal(await page.getByRole('table').getByRole('button', { name: /^Delete/ }).count(), 0, 'no Delete on a row')
        await deleteRow.getByRole('link', { name: 'View and edit Rutuja Deleted' }).click()
        await page.getByRole('button', { name: 'Delete Rutuja Deleted' }).click()
        const dialog = page.getByRole('alertdialog')
        await dialog.getByText('Are you sure you want to delete this member?').waitFor()
        await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
        await page.getByText('Member deleted successfully!').waitFor()
        await page.waitForURL(url('/admin/users'))
        assert.equal((await apiLogin(deleted)).status, 401, 'the deleted member cannot log in')

        // Answer the inbox item.
        await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Inbox/ }).click()
        await page.waitForURL(url('/admin/inbox'))
        const item = page.getByRole('listitem').filter({ hasText: inboxMessage })
        await item.getByLabel('Handled').check()
        await item.getByLabel('Note').fill('Called back; she will buy online.')
        await item.getByRole('button', { name: 'Save' }).click()
        await page.getByText('Saved.').waitFor()
        await page.getByRole('button', { name: 'Handled' }).click()
        await page.getByRole('listitem').filter({ hasText: inboxMessage }).getByText('Handled by').waitFor()

        // All of it is in the audit log, with the field names of the edit.
        await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click()
        const log = page.getByRole('table')
        await log.waitFor()
        const rowOf = (action, member) => log.getByRole('row').filter({ hasText: action }).filter({ hasText: member })
        await rowOf('Edited a member', edited.userId).filter({ hasText: 'city' }).first().waitFor()
        await rowOf('Suspended a member', suspended.userId).first().waitFor()
        await rowOf('Deleted a member', deleted.userId).first().waitFor()
        await log.getByRole('row').filter({ hasText: 'Answered an inbox item' }).first().waitFor()
        await log.getByRole('row').filter({ hasText: 'Logged in' }).first().waitFor()
        // Filtered by member, only that member's entries.
        await page.getByLabel('Member code').fill(suspended.userId)
        await page.getByRole('button', { name: 'Apply filters' }).click()
        await page.waitForURL(/member=/)
        await log.getByRole('row').filter({ hasText: 'Suspended a member' }).waitFor()
        assert.equal(await log.getByRole('row').filter({ hasText: edited.userId }).count(), 0)
        await page.screenshot({ path: artifactPath('admin-audit-desktop.png'), fullPage: true })
        assert.deepEqual(problems, [])
      })
    } finally {
      await context.close()
    }
  })

  it('on a phone the sidebar collapses behind a menu button', async () => {
    const { context, page } = await openPage(browser, { viewport: MOBILE })
    try {
      await keepScreenshotOnFailure(page, 'admin-mobile', async () => {
        await page.goto(url('/admin/login'))
        await page.getByLabel('Email').fill(ADMIN.email)
        await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
        await page.getByRole('button', { name: 'Login' }).click()
        await page.waitForURL(url('/admin/dashboard'))
        const nav = page.getByRole('navigation', { name: 'Admin' })
        assert.equal(await nav.isVisible(), false)
        await page.getByRole('button', { name: 'Open the admin menu' }).click()
        await nav.getByRole('link', { name: 'Users' }).click()
        await page.waitForURL(url('/admin/users'))
        await page.getByRole('link', { name: 'Add New User' }).waitFor()
        await page.screenshot({ path: artifactPath('admin-users-mobile.png'), fullPage: true })
      })
    } finally {
      await context.close()
    }
  })
})
