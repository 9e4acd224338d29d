import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, problemResponse, stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'
import { adminRoutes, signInAdmin } from './adminFixtures'

beforeEach(() => window.sessionStorage.clear())
afterEach(() => vi.restoreAllMocks())

const member = { user_id: 'MH4K7Q2PAA', fullName: 'Gauri Sathe' }

describe('admin trust queues', { timeout: 20_000 }, () => {
  it('approves an ID document from the queue, which shows its age and image, and the row leaves', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:document')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    signInAdmin()
    let items = [
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        kind: 'id',
        documentType: 'aadhaar',
        member,
        submittedAt: new Date(Date.now() - 20 * 3600_000).toISOString(),
        dueAt: new Date(Date.now() + 4 * 3600_000).toISOString(),
      },
    ]
    const decisions: unknown[] = []
    stubFetch({
      ...adminRoutes,
      'GET /api/admin/verifications': () => jsonResponse(200, { items, page: 1, totalPages: 1, total: items.length }),
      'GET /api/admin/verifications/00000000-0000-4000-8000-0000000000a1/image': () =>
        new Response(new Uint8Array([0xff, 0xd8, 0xff]), { status: 200, headers: { 'Content-Type': 'image/jpeg' } }),
      'POST /api/admin/verifications/00000000-0000-4000-8000-0000000000a1/decision': async (request: Request) => {
        decisions.push(await request.json())
        items = []
        return jsonResponse(200, { message: 'Approved.' })
      },
    })
    renderApp('/admin/verifications')
    const card = (await screen.findByRole('heading', { name: /Identity document: Gauri Sathe/ })).closest('li')!
    expect(within(card).getByText(/Due in 4 hours · Aadhaar card/)).toBeTruthy()
    expect((await within(card).findByRole('img', { name: 'The document Gauri Sathe sent' })).getAttribute('src')).toBe('blob:document')
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Nothing is waiting.')).toBeTruthy()
    expect(decisions).toEqual([{ approve: true }])
  })

  it('rejects only with a reason the member can read', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:document')
    signInAdmin()
    const decisions: unknown[] = []
    stubFetch({
      ...adminRoutes,
      'GET /api/admin/verifications': {
        items: [{ id: '00000000-0000-4000-8000-0000000000a2', kind: 'photo', member, submittedAt: '2026-11-23T00:00:00Z', dueAt: '2026-11-24T00:00:00Z' }],
        page: 1,
        totalPages: 1,
        total: 1,
      },
      'GET /api/admin/verifications/00000000-0000-4000-8000-0000000000a2/image': () => new Response(new Uint8Array([1]), { status: 200 }),
      'POST /api/admin/verifications/00000000-0000-4000-8000-0000000000a2/decision': async (request: Request) => {
        decisions.push(await request.json())
        return jsonResponse(200, { message: 'Rejected.' })
      },
    })
    renderApp('/admin/verifications')
    const card = (await screen.findByRole('heading', { name: /Selfie: Gauri Sathe/ })).closest('li')!
    expect(within(card).getByText(/Late by/)).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }))
    fireEvent.click(within(card).getByRole('button', { name: 'Reject with this reason' }))
    expect(await within(card).findByText('Please give a reason (3 to 500 characters).')).toBeTruthy()
    fireEvent.change(within(card).getByLabelText('Reason (the member reads it)'), { target: { value: 'The face is not visible.' } })
    fireEvent.click(within(card).getByRole('button', { name: 'Reject with this reason' }))
    await waitFor(() => expect(decisions).toEqual([{ approve: false, reason: 'The face is not visible.' }]))
  })

  it('suspends a reported member from the moderation queue', async () => {
    signInAdmin()
    let items = [
      {
        id: '00000000-0000-4000-8000-0000000000b1',
        member: { ...member, status: 'active' },
        reason: 'asking-money',
        details: 'Asked for money for a hospital bill.',
        reporter: 'MH4K7Q2PBB',
        openReports: 2,
        createdAt: '2026-11-24T03:00:00Z',
      },
    ]
    const actions: unknown[] = []
    stubFetch({
      ...adminRoutes,
      'GET /api/admin/reports': () => jsonResponse(200, { items, page: 1, totalPages: 1, total: items.length }),
      'POST /api/admin/reports/00000000-0000-4000-8000-0000000000b1/action': async (request: Request) => {
        actions.push(await request.json())
        items = []
        return jsonResponse(200, { message: 'Done.' })
      },
    })
    renderApp('/admin/reports')
    const card = (await screen.findByRole('heading', { name: /Gauri Sathe \(MH4K7Q2PAA\) · Asking for money/ })).closest('li')!
    expect(within(card).getByText(/2 open reports/)).toBeTruthy()
    fireEvent.change(within(card).getByLabelText('Action'), { target: { value: 'suspend' } })
    fireEvent.change(within(card).getByLabelText(/^Reason/), { target: { value: 'Asking members for money.' } })
    fireEvent.click(within(card).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('No open reports.')).toBeTruthy()
    await waitFor(() => expect(actions).toEqual([{ action: 'suspend', note: 'Asking members for money.' }]))
  })
})

describe('the moderation queue refusing an action', { timeout: 20_000 }, () => {
  it('shows the refusal of a missing note by the note, and sends again once it is written', async () => {
    signInAdmin()
    const actions: { action: string; note?: string }[] = []
    stubFetch({
      ...adminRoutes,
      'GET /api/admin/reports': () =>
        jsonResponse(200, {
          items: [{ id: '00000000-0000-4000-8000-0000000000b2', member: { ...member, status: 'active' }, reason: 'asking-money', reporter: 'MH4K7Q2PBB', openReports: 1, createdAt: '2026-11-24T03:00:00Z' }],
          page: 1,
          totalPages: 1,
          total: 1,
        }),
      'POST /api/admin/reports/00000000-0000-4000-8000-0000000000b2/action': async (request: Request) => {
        const body = (await request.json()) as { action: string; note?: string }
        actions.push(body)
        if (!body.note) return problemResponse(422, 'validation_failed', 'Invalid input.', [{ field: 'note', message: 'A suspension needs its reason.' }])
        return jsonResponse(200, { message: 'Done.' })
      },
    })
    renderApp('/admin/reports')
    const card = (await screen.findByRole('heading', { name: /Gauri Sathe \(MH4K7Q2PAA\)/ })).closest('li')!
    fireEvent.change(within(card).getByLabelText('Action'), { target: { value: 'suspend' } })
    fireEvent.click(within(card).getByRole('button', { name: 'Apply' }))
    expect(await within(card).findByText('A suspension needs its reason.')).toBeTruthy()
    const note = within(card).getByLabelText(/^Reason/)
    await waitFor(() => expect(document.activeElement).toBe(note))
    fireEvent.change(note, { target: { value: 'Asking members for money.' } })
    fireEvent.click(await within(card).findByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(actions).toEqual([{ action: 'suspend' }, { action: 'suspend', note: 'Asking members for money.' }]))
  })
})

describe('admin grievances and alerts', { timeout: 20_000 }, () => {
  it('resolves a grievance with a resolution the complainant reads, showing its clocks', async () => {
    signInAdmin()
    const updates: unknown[] = []
    stubFetch({
      ...adminRoutes,
      'GET /api/admin/grievances': {
        grievances: [
          {
            id: '00000000-0000-4000-8000-0000000000c1',
            ticket: 'GR4K7Q2PXA',
            category: 'impersonation',
            status: 'received',
            createdAt: '2026-11-24T01:00:00Z',
            acknowledgeBy: '2026-11-25T01:00:00Z',
            resolveBy: '2026-11-25T01:00:00Z',
            name: 'Gauri Sathe',
            email: 'gauri@example.in',
            againstUserId: 'MH4K7Q2PZZ',
            description: 'Someone made a profile with my photos.',
            updatedAt: '2026-11-24T01:00:00Z',
          },
        ],
        page: 1,
        totalPages: 1,
        total: 1,
      },
      'PATCH /api/admin/grievances/00000000-0000-4000-8000-0000000000c1': async (request: Request) => {
        updates.push(await request.json())
        return jsonResponse(200, {})
      },
    })
    renderApp('/admin/grievances')
    const card = (await screen.findByRole('heading', { name: /GR4K7Q2PXA · Impersonation · Received/ })).closest('li')!
    expect(within(card).getByText(/Acknowledge by/)).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'MH4K7Q2PZZ' }).getAttribute('href')).toBe('/admin/user-details/MH4K7Q2PZZ')
    fireEvent.change(within(card).getByLabelText('Status'), { target: { value: 'resolved' } })
    fireEvent.change(within(card).getByLabelText(/^Resolution/), { target: { value: 'The profile was taken down.' } })
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(updates).toEqual([{ status: 'resolved', resolution: 'The profile was taken down.' }]))
  })

  it('lists accounts that keep hitting the harvesting limits', async () => {
    signInAdmin()
    stubFetch({
      ...adminRoutes,
      'GET /api/admin/alerts/harvesting': {
        alerts: [{ user_id: 'MH4K7Q2PYY', fullName: 'Vivek Rao', status: 'active', days: 4, lastHitAt: '2026-11-23T10:00:00Z', limits: ['contact-reveals'] }],
      },
    })
    renderApp('/admin/alerts')
    expect(await screen.findByRole('link', { name: 'Vivek Rao (MH4K7Q2PYY)' })).toBeTruthy()
    expect(screen.getByText(/On 4 days · last on .* · contact reveals/)).toBeTruthy()
  })
})
