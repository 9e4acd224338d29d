import { QueryClient } from '@tanstack/react-query'
import { testQueryClient } from '../../test/queryClient'
import type { ReactNode } from 'react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../app/providers'
import { jsonResponse, problemResponse, stubFetch } from '../../test/fetchStub'
import { ConnectButton, type ConnectButtonProps } from './ConnectButton'
import { registerMemberCardTranslations } from './i18n'
import type { RequestStatus } from './requestStatus'
import { useConnectActions } from './useConnectActions'

beforeAll(() => registerMemberCardTranslations())

function renderWithProviders(ui: ReactNode) {
  const queryClient = testQueryClient()
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/user-profile/MHAAAA1111']}>
        <Routes>
          <Route path="/user-profile/:id" element={ui} />
          <Route path="/interests" element={<h1>Interests page</h1>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  )
}

function renderButton(requestStatus: RequestStatus, props: Partial<ConnectButtonProps> = {}) {
  const onSend = vi.fn()
  const onWithdraw = vi.fn()
  renderWithProviders(
    <ConnectButton
      requestStatus={requestStatus}
      name="Aarti Patil"
      variant="profile"
      busy={null}
      onSend={onSend}
      onWithdraw={onWithdraw}
      {...props}
    />,
  )
  return { onSend, onWithdraw }
}

describe('ConnectButton (docs/product.md §4)', () => {
  it('none: Connect on the profile, which sends', () => {
    const { onSend } = renderButton({ status: 'none', direction: 'none' })
    const button = screen.getByRole('button', { name: /^Connect/ })
    expect(button.textContent).toBe('Connect')
    fireEvent.click(button)
    expect(onSend).toHaveBeenCalledOnce()
  })

  it('none: Send Request on a card', () => {
    renderButton({ status: 'none', direction: 'none' }, { variant: 'card' })
    expect(screen.getByRole('button', { name: /^Send Request/ }).textContent).toBe('Send Request')
  })

  it('while sending: disabled, saying so', () => {
    renderButton({ status: 'none', direction: 'none' }, { busy: 'send' })
    const button = screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
  })

  it('pending, sent: Request Sent (disabled) with a Withdraw action', () => {
    const { onWithdraw, onSend } = renderButton({ status: 'pending', direction: 'sent' })
    const sent = screen.getByRole('button', { name: /Request Sent/ }) as HTMLButtonElement
    expect(sent.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw your request to Aarti Patil' }))
    expect(onWithdraw).toHaveBeenCalledOnce()
    expect(onSend).not.toHaveBeenCalled()
  })

  it('pending, sent on a card: Request Sent without Withdraw', () => {
    renderButton({ status: 'pending', direction: 'sent' }, { variant: 'card', onWithdraw: undefined })
    expect(screen.getByRole('button', { name: /Request Sent/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull()
  })

  it('pending, received: Received Request, which goes to /interests', async () => {
    renderButton({ status: 'pending', direction: 'received' })
    fireEvent.click(screen.getByRole('link', { name: 'Received Request' }))
    expect(await screen.findByRole('heading', { name: 'Interests page' })).toBeTruthy()
  })

  it('accepted: Connected, disabled', () => {
    const { onSend } = renderButton({ status: 'accepted', direction: 'sent' })
    const button = screen.getByRole('button', { name: /Connected/ }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    fireEvent.click(button)
    expect(onSend).not.toHaveBeenCalled()
  })

  it('rejected: Rejected, disabled', () => {
    renderButton({ status: 'rejected', direction: 'received' })
    expect((screen.getByRole('button', { name: 'Rejected' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

function Harness({ initial }: { initial: RequestStatus }) {
  const actions = useConnectActions('MHAAAA1111', 'Aarti Patil', initial)
  return (
    <ConnectButton
      variant="profile"
      name="Aarti Patil"
      requestStatus={actions.requestStatus}
      busy={actions.busy}
      onSend={actions.send}
      onWithdraw={actions.withdraw}
    />
  )
}

describe('useConnectActions', () => {
  it('sends, then shows Request Sent; withdrawing brings Connect back', async () => {
    const requests = stubFetch({
      'POST /api/user/send-request/MHAAAA1111': { message: 'Request sent', requestStatus: { status: 'pending', direction: 'sent' } },
      'POST /api/user/withdraw-request/MHAAAA1111': { message: 'Withdrawn', requestStatus: { status: 'none', direction: 'none' } },
    })
    renderWithProviders(<Harness initial={{ status: 'none', direction: 'none' }} />)
    fireEvent.click(screen.getByRole('button', { name: /^Connect/ }))
    expect(await screen.findByRole('button', { name: /Request Sent/ })).toBeTruthy()
    expect(await screen.findByText('Request sent to Aarti Patil.')).toBeTruthy()
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw your request to Aarti Patil' }))
    expect(await screen.findByRole('button', { name: /^Connect/ })).toBeTruthy()
  })

  it('says why a request could not be sent', async () => {
    stubFetch({
      'POST /api/user/send-request/MHAAAA1111': () =>
        problemResponse(409, 'request_declined', 'This member has declined your request.'),
    })
    renderWithProviders(<Harness initial={{ status: 'none', direction: 'none' }} />)
    fireEvent.click(screen.getByRole('button', { name: /^Connect/ }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('declined your request'))
    await waitFor(() => expect(screen.getByRole('button', { name: /^Connect/ })).toHaveProperty('disabled', false))
  })

  it('shows a later answer from the server rather than its own earlier outcome', async () => {
    stubFetch({
      'POST /api/user/send-request/MHAAAA1111': () =>
        jsonResponse(200, { message: 'Request sent', requestStatus: { status: 'pending', direction: 'sent' } }),
    })
    const queryClient = new QueryClient()
    const view = render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter>
          <Harness initial={{ status: 'none', direction: 'none' }} />
        </MemoryRouter>
      </AppProviders>,
    )
    fireEvent.click(screen.getByRole('button', { name: /^Connect/ }))
    await screen.findByRole('button', { name: /Request Sent/ })
    // The profile is refetched after they accept (seen live): the new state wins.
    view.rerender(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter>
          <Harness initial={{ status: 'accepted', direction: 'sent' }} />
        </MemoryRouter>
      </AppProviders>,
    )
    expect(await screen.findByRole('button', { name: /Connected/ })).toBeTruthy()
  })
})
