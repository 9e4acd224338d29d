import { testQueryClient } from './queryClient'
import { render } from '@testing-library/react'
import { MemoryRouter, useLocation, type Location } from 'react-router-dom'
import { AppProviders } from '../app/providers'
import { AppRoutes } from '../app/router'

interface LocationRef {
  current: Location | null
}

function LocationProbe({ into }: { into: LocationRef }) {
  into.current = useLocation()
  return null
}

/** Renders the real route table at a URL, with retries off so error states show at once. */
export function renderApp(url = '/') {
  const location: LocationRef = { current: null }
  const queryClient = testQueryClient()
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe into={location} />
      </MemoryRouter>
    </AppProviders>,
  )
  const current = (): Location => {
    if (!location.current) throw new Error('router has not rendered yet')
    return location.current
  }
  return { ...view, location: current }
}
