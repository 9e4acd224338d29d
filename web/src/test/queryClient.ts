import type { QueryClient } from '@tanstack/react-query'
import { createAppQueryClient } from '../app/providers'

/** The app's own client (its refresh after every write included), with retries off so error states show at once. */
export function testQueryClient(): QueryClient {
  const queryClient = createAppQueryClient()
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false }, mutations: { retry: false } })
  return queryClient
}
