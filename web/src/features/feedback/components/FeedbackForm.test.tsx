import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'

async function fillValidForm() {
  renderApp('/feedback')
  fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Rohan Kulkarni' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'rohan@example.com' } })
  fireEvent.click(screen.getByLabelText('4 – Very Good'))
  fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'The Marathi pages read well.' } })
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }))

describe('feedback form', () => {
  it('sends the rating as a number, thanks the sender and empties the form', async () => {
    const requests = stubFetch({
      'POST /api/feedback': () => jsonResponse(201, { id: '0d5b6f0c-1a2b-4c55-9d8e-6f1c5d1e2f0a', message: 'Stored' }),
    })
    await fillValidForm()
    send()
    expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy()
    const posted = requests.find((request) => request.method === 'POST')
    expect(await posted?.json()).toEqual({
      name: 'Rohan Kulkarni',
      email: 'rohan@example.com',
      rating: 4,
      feedback: 'The Marathi pages read well.',
    })
    await waitFor(() => expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe(''))
  })

  it('keeps what was written when the server refuses it', async () => {
    stubFetch({ 'POST /api/feedback': () => problemResponse(503, 'unavailable', 'Service unavailable') })
    await fillValidForm()
    send()
    expect(await screen.findByText('Your feedback could not be sent. Please try again.')).toBeTruthy()
    expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('The Marathi pages read well.')
  })

  it('tells a lost connection apart from a refusal', async () => {
    stubFetch({
      'POST /api/feedback': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await fillValidForm()
    send()
    expect(await screen.findByText('Could not reach the server. Please try again.')).toBeTruthy()
  })
})
