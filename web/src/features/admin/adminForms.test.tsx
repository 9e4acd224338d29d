import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, problemResponse, stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'
import { adminRoutes, detailFixture, signInAdmin } from './adminFixtures'

// The admin's small forms (useAppForm, components/form) and their calls (features/admin/api), as an admin uses them.

const inboxItem = {
  kind: 'contact',
  id: '6f1c5d1e-2f0a-4c55-9d8e-0d5b6f0c1a2b',
  name: 'Sunita Deshpande',
  email: 'sunita@example.com',
  message: 'Please call me about assisted matchmaking.',
  createdAt: '2026-11-20T10:00:00Z',
  handled: false,
}

describe('admin forms', { timeout: 60_000 }, () => {
  it('marks an inbox message handled with a note, Save enabled only once something changed', async () => {
    signInAdmin()
    const sent: unknown[] = []
    stubFetch({
      ...adminRoutes,
      'GET /api/admin/inbox': { items: [inboxItem], page: 1, totalPages: 1 },
      'PATCH /api/admin/inbox/contact/6f1c5d1e-2f0a-4c55-9d8e-0d5b6f0c1a2b': async (request: Request) => {
        sent.push(await request.json())
        return jsonResponse(200, { ...inboxItem, handled: true, note: 'Called back' })
      },
    })
    renderApp('/admin/inbox')
    const card = (await screen.findByRole('heading', { name: /Sunita Deshpande/ })).closest('li') as HTMLElement
    const save = within(card).getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    fireEvent.click(within(card).getByLabelText('Handled'))
    fireEvent.change(within(card).getByLabelText('Note'), { target: { value: '  Called back ' } })
    await waitFor(() => expect(save.disabled).toBe(false))
    fireEvent.click(save)
    expect(await screen.findByText('Saved.')).toBeTruthy()
    expect(sent).toEqual([{ handled: true, note: 'Called back' }])
  })

  it('puts the audit filters in the address, the member code in capitals, and clears them', async () => {
    signInAdmin()
    const requests = stubFetch({
      ...adminRoutes,
      'GET /api/admin/audit': { entries: [], page: 1, totalPages: 0 },
      'GET /api/admin/admins': { admins: [] },
    })
    const { location } = renderApp('/admin/audit')
    const member = (await screen.findByLabelText('Member code')) as HTMLInputElement
    fireEvent.change(member, { target: { value: 'mh4k7q2pxa' } })
    expect(member.value).toBe('MH4K7Q2PXA')
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(location().search).toBe('?member=MH4K7Q2PXA'))
    await waitFor(() => expect(requests.some((r) => new URL(r.url).searchParams.get('member') === 'MH4K7Q2PXA')).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filter' }))
    await waitFor(() => expect(location().search).toBe(''))
    expect(member.value).toBe('')
  })

  it('grants a plan only with a plan and a reason, and shows the refusal of a reason by its field', async () => {
    signInAdmin()
    const sent: unknown[] = []
    stubFetch({
      ...adminRoutes,
      'GET /api/admin/members/MH4K7Q2PXA': detailFixture,
      'POST /api/admin/members/MH4K7Q2PXA/subscriptions': async (request: Request) => {
        sent.push(await request.json())
        return problemResponse(422, 'validation_failed', 'Invalid input.', [{ field: 'reason', message: 'Say why the plan is given.' }])
      },
    })
    renderApp('/admin/user-details/MH4K7Q2PXA')
    const panel = await screen.findByRole('region', { name: 'Grant plan' })
    fireEvent.click(within(panel).getByRole('button', { name: 'Grant plan' }))
    expect(await within(panel).findByText('Choose a plan.')).toBeTruthy()
    expect(within(panel).getByText('Please give a reason (3 to 500 characters).')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByLabelText('Plan')))
    expect(sent).toEqual([])
    fireEvent.change(within(panel).getByLabelText('Plan'), { target: { value: 'premium' } })
    fireEvent.change(within(panel).getByLabelText('Reason'), { target: { value: 'Paid at the office' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Grant plan' }))
    expect(await within(panel).findByText('Say why the plan is given.')).toBeTruthy()
    expect(sent).toEqual([{ plan: 'premium', reason: 'Paid at the office' }])
  })
})
