// Members for the discovery and connection tests: the demo login the server seeds, and fresh
// members registered through the API (multipart, like the wizard), each with a unique e-mail/phone.
import { artifactPath, openPage, url } from './helpers.mjs'

export const DEMO = { email: 'demo@reshimgathi.in', password: 'Sakharpuda#2026' }
const PASSWORD = 'kesari-mango-monsoon-42'

// The suite plays many families, each on its own connection: the server trusts the harness as a
// proxy (serve-and-test.sh), and each member set up through the API comes from an address of
// its own (198.18.0.0/15, the benchmarking range), so the per-client limits on registrations and
// logins count each family once, as they would in production. Browser steps come from 127.0.0.1.
// Each test file runs in a process of its own, so each starts at a random place in the range: from
// one fixed start, the first members of every file shared an address and the eleventh registration
// from it within the hour was refused.
let addresses = 1 + Math.floor(Math.random() * 120_000)
function ownAddress() {
  addresses += 1
  return `198.${18 + (addresses >> 16)}.${(addresses >> 8) & 255}.${addresses & 255}`
}
const addressOf = new Map()

export async function apiLogin({ email, password }) {
  if (!addressOf.has(email)) addressOf.set(email, ownAddress())
  const response = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': addressOf.get(email) },
    body: JSON.stringify({ email, password }),
  })
  const body = await response.json()
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${JSON.stringify(body)}`)
  return body.token
}

/** A 300×400 JPEG drawn by the browser (the server wants a real picture of a sensible size). */
export async function makePicture(browser) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const base64 = await page.evaluate(() => {
      const canvas = document.createElement('canvas')
      canvas.width = 300
      canvas.height = 400
      const ctx = canvas.getContext('2d')
      const gradient = ctx.createLinearGradient(0, 0, 300, 400)
      gradient.addColorStop(0, '#f0940a')
      gradient.addColorStop(1, '#7a1f2b')
      ctx.fillStyle = gradient
      ctx.fillRect(0, 0, 300, 400)
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]
    })
    return Buffer.from(base64, 'base64')
  } finally {
    await context.close()
  }
}

let sequence = 0

/** Registers a member through POST /api/auth/register and answers their login and member code. */
/** `extra` adds or overrides form fields (bracket keys, as the wizard sends them). */
export async function registerMember(picture, { gender, fullName, dob, city = 'Pune', extra = {} }) {
  sequence += 1
  const unique = `${Date.now() % 1e7}`.padStart(7, '0') + String(sequence % 10)
  const email = `e2e.${gender}.${unique}@example.in`
  const fields = {
    fullName,
    gender,
    dob,
    religion: 'hindu',
    caste: 'maratha',
    maritalStatus: 'single',
    city,
    phone: `9${unique}${Math.floor(Math.random() * 10)}`.slice(0, 10),
    email,
    password: PASSWORD,
    education: 'be-btech',
    profession: 'software-engineer',
    income: '85',
    height: gender === 'male' ? '175' : '162',
    weight: gender === 'male' ? '70' : '55',
    bloodGroup: 'B+',
    'languages[0]': 'marathi',
    'languages[1]': 'english',
    'hobbies[0]': 'Reading',
    father: 'Sunil Deshmukh',
    fatherOccupation: 'Teacher',
    mother: 'Asha Deshmukh',
    motherOccupation: 'Homemaker',
    siblings: '1',
    foodPref: 'veg',
    disability: 'no',
    isDrinking: 'no',
    isSmoking: 'no',
    plan: 'basic',
    'partnerPreferences[age][min]': '24',
    'partnerPreferences[age][max]': '34',
    'partnerPreferences[caste]': 'maratha',
    acceptTerms: 'true',
    ...extra,
  }
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('profilePicture', new Blob([picture], { type: 'image/jpeg' }), 'me.jpg')
  addressOf.set(email, ownAddress())
  const response = await fetch(url('/api/auth/register'), {
    method: 'POST',
    body: form,
    headers: { 'X-Forwarded-For': addressOf.get(email) },
  })
  const body = await response.json()
  if (response.status !== 200) throw new Error(`register ${email}: ${response.status} ${JSON.stringify(body)}`)
  return { email, password: PASSWORD, fullName, phone: fields.phone, userId: body.userId }
}

// One login per member per test file: logins are rate limited (10 per account per 15 minutes).
const tokens = new Map()

/** The member's token, logged in once per test file. */
export async function memberToken(member) {
  if (!tokens.has(member.email)) tokens.set(member.email, await apiLogin(member))
  return tokens.get(member.email)
}

/** A browser context already logged in as this member (the token where the SPA keeps it). */
export async function openMemberPage(browser, member, options) {
  const token = await memberToken(member)
  const opened = await openPage(browser, options)
  await opened.context.addInitScript((value) => window.localStorage.setItem('token', value), token)
  return { ...opened, token }
}

/** Runs a test step with a page, keeping a screenshot of the page as it was when the step failed. */
export async function keepScreenshotOnFailure(page, name, step) {
  try {
    return await step()
  } catch (error) {
    await page.screenshot({ path: artifactPath(`failed-${name}.png`), fullPage: true }).catch(() => {})
    throw error
  }
}
