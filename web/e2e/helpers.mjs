// Shared set-up for the end-to-end tests: they drive Debian's Chromium against a running
// Reshimgathi server (BASE_URL) — the Go binary serving the API and the built SPA.
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'

export const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '')
export const ARTIFACTS_DIR = new URL('./artifacts/', import.meta.url)

export const DESKTOP = { width: 1366, height: 900 }
export const MOBILE = { width: 390, height: 844 }

/** Chromium as the suite runs it; extraArgs are one test's own (web/e2e/calls.test.mjs: fake media devices). */
export function launchBrowser(extraArgs = []) {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  })
}

/**
 * A fresh context (empty localStorage) with English as the starting language. Page errors and
 * Content-Security-Policy violations are collected so a test can assert there were none.
 */
export async function openPage(browser, { viewport = DESKTOP, reducedMotion = 'reduce' } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion, locale: 'en-IN' })
  const page = await context.newPage()
  const problems = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(`CSP: ${message.text()}`)
    }
  })
  return { context, page, problems }
}

export function url(path) {
  return `${BASE_URL}${path}`
}

export function artifactPath(name) {
  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  return new URL(name, ARTIFACTS_DIR).pathname
}

/** Fails the whole file early with a clear message instead of a wall of timeouts. */
export async function assertServerUp() {
  try {
    const response = await fetch(url('/'), { signal: AbortSignal.timeout(5000) })
    if (!response.ok) throw new Error(`GET / answered ${response.status}`)
  } catch (error) {
    throw new Error(`No Reshimgathi server at BASE_URL=${BASE_URL} (${error.message}). Start it first.`)
  }
}
