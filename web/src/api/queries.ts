import {
  queryOptions as tanstackQueryOptions,
  useQuery as useTanstackQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { call, type HttpMethod, type InitArgs, type InitOf, type PathsWith, type QueryKeyOf, type ResponseData } from './http'
import type { Problem } from './problem'

/*
 * Typed TanStack Query hooks over the openapi-fetch client, with openapi-react-query's call shape
 * (`$api.useQuery('get', '/api/plans')`) but without its createQueryClient, which also pulled
 * TanStack's infinite and suspense observers into the home page. Every type is derived from the
 * generated `paths`; the query key is [method, path, init], so invalidating ['get', path] works.
 *
 * This module is the read-only half, for pages that make no mutation (the home page imports it,
 * and so stays without TanStack's mutation observer); everything else imports ./client.
 */
type QueryOptionsFor<M extends HttpMethod, P extends PathsWith<M>, I, Selected> = Omit<
  UseQueryOptions<ResponseData<M, P, I>, Problem, Selected, QueryKeyOf<M, P, I>>,
  'queryKey' | 'queryFn'
>

export function queryOptions<M extends HttpMethod, P extends PathsWith<M>, I extends InitOf<M, P>, Selected = ResponseData<M, P, I>>(
  method: M,
  path: P,
  ...[init, options]: InitArgs<I, [options?: QueryOptionsFor<M, P, I, Selected>]>
) {
  return tanstackQueryOptions({
    queryKey: [method, path, init as I] as const,
    queryFn: ({ signal }) => call(method, path, init as I, signal),
    ...options,
  } as UseQueryOptions<ResponseData<M, P, I>, Problem, Selected, QueryKeyOf<M, P, I>>)
}

export function useQuery<M extends HttpMethod, P extends PathsWith<M>, I extends InitOf<M, P>, Selected = ResponseData<M, P, I>>(
  method: M,
  path: P,
  ...rest: InitArgs<I, [options?: QueryOptionsFor<M, P, I, Selected>]>
): UseQueryResult<Selected, Problem> {
  return useTanstackQuery(queryOptions<M, P, I, Selected>(method, path, ...rest))
}

/** Queries only: `$api.useQuery`, `$api.queryOptions`. */
export const $api = { queryOptions, useQuery }
