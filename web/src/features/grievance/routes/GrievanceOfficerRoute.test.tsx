import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, stubFetch } from '../../../test/fetchStub'
import { renderRoute } from '../../../test/renderRoute'
import { GrievanceOfficerRoute } from './GrievanceOfficerRoute'

const officer = { name: 'Meera Kulkarni', designation: 'Grievance Officer', email: 'grievance@reshimgathi.in', phone: '+91 20 4000 1234', address: ['2nd floor, Shivaji Nagar', 'Pune 411005'], hours: 'Mon–Sat, 10 AM – 6 PM' }

describe('grievance officer', () => {
  it('names the officer and files a complaint, which answers a ticket with its clocks at once', async () => {
    const requests = stubFetch({
      'GET /api/grievance-officer': officer,
      'POST /api/grievances': () =>
        jsonResponse(201, {
          ticket: 'GR4K7Q2PXA',
          category: 'impersonation',
          status: 'received',
          createdAt: '2026-11-24T04:00:00Z',
          acknowledgeBy: '2026-11-25T04:00:00Z',
          resolveBy: '2026-11-25T04:00:00Z',
        }),
    })
    renderRoute('/grievance-officer', <GrievanceOfficerRoute />, '/grievance-officer')
    expect(await screen.findByText('Meera Kulkarni')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }))
    expect(await screen.findByText('Please enter your name.')).toBeTruthy()
    expect(screen.getByText('Please choose what your complaint is about.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Gauri Sathe' } })
    fireEvent.change(screen.getByLabelText('Your e-mail'), { target: { value: 'gauri@example.in' } })
    fireEvent.change(screen.getByLabelText(/^Member ID of the profile/), { target: { value: 'mh4k7q2pzz' } })
    fireEvent.change(screen.getByLabelText('What is it about?'), { target: { value: 'impersonation' } })
    fireEvent.change(screen.getByLabelText('What happened'), { target: { value: 'Someone made a profile with my photos.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }))
    expect(await screen.findByRole('heading', { name: 'Ticket GR4K7Q2PXA' })).toBeTruthy()
    expect(screen.getAllByText('by 25 November 2026', { selector: 'dd' })).toHaveLength(2)
    const sent = requests.find((request) => request.method === 'POST')!
    expect(await sent.json()).toEqual({
      name: 'Gauri Sathe',
      email: 'gauri@example.in',
      category: 'impersonation',
      description: 'Someone made a profile with my photos.',
      againstUserId: 'MH4K7Q2PZZ',
    })
  })
})
