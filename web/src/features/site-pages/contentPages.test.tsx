import { screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { switchLanguage, type Language } from '../../lib/i18n'
import { renderRoute } from '../../test/renderRoute'
import { ABOUT_SECTIONS, AboutRoute } from './routes/AboutRoute'
import { PRIVACY_SECTIONS, PrivacyRoute } from './routes/PrivacyRoute'
import { TERMS_SECTIONS, TermsRoute } from './routes/TermsRoute'

const PAGES: { path: string; element: ReactElement; sections: number }[] = [
  { path: '/about', element: <AboutRoute />, sections: ABOUT_SECTIONS.length },
  { path: '/pandp', element: <PrivacyRoute />, sections: PRIVACY_SECTIONS.length },
  { path: '/tandc', element: <TermsRoute />, sections: TERMS_SECTIONS.length },
]
const DEVANAGARI = /[\u0900-\u097F]/

afterEach(() => switchLanguage('en'))

// A page that shows its headings and nothing under them passes a test of headings; this reads
// what a visitor reads under each one.
describe.each(['en', 'mr'] as Language[])('content pages in %s', (language) => {
  it.each(PAGES)('$path has text under every heading', async ({ path, element, sections }) => {
    await switchLanguage(language)
    renderRoute(path, element, path)
    const headings = await screen.findAllByRole('heading', { level: 2 })
    expect(headings).toHaveLength(sections)
    for (const heading of headings) {
      const section = heading.closest('section')!
      const below = (section.textContent ?? '').slice((heading.textContent ?? '').length).trim()
      expect(below.length, `under “${heading.textContent}”`).toBeGreaterThan(40)
      expect(DEVANAGARI.test(heading.textContent ?? ''), heading.textContent ?? '').toBe(language === 'mr')
      expect(DEVANAGARI.test(below), below).toBe(language === 'mr')
      for (const item of section.querySelectorAll('li')) expect(item.textContent?.trim()).not.toBe('')
    }
  })
})

describe('the legal pages say what the law asks them to say', () => {
  it('names the grievance officer, the DPDP rights and the marriage ages', async () => {
    renderRoute('/pandp', <PrivacyRoute />, '/pandp')
    const privacy = (await screen.findByRole('article')).textContent ?? ''
    for (const right of ['Access', 'Correction', 'Erasure', 'Grievance redressal', 'Nomination', 'Withdraw consent'])
      expect(privacy).toContain(right)
    expect(screen.getByRole('link', { name: 'Grievance Officer and complaint form' }).getAttribute('href')).toBe('/grievance-officer')
  })

  it('states eligibility, no guarantee of a match and suspension', async () => {
    renderRoute('/tandc', <TermsRoute />, '/tandc')
    const terms = (await screen.findByRole('article')).textContent ?? ''
    expect(terms).toContain('women must be at least 18 and men at least 21')
    expect(terms).toContain('No guarantee of a match')
    expect(terms).toContain('suspend')
    expect(terms).toContain('within 24 hours and resolve it within 15 days')
  })
})
