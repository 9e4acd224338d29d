import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { homeRoutes } from '../test/fixtures'
import { problemResponse, stubFetch } from '../test/fetchStub'
import { renderApp } from '../test/renderApp'

describe('routes', () => {
  it('shows Page Not Found for an unknown URL, with a link home', async () => {
    stubFetch(homeRoutes)
    const { location } = renderApp('/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }))
    await waitFor(() => expect(location().pathname).toBe('/'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Where two families tie the silk knot' })).toBeTruthy()
  })

  it('moves focus to the new page’s heading and announces its title after an in-app navigation', async () => {
    stubFetch(homeRoutes)
    renderApp('/no-such-page')
    const notFound = await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })
    // The first load is the browser's: focus is left alone.
    expect(document.activeElement).not.toBe(notFound)
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }))
    const home = await screen.findByRole('heading', { level: 1, name: 'Where two families tie the silk knot' })
    await waitFor(() => expect(document.activeElement).toBe(home))
    await waitFor(() => expect(document.querySelector('[aria-live="polite"][aria-atomic="true"]')?.textContent).toBe(document.title))
    expect(document.title).toContain('Reshimgathi')
  })

  it('shows a not-found state for a missing blog article', async () => {
    stubFetch({ 'GET /api/blog/no-such-article': () => problemResponse(404, 'not_found', 'No such article') })
    renderApp('/blog/no-such-article')
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/blog')
  })

  it('shows an error state with a retry when the blog cannot be loaded', async () => {
    stubFetch({ 'GET /api/blog': () => problemResponse(503, 'unavailable', 'Database unavailable') })
    renderApp('/blog')
    expect(await screen.findByText('Articles could not be loaded.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
