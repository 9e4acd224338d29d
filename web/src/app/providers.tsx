import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { refreshAfterWrite } from '../api/freshness'
import type { ReactNode } from 'react'
import { problemStatus } from '../api/problem'
import { ToastProvider } from '../components/toasts/ToastProvider'

const MAX_RETRIES = 1

export function createAppQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // Every write refetches the reads that show what it changed (api/freshness.ts).
    mutationCache: new MutationCache({
      onSettled: (_data, _error, _variables, _context, mutation) => {
        // Not awaited: the member sees the outcome at once, the lists catch up behind it.
        void refreshAfterWrite(queryClient, mutation.options.mutationKey)
      },
    }),
    defaultOptions: {
      queries: {
        // Public content (plans, stories, options) changes rarely; don't refetch on every focus.
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again; a 5xx or a dropped connection might.
        retry: (failureCount, error) => (problemStatus(error) ?? 500) >= 500 && failureCount < MAX_RETRIES,
      },
    },
  })
  return queryClient
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  )
}
