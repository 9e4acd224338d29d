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
    else {
      // Any other page needs the route table: fetched now, while the shell renders, not when the
      // router reaches it. A member landing on search (a saved-search mail, a bookmark) fetches
      // the page's own code beside it; the lazy routes then find both loaded.
      void import('./SiteRoutes')
      if (window.location.pathname === '/search' && isSignedIn()) void import('../features/search/routes/SearchRoute')
    }
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
