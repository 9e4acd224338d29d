import { useMutation as useTanstackMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query'
import { call, type HttpMethod, type InitOf, type PathsWith, type ResponseData } from './http'
import type { Problem } from './problem'
import { queryOptions, useQuery } from './queries'

/*
 * The API client every screen uses: `client` (openapi-fetch: bearer token, 401 ends the session,
 * errors normalised to problem+json) and `$api`, typed TanStack Query hooks —
 * `$api.useQuery(method, path, init?, options?)`, `$api.useMutation(method, path, options?)`,
 * `$api.queryOptions(method, path, init?, options?)`. A page that only reads may import `$api` from
 * ./queries instead (the home page does, to stay inside its JavaScript budget).
 */
export { client } from './http'
export type { ResponseData } from './http'

export function useMutation<M extends HttpMethod, P extends PathsWith<M>, I extends InitOf<M, P> = InitOf<M, P>>(
  method: M,
  path: P,
  options?: Omit<UseMutationOptions<ResponseData<M, P, I>, Problem, I>, 'mutationKey' | 'mutationFn'>,
): UseMutationResult<ResponseData<M, P, I>, Problem, I> {
  return useTanstackMutation({
    mutationKey: [method, path],
    mutationFn: (init: I) => call(method, path, init),
    ...options,
  })
}

export const $api = { queryOptions, useQuery, useMutation }
