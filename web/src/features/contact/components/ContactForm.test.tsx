import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, problemResponse, stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'

async function fillValidForm() {
  renderApp('/contact')
  fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Sunita Deshpande' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'sunita@example.com' } })
  fireEvent.change(screen.getByLabelText('Mobile number (10 digits)'), { target: { value: '9822012345' } })
  fireEvent.click(screen.getByLabelText('Female'))
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Please call me about assisted matchmaking.' } })
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }))

describe('contact form', () => {
  it('checks fields before sending anything', async () => {
    const requests = stubFetch({})
    renderApp('/contact')
    fireEvent.change(await screen.findByLabelText('Mobile number (10 digits)'), { target: { value: '98220' } })
    send()
    // react-hook-form validates asynchronously: the messages appear a tick later.
    expect(await screen.findByText('Phone must be 10 digits.')).toBeTruthy()
    expect(screen.getAllByText('This field is required.')).toHaveLength(4)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')))
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0)
  })

  it('sends the contract body, confirms with a toast and resets', async () => {
    const requests = stubFetch({
      'POST /api/contact': () => jsonResponse(201, { id: '6f1c5d1e-2f0a-4c55-9d8e-0d5b6f0c1a2b', message: 'Stored' }),
    })
    await fillValidForm()
    send()
    expect(await screen.findByText(/Your message has been sent/)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('Your message has been sent')
    const posted = requests.find((request) => request.method === 'POST')
    expect(await posted?.json()).toEqual({
      name: 'Sunita Deshpande',
      email: 'sunita@example.com',
      phone: '9822012345',
      gender: 'female',
      message: 'Please call me about assisted matchmaking.',
    })
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe(''))
  })

  it('shows the problem+json field errors next to their fields', async () => {
    stubFetch({
      'POST /api/contact': () =>
        problemResponse(400, 'validation_failed', 'Please fix the errors in the form.', [
          { field: 'email', message: 'This e-mail address cannot receive mail' },
        ]),
    })
    await fillValidForm()
    send()
    expect(await screen.findByText('This e-mail address cannot receive mail')).toBeTruthy()
    const email = screen.getByLabelText('E-mail')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toBe('contact-email-error')
    expect(screen.getByRole('alert').textContent).toContain('Please fix the errors in the form.')
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Sunita Deshpande')
  })
})
