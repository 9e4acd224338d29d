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
