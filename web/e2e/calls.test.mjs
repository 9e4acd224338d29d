import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { artifactPath, assertServerUp, launchBrowser, url } from './helpers.mjs'
import { keepScreenshotOnFailure, makePicture, memberToken, openMemberPage, registerMember } from './member-helpers.mjs'

// Chromium's fake camera and microphone, granted without asking: only this test's browser.
const FAKE_MEDIA = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']

// A's plan is bought as the SPA buys it, through the sandbox checkout (as web/e2e/messaging.test.mjs does).
async function post(token, path, body) {
  const response = await fetch(url(path), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`)
  return text ? JSON.parse(text) : null
}

async function buyPlan(token, plan) {
  const order = await post(token, '/api/payments/orders', { plan })
  const paid = await post(token, `/api/payments/sandbox/orders/${order.orderId}/complete`, { outcome: 'paid' })
  const { payment } = await post(token, '/api/payments/verify', {
    razorpay_order_id: paid.razorpay_order_id,
    razorpay_payment_id: paid.razorpay_payment_id,
    razorpay_signature: paid.razorpay_signature,
  })
  assert.equal(payment.status, 'captured')
}

async function get(token, path) {
  const response = await fetch(url(path), { headers: { Authorization: `Bearer ${token}` } })
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

// Runs in the test browser before the site: keeps every peer connection where the test can read
// its statistics and, when force is true, makes it use relay candidates only.
function recordPeers(force) {
  const Original = window.RTCPeerConnection
  window.__callPeers = []
  window.RTCPeerConnection = function (config, ...rest) {
    const pc = new Original(force ? { ...config, iceTransportPolicy: 'relay' } : config, ...rest)
    window.__callPeers.push(pc)
    return pc
  }
  window.RTCPeerConnection.prototype = Original.prototype
}

// Runs in B's browser: the camera takes two seconds to open, as on a slow phone, so A's offer
// arrives before B's media is in the call (web/src/features/calls/callSession.ts waits for it).
function slowCamera() {
  const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
  navigator.mediaDevices.getUserMedia = (constraints) =>
    new Promise((resolve) => setTimeout(resolve, 2000)).then(() => open(constraints))
}

// The selected candidate pair's types and the bytes received so far, on the page's latest call.
async function relayStats(page) {
  return page.evaluate(async () => {
    const pc = window.__callPeers.at(-1)
    const stats = await pc.getStats()
    let pair
    let received = 0
    stats.forEach((r) => {
      if (r.type === 'transport' && r.selectedCandidatePairId) pair = stats.get(r.selectedCandidatePairId)
      if (r.type === 'inbound-rtp') received += r.bytesReceived
    })
    return {
      localType: pair && stats.get(pair.localCandidateId)?.candidateType,
      remoteType: pair && stats.get(pair.remoteCandidateId)?.candidateType,
      bytesReceived: received,
    }
  })
}

// What a page's latest call is doing, to say why a picture did not arrive: the peer connection's
// states, the selected candidate pair, each RTP stream's counters and the remote video element.
async function callState(page) {
  return page.evaluate(async () => {
    const pc = window.__callPeers?.at(-1)
    if (!pc) return { peer: 'none' }
    const stats = await pc.getStats()
    const rtp = []
    let pair
    stats.forEach((r) => {
      if (r.type === 'transport' && r.selectedCandidatePairId) pair = stats.get(r.selectedCandidatePairId)
      if (r.type === 'inbound-rtp' || r.type === 'outbound-rtp') {
        rtp.push([r.type, r.kind, r.bytesReceived ?? r.bytesSent, r.packetsReceived ?? r.packetsSent,
          r.framesDecoded ?? r.framesEncoded, r.packetsLost, r.frameWidth])
      }
    })
    const candidate = (id) => {
      const c = id && stats.get(id)
      return c && `${c.candidateType}/${c.protocol}/${c.relayProtocol ?? ''}/${c.address}:${c.port}`
    }
    const video = document.querySelector('.in-call__remote')
    return {
      connection: pc.connectionState, ice: pc.iceConnectionState,
      pair: pair && { state: pair.state, local: candidate(pair.localCandidateId), remote: candidate(pair.remoteCandidateId),
        sent: pair.bytesSent, received: pair.bytesReceived },
      rtp,
      video: video && { readyState: video.readyState, paused: video.paused, width: video.videoWidth, time: video.currentTime,
        tracks: video.srcObject?.getTracks().map((t) => `${t.kind}:${t.readyState}:${t.muted ? 'muted' : 'live'}`) },
    }
  })
}

// A video-calls B from their conversation, B answers from elsewhere on the site, both reach
// `connected` and play each other's camera, whileConnected runs, A hangs up for both.
async function callAndHangUp(a, b, whileConnected = async () => {}) {
  // B is elsewhere on the site, with the live stream open.
  const bStream = b.page.waitForResponse((r) => r.url().includes('/api/user/events'))
  await b.page.goto(url('/interests'))
  await bStream
  const bride = b.member
  const groom = a.member

  await keepScreenshotOnFailure(a.page, 'calls-a-start', async () => {
    await a.page.goto(url(`/messages/${bride.userId}`))
    await a.page.getByRole('button', { name: `Video call with ${bride.fullName}` }).click()
    await a.page.getByRole('dialog', { name: `Call with ${bride.fullName}` }).waitFor()
    await a.page.getByText(`Ringing ${bride.fullName}…`).waitFor()
  })

  await keepScreenshotOnFailure(b.page, 'calls-b-ring', async () => {
    const ring = b.page.getByRole('alertdialog', { name: 'Incoming call' })
    await ring.getByText(`${groom.fullName} is video calling you`).waitFor({ timeout: 15000 })
    await ring.getByRole('button', { name: 'Answer' }).click()
  })

  for (const [side, page] of [['a', a.page], ['b', b.page]]) {
    await keepScreenshotOnFailure(page, `calls-${side}-connected`, async () => {
      await page.locator('[data-connection-state="connected"]').waitFor({ timeout: 30000 })
      // Media flows: the other member's fake camera is playing here.
      await page.waitForFunction(() => {
        const video = document.querySelector('.in-call__remote')
        return video instanceof HTMLVideoElement && video.videoWidth > 0 && video.currentTime > 0
      }, undefined, { timeout: 30000 }).catch(async (error) => {
        // Where the media stopped, for the log: both browsers' transport, RTP and video state.
        for (const [who, p] of [['a', a.page], ['b', b.page]]) {
          console.log(`${side} saw no picture; ${who}'s call: ${JSON.stringify(await callState(p).catch((e) => String(e)))}`)
        }
        throw error
      })
    })
  }
  await a.page.screenshot({ path: artifactPath('call-connected.png') })
  await keepScreenshotOnFailure(a.page, 'calls-while-connected', whileConnected)

  // Mute and camera toggles say what they do.
  await a.page.getByRole('button', { name: 'Mute' }).click()
  assert.equal(await a.page.getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed'), 'true')

  await a.page.getByRole('button', { name: 'Hang up' }).click()
  await b.page.getByText('The call has ended.').waitFor({ timeout: 15000 })
  assert.equal(await a.page.getByRole('dialog').count(), 0)
  assert.equal(await b.page.getByRole('dialog').count(), 0)
}

// Two connections in two browser contexts: A video-calls B from their conversation, B answers
// from wherever B is, both reach `connected` over host candidates and
// see each other's picture; A hangs up and the call ends for both (docs/calls.md).
describe('calls between connections', () => {
  let browser
  let groom
  let bride
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser(FAKE_MEDIA)
    const picture = await makePicture(browser)
    groom = await registerMember(picture, { gender: 'male', fullName: 'Aniket Kulkarni', dob: '1995-06-02' })
    bride = await registerMember(picture, { gender: 'female', fullName: 'Snehal Deshmukh', dob: '1997-03-14' })
    const groomToken = await memberToken(groom)
    await buyPlan(groomToken, 'standard')
    await post(groomToken, `/api/user/send-request/${bride.userId}`)
    await post(await memberToken(bride), `/api/user/accept-request/${groom.userId}`)
  })
  after(() => browser?.close())

  it('A calls, B answers, both are connected and see each other, A hangs up for both', async () => {
    const a = { ...(await openMemberPage(browser, groom)), member: groom }
    const b = { ...(await openMemberPage(browser, bride)), member: bride }
    // The server may itself say relay only (TURN_FORCE_RELAY): then this call must be relayed.
    const { iceTransportPolicy } = await get(await memberToken(groom), '/api/user/calls/ice-servers')
    for (const side of [a, b]) await side.context.addInitScript(recordPeers, false)
    try {
      await callAndHangUp(a, b, async () => {
        if (iceTransportPolicy !== 'relay') return
        for (const page of [a.page, b.page]) assert.equal((await relayStats(page)).localType, 'relay')
      })
    } finally {
      await a.context.close()
      await b.context.close()
    }
  })

  // The same call with every packet through the embedded TURN server (TURN_ADDR, set by
  // web/e2e/serve-and-test.sh): what members behind symmetric NATs get. B's camera is slow to open. The browser is told to use
  // relay candidates only; the test wraps RTCPeerConnection in these two test browsers to say so
  // (the product's code is unchanged) and to read its statistics.
  it('the same call forced through the TURN relay connects, relays, and carries media both ways', async () => {
    const { iceServers } = await get(await memberToken(groom), '/api/user/calls/ice-servers')
    const turn = iceServers.find((s) => s.urls.some((u) => u.startsWith('turn:')))
    assert.ok(turn?.username && turn?.credential, `the server hands out TURN credentials: ${JSON.stringify(iceServers)}`)

    const a = { ...(await openMemberPage(browser, groom)), member: groom }
    const b = { ...(await openMemberPage(browser, bride)), member: bride }
    for (const side of [a, b]) await side.context.addInitScript(recordPeers, true)
    await b.context.addInitScript(slowCamera)
    try {
      await callAndHangUp(a, b, async () => {
        const first = { a: await relayStats(a.page), b: await relayStats(b.page) }
        for (const [side, stats] of Object.entries(first)) {
          assert.equal(stats.localType, 'relay', `${side}'s selected candidate pair is relayed: ${JSON.stringify(stats)}`)
          assert.equal(stats.remoteType, 'relay', `${side}'s peer is reached through its relay: ${JSON.stringify(stats)}`)
        }
        // Media keeps flowing through the relay on both sides.
        for (const [side, page] of [['a', a.page], ['b', b.page]]) {
          await page.waitForFunction(async (before) => {
            const pc = window.__callPeers?.at(-1)
            if (!pc) return false
            let received = 0
            ;(await pc.getStats()).forEach((r) => { if (r.type === 'inbound-rtp') received += r.bytesReceived })
            return received > before + 20000
          }, first[side].bytesReceived, { timeout: 20000, polling: 250 })
        }
      })
    } finally {
      await a.context.close()
      await b.context.close()
    }
  })
})
