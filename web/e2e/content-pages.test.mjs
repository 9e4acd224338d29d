// What a newcomer reads on the pages the law and the family care about: every heading of
// About, Privacy and Terms has text under it, in English and in Marathi (a test of headings
// alone passed while every list under them was empty).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { assertServerUp, launchBrowser, openPage, url } from './helpers.mjs'

const PAGES = [
  { path: '/about', en: 'About Reshimgathi', mr: 'रेशीमगाठीविषयी' },
  { path: '/pandp', en: 'Privacy Policy', mr: 'गोपनीयता धोरण' },
  { path: '/tandc', en: 'Terms & Conditions', mr: 'नियम व अटी' },
]

describe('content pages', () => {
  let browser
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
  })
  after(() => browser?.close())

  for (const language of ['en', 'mr']) {
    it(`shows text under every heading in ${language}`, async () => {
      const { context, page, problems } = await openPage(browser)
      await context.addInitScript((lang) => localStorage.setItem('lang', lang), language)
      try {
        for (const { path, ...titles } of PAGES) {
          await page.goto(url(path))
          await page.getByRole('heading', { level: 1, name: titles[language] }).waitFor()
          const sections = await page.locator('article section').evaluateAll((nodes) =>
            nodes.map((section) => {
              const heading = section.querySelector('h2')
              const visible = [...section.children]
                .filter((child) => child !== heading)
                .map((child) => child.innerText.trim())
                .join(' ')
              return { heading: heading?.innerText ?? '', text: visible }
            }),
          )
          assert.ok(sections.length >= 3, `${path}: ${sections.length} sections`)
          for (const { heading, text } of sections) {
            assert.ok(text.length > 40, `${path} (${language}): nothing under “${heading}”`)
            assert.equal(/[\u0900-\u097F]/.test(text), language === 'mr', `${path} (${language}) “${heading}”: ${text}`)
          }
        }
        assert.deepEqual(problems, [])
      } finally {
        await context.close()
      }
    })
  }
})
