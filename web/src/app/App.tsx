import { useState } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { AppProviders, createAppQueryClient } from './providers'
import { AppRoutes } from './router'

export function App() {
  const [queryClient] = useState(createAppQueryClient)
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
