import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { components } from '../../../api/schema.gen'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { renderRoute } from '../../../test/renderRoute'
import { registerUserProfileTranslations } from '../i18n'
import { BiodataShareLinks } from './BiodataShareLinks'

await registerUserProfileTranslations()

type BiodataLink = components['schemas']['BiodataLink']

const link = (overrides: Partial<BiodataLink> = {}): BiodataLink => ({
  id: '7f0c2a4e-8b1d-4c55-9a43-2b1f0c9e6d11',
  lang: 'mr',
  design: 'traditional',
  includeContact: false,
  createdAt: '2026-11-28T10:00:00Z',
  expiresAt: '2026-12-05T10:00:00Z',
  downloads: 3,
  ...overrides,
})

const URL_ONCE = 'https://reshimgathi.in/api/biodata/shared/MujQtEq-lPUDGPIsWriII6FqECfr5YaX2NSzmNbCkZ0'

function show(routes: Record<string, unknown>) {
  const requests = stubFetch(routes)
  renderRoute('/', <BiodataShareLinks />, '/')
  return { requests, section: () => screen.getByRole('region', { name: 'Share links' }) }
}

describe('biodata share links', () => {
  beforeEach(() => window.localStorage.setItem('token', 'test-token'))
  afterEach(() => vi.unstubAllGlobals())

  it('lists the live links with their expiry and downloads, and says when there are none', async () => {
    show({ 'GET /api/user/biodata/links': { links: [link(), link({ id: 'b7e1d1a2-1111-4c55-9a43-2b1f0c9e6d11', lang: 'en', downloads: 1, includeContact: true })] } })
    expect(await screen.findByText(/मराठी, Traditional · expires .* · 3 downloads/)).toBeTruthy()
    expect(screen.getByText(/English, Traditional · expires .* · 1 download · with phone and e-mail/)).toBeTruthy()
  })

  it('shows an empty list and a load failure for what they are', async () => {
    show({ 'GET /api/user/biodata/links': { links: [] } })
    expect(await screen.findByText('You have no live share links.')).toBeTruthy()
  })

  it('says when the links cannot be loaded', async () => {
    show({ 'GET /api/user/biodata/links': () => problemResponse(503, 'unavailable', 'Try later') })
    expect(await screen.findByText('Your share links could not be loaded.')).toBeTruthy()
  })

  it('makes a link with the chosen expiry, warns about contact details, and shows the URL once with a copy button', async () => {
    const copied: string[] = []
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, {
      clipboard: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
    }))
    const { requests, section } = show({
      'GET /api/user/biodata/links': { links: [] },
      'POST /api/user/biodata/links': () => jsonResponse(201, { link: link({ includeContact: true }), url: URL_ONCE }),
    })
    await screen.findByText('You have no live share links.')
    const links = section()
    expect(within(links).queryByText(/Anyone who gets this link will see your phone number/)).toBeNull()
    fireEvent.change(within(links).getByLabelText('Link lasts'), { target: { value: '30' } })
    fireEvent.click(within(links).getByLabelText('Print my phone and e-mail'))
    expect(await within(links).findByText(/Anyone who gets this link will see your phone number/)).toBeTruthy()
    fireEvent.click(within(links).getByRole('button', { name: 'Create link' }))
    const url = await within(links).findByLabelText('Share link')
    expect((url as HTMLInputElement).value).toBe(URL_ONCE)
    expect(within(links).getByText(/it will not be shown again/)).toBeTruthy()
    const sent = requests.find((request) => request.method === 'POST')!
    expect(await sent.json()).toEqual({ lang: 'en', design: 'traditional', days: 30, includeContact: true })
    fireEvent.click(within(links).getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(copied).toEqual([URL_ONCE]))
  })

  it('tells the member about the limit of live links', async () => {
    const { section } = show({
      'GET /api/user/biodata/links': { links: [] },
      'POST /api/user/biodata/links': () =>
        problemResponse(409, 'biodata_links_limit', 'You already have 10 live share links. Revoke one before making another.'),
    })
    await screen.findByText('You have no live share links.')
    fireEvent.click(within(section()).getByRole('button', { name: 'Create link' }))
    expect(await screen.findByText('You already have 10 live links. Revoke one before making another.')).toBeTruthy()
    expect(within(section()).queryByLabelText('Share link')).toBeNull()
  })

  it('revokes a link only after the member confirms', async () => {
    let revoked = false
    const { requests, section } = show({
      'GET /api/user/biodata/links': () => jsonResponse(200, { links: revoked ? [] : [link()] }),
      [`DELETE /api/user/biodata/links/${link().id}`]: () => ((revoked = true), new Response(null, { status: 204 })),
    })
    await screen.findByText(/3 downloads/)
    fireEvent.click(within(section()).getByRole('button', { name: 'Revoke' }))
    expect(within(section()).getByText(/Whoever has it will no longer be able/)).toBeTruthy()
    fireEvent.click(within(section()).getByRole('button', { name: 'Keep it' }))
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false)
    fireEvent.click(within(section()).getByRole('button', { name: 'Revoke' }))
    fireEvent.click(within(section()).getByRole('button', { name: 'Yes, revoke' }))
    expect(await screen.findByText('You have no live share links.')).toBeTruthy()
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1)
  })
})
