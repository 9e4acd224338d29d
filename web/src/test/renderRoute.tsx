import { testQueryClient } from './queryClient'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom'
import { AppProviders } from '../app/providers'

/**
 * Renders one screen at a URL without the layout (header, footer): for tests of a member screen
 * on its own. Other paths render a stub heading, so navigation away can be asserted.
 */
export function renderRoute(path: string, element: ReactElement, url: string) {
  const location: { current: Location | null } = { current: null }
  function Probe() {
    location.current = useLocation()
    return null
  }
  const queryClient = testQueryClient()
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  )
  return {
    ...view,
    queryClient,
    location: () => {
      if (!location.current) throw new Error('router has not rendered yet')
      return location.current
    },
  }
}
