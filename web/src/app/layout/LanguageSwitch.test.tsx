import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { homeRoutes } from '../../test/fixtures'
import { stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'

describe('language switch', () => {
  beforeEach(() => {
    stubFetch(homeRoutes)
  })

  it('switches the page to Marathi, marks the choice and remembers it', async () => {
    renderApp('/about')
    await screen.findByRole('heading', { level: 1, name: 'About Reshimgathi' })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'About Us' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'मराठी' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'रेशीमगाठीविषयी' })).toBeTruthy()
    expect(within(screen.getByRole('navigation', { name: 'मुख्य' })).getByRole('link', { name: 'आमच्याविषयी' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'मराठी' }).getAttribute('aria-pressed')).toBe('true')
    // Shared strings (common namespace) switch too, not only the route's own.
    expect(screen.getByText('सोमवार ते शनिवार, सकाळी १० ते संध्याकाळी ६')).toBeTruthy()
    expect(window.localStorage.getItem('lang')).toBe('mr')
    expect(document.documentElement.lang).toBe('mr')
  })

  it('labels API data in the chosen language', async () => {
    renderApp('/')
    await screen.findByRole('heading', { name: 'Standard' })
    fireEvent.click(screen.getByRole('button', { name: 'मराठी' }))
    expect(await screen.findByRole('heading', { name: 'स्टँडर्ड' })).toBeTruthy()
    expect(await screen.findByRole('option', { name: 'हिंदू' })).toBeTruthy()
  })

  it('starts in the language remembered from an earlier visit', async () => {
    window.localStorage.setItem('lang', 'mr')
    vi.resetModules()
    const { i18n } = await import('../../lib/i18n')
    expect(i18n.language).toBe('mr')
    expect(document.documentElement.lang).toBe('mr')
  })
})
