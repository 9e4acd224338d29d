import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { homeRoutes } from '../../../test/fixtures'
import { stubFetch } from '../../../test/fetchStub'
import { renderApp } from '../../../test/renderApp'

async function renderHome() {
  const view = renderApp('/')
  await screen.findByRole('heading', { name: 'Find your partner' })
  // Wait for the served option lists so the selects are populated.
  await screen.findByRole('option', { name: 'Hindu' })
  return view
}

function fillAges(from: string, to: string) {
  fireEvent.change(screen.getByLabelText('Age from'), { target: { value: from } })
  fireEvent.change(screen.getByLabelText('Age to'), { target: { value: to } })
}

const search = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }))

describe('home quick search', () => {
  beforeEach(() => {
    stubFetch(homeRoutes)
  })

  it('rejects ages outside 18–100 with a message next to the field', async () => {
    const { location } = await renderHome()
    fillAges('17', '101')
    search()
    // The form validates asynchronously (react-hook-form): the messages appear a tick later.
    expect(await screen.findAllByText('Age must be a whole number between 18 and 100.')).toHaveLength(2)
    const from = screen.getByLabelText('Age from')
    expect(from.getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(from))
    expect(location().pathname).toBe('/')
  })

  it('requires "from" to be at most "to"', async () => {
    const { location } = await renderHome()
    fillAges('40', '30')
    search()
    expect(await screen.findByText('“Age from” cannot be more than “Age to”.')).toBeTruthy()
    expect(screen.getByLabelText('Age to').getAttribute('aria-invalid')).toBe('true')
    expect(location().pathname).toBe('/')
  })

  it('sends a visitor to /login with the search as next', async () => {
    const { location } = await renderHome()
    fireEvent.change(screen.getByLabelText("I'm looking for a"), { target: { value: 'groom' } })
    fillAges('25', '32')
    search()
    await waitFor(() => expect(location().pathname).toBe('/login'))
    const next = new URLSearchParams(location().search).get('next')
    expect(next).toBe('/search?lookingFor=groom&min_age=25&max_age=32')
  })

  it('takes a member who signed in elsewhere (another tab) straight to /search with the chosen filters', async () => {
    const { location } = await renderHome()
    // The home page is open when the session starts; the search goes straight to the results.
    window.localStorage.setItem('token', 'member-token')
    fillAges('24', '29')
    fireEvent.change(screen.getByLabelText('Religion'), { target: { value: 'hindu' } })
    fireEvent.change(screen.getByLabelText('Mother tongue'), { target: { value: 'marathi' } })
    search()
    await waitFor(() => expect(location().pathname).toBe('/search'))
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      lookingFor: 'bride',
      min_age: '24',
      max_age: '29',
      religion: 'hindu',
      motherTongue: 'marathi',
    })
  })
})
