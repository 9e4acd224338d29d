import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { switchLanguage } from '../../lib/i18n'
import { stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'
import { adminRoutes, detailFixture, signInAdmin } from './adminFixtures'

beforeEach(() => window.sessionStorage.clear())
afterEach(() => switchLanguage('en'))

function factText(label: string): string {
  const term = screen.getAllByText(label, { selector: 'dt' })[0]!
  return term.nextElementSibling?.textContent ?? ''
}

describe("an admin reads a member's plan", { timeout: 30_000 }, () => {
  it('says a free member has no plan, and which plan they chose, never a key', async () => {
    signInAdmin()
    stubFetch({ ...adminRoutes, 'GET /api/admin/members/MH4K7Q2PXA': detailFixture })
    const view = renderApp('/admin/user-details/MH4K7Q2PXA')
    await screen.findByText('203.0.113.7', {}, { timeout: 15_000 })
    expect(factText('Active plan')).toBe('Free member (no active plan)')
    expect(factText('Plan chosen when registering')).toBe('Basic')
    expect(view.container.textContent).not.toMatch(/plans\.|undefined/)
  })

  it('names the active plan, in Marathi too', async () => {
    signInAdmin()
    const paid = { ...detailFixture, member: { ...detailFixture.member, plan: 'premium' as const, isSubscribe: true } }
    stubFetch({ ...adminRoutes, 'GET /api/admin/members/MH4K7Q2PXA': paid })
    const view = renderApp('/admin/user-details/MH4K7Q2PXA')
    await screen.findByText('203.0.113.7', {}, { timeout: 15_000 })
    expect(factText('Active plan')).toBe('Premium')
    fireEvent.click(screen.getByRole('button', { name: 'Switch the admin area to Marathi' }))
    await screen.findByText('सक्रिय योजना')
    expect(factText('सक्रिय योजना')).toBe('प्रीमियम')
    expect(view.container.textContent).not.toMatch(/plans\.|undefined/)
  })

  it('reads wholly in Marathi: place names and digits too', async () => {
    signInAdmin()
    stubFetch({ ...adminRoutes, 'GET /api/admin/members/MH4K7Q2PXA': detailFixture })
    renderApp('/admin/user-details/MH4K7Q2PXA')
    await screen.findByText('203.0.113.7', {}, { timeout: 15_000 })
    expect(factText('City')).toBe('Pune, Maharashtra, India')
    fireEvent.click(screen.getByRole('button', { name: 'Switch the admin area to Marathi' }))
    await screen.findByText('सक्रिय योजना')
    expect(factText('शहर')).toBe('पुणे, महाराष्ट्र, भारत')
    expect(factText('उंची')).toBe('१६२ सेमी')
    expect(factText('जुळलेले संबंध')).toBe('४')
  })
})
