import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { registerProfileFormTranslations } from '../../../components/form/profile/i18n'
import { stubFetch } from '../../../test/fetchStub'
import { renderRoute } from '../../../test/renderRoute'
import { registerDashboardTranslations } from '../i18n'
import { DeclarationsPrompt } from './DeclarationsPrompt'

await Promise.all([registerDashboardTranslations(), registerProfileFormTranslations()])

describe('declarations prompt', () => {
  it('records the three declarations only once all are ticked', async () => {
    const requests = stubFetch({ 'POST /api/user/declarations': { message: 'Thank you. Your declarations are recorded.' } })
    renderRoute('/dashboard', <DeclarationsPrompt />, '/dashboard')
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement
    fireEvent.click(screen.getByLabelText(/to find a life partner/))
    fireEvent.click(screen.getByLabelText(/What I wrote about myself is true/))
    expect(confirm.disabled).toBe(true)
    fireEvent.click(screen.getByLabelText(/marriageable age/))
    expect(confirm.disabled).toBe(false)
    fireEvent.click(confirm)
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(await requests[0]!.json()).toEqual({ intentToMarry: true, informationTrue: true, ageConfirmed: true })
  })
})
