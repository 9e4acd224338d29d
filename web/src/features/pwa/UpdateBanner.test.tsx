import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { switchLanguage } from '../../lib/i18n'
import { registerPwaTranslations } from './i18n'
import { UpdateBanner } from './UpdateBanner'

describe('the new version banner', () => {
  afterEach(() => switchLanguage('en'))

  it('announces the new version politely and reloads only when asked', async () => {
    await registerPwaTranslations()
    const onReload = vi.fn()
    const onDismiss = vi.fn()
    render(<UpdateBanner onReload={onReload} onDismiss={onDismiss} />)
    expect(screen.getByRole('status').textContent).toContain('A new version of Reshimgathi is available.')
    expect(onReload).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(onDismiss).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(onReload).toHaveBeenCalledOnce()
  })

  it('speaks Marathi to a Marathi reader', async () => {
    await registerPwaTranslations()
    await switchLanguage('mr')
    render(<UpdateBanner onReload={() => undefined} onDismiss={() => undefined} />)
    expect(await screen.findByText('रेशीमगाठीची नवी आवृत्ती उपलब्ध आहे.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'पुन्हा लोड करा' })).toBeTruthy()
  })
})
