import { useState } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { isSignedIn } from '../lib/session'
import { prefetchHomeData } from './prefetchHome'
import { AppProviders, createAppQueryClient } from './providers'
import { AppRoutes } from './router'

export function App() {
  const [queryClient] = useState(() => {
    const client = createAppQueryClient()
    if (window.location.pathname === '/') prefetchHomeData(client, isSignedIn())
    // A member landing on search (from a saved-search mail, a bookmark) fetches the page's code
    // beside the route table's instead of after it; the lazy route then finds it loaded.
    else if (window.location.pathname === '/search' && isSignedIn()) void import('../features/search/routes/SearchRoute')
    return client
  })
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
