import { render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '../test/fetchStub'
import { homeRoutes } from '../test/fixtures'
import { prefetchHomeData } from './prefetchHome'
import { AppProviders, createAppQueryClient } from './providers'
import { AppRoutes } from './router'

describe('home data asked for with the code', () => {
  it('prefetches what the home sections read, under their keys: each endpoint is called once', async () => {
    const requests = stubFetch(homeRoutes)
    // The app's own client: its staleness rules decide whether a section asks again.
    const queryClient = createAppQueryClient()
    prefetchHomeData(queryClient, false)
    await waitFor(() =>
      expect(requests.map((request) => new URL(request.url).pathname).sort()).toEqual([
        '/api/meta/options',
        '/api/plans',
        '/api/success-stories',
      ]),
    )
    render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    )
    await screen.findByRole('heading', { level: 1, name: 'Where two families tie the silk knot' })
    await screen.findAllByText('Basic')
    expect(requests).toHaveLength(3)
  })
})
