import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { accountRoutes, ownProfileFixture } from '../../../test/accountFixtures'
import { stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'
import { annualIncome } from './income'

describe('dashboard', { timeout: 20_000 }, () => {
  it('turns thousands a month into rupees a year with Indian grouping', () => {
    expect(annualIncome(85)).toBe('₹10,20,000')
    expect(annualIncome(50)).toBe('₹6,00,000')
  })

  it('shows the header card and the four sections, with labels and N/A for empty values', async () => {
    window.localStorage.setItem('token', 'jwt-abc')
    stubFetch({
      ...accountRoutes,
      'GET /api/user/user-profile/none': { userData: { ...ownProfileFixture, hobbies: [], fatherOccupation: '' } },
    })
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sneha Patil' })).toBeTruthy()
    const hero = screen.getByRole('region', { name: 'Sneha Patil' })
    expect(await within(hero).findByText('Free member')).toBeTruthy()
    expect(within(hero).getByText('Pune, Maharashtra, India')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/edit-profile')
    expect(screen.getByRole('link', { name: 'View my profile as others see it' }).getAttribute('href')).toBe('/profile-preview')
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/buy?plan=basic')
    expect(screen.getByText(/Membership not yet active/)).toBeTruthy()

    const career = screen.getByRole('region', { name: 'Education & Profession' })
    expect(within(career).getByText('₹10,20,000 p.a.')).toBeTruthy()
    expect(within(career).getByText('Software Engineer')).toBeTruthy()
    const personal = screen.getByRole('region', { name: 'Personal Details' })
    expect(within(personal).getByText('Vegetarian')).toBeTruthy()
    expect(within(personal).getByText('Hobbies').nextElementSibling?.textContent).toBe('N/A')
    const family = screen.getByRole('region', { name: 'Family Details' })
    expect(within(family).getByText("Father's occupation").nextElementSibling?.textContent).toBe('N/A')
    const partner = screen.getByRole('region', { name: 'Partner Preferences' })
    expect(within(partner).getByText('27–32 years')).toBeTruthy()
    expect(within(partner).getByText('Maratha')).toBeTruthy()
    expect(within(partner).getByText('Any')).toBeTruthy()
  })
  it('shows the plan bought, until when, and the contact views left', async () => {
    window.localStorage.setItem('token', 'jwt-abc')
    const subscription = {
      plan: 'standard' as const,
      startsAt: '2026-01-15T10:00:00Z',
      endsAt: '2026-03-15T10:00:00Z',
      contactAllowance: 35,
      contactsUsed: 1,
      contactsRemaining: 34,
    }
    stubFetch({
      ...accountRoutes,
      'GET /api/user/user-profile/none': {
        userData: { ...ownProfileFixture, plan: 'standard', isSubscribe: true, upgradePlan: 'premium', subscription },
      },
    })
    renderApp('/dashboard')
    expect(await screen.findByText('Standard Member')).toBeTruthy() // the header's menu is closed
    expect(screen.getByText(/Membership active until 15 March 2026/)).toBeTruthy()
    expect(screen.getByText('34 contact views left')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/buy?plan=premium')
    expect(screen.getByRole('link', { name: 'Payments & receipts' }).getAttribute('href')).toBe('/payments')
  })
})
