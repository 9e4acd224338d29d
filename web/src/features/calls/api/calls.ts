import { $api } from '../../../api/client'

/* The feature's calls (docs/calls.md): query keys are [method, path, init] (api/queries.ts). */

/** The STUN/TURN servers for the next call; TURN credentials last ttlSeconds, so they are fetched again well before. */
export const useIceServers = (enabled: boolean) =>
  $api.useQuery('get', '/api/user/calls/ice-servers', undefined, { enabled, staleTime: 5 * 60 * 1000 })

export const useStartCall = () => $api.useMutation('post', '/api/user/start-call/{userId}')
export const useAnswerCall = () => $api.useMutation('post', '/api/user/calls/{callId}/answer')
export const useDeclineCall = () => $api.useMutation('post', '/api/user/calls/{callId}/decline')
export const useHangUpCall = () => $api.useMutation('post', '/api/user/calls/{callId}/hang-up')
export const useSendCallSignal = () => $api.useMutation('post', '/api/user/calls/{callId}/signal')

/** Who is calling: the conversation with them names them (only a connection can ring). */
export const useCaller = (userId: string | undefined) =>
  $api.useQuery('get', '/api/user/conversation-with/{userId}', { params: { path: { userId: userId ?? '' } } }, {
    enabled: userId !== undefined,
    staleTime: 5 * 60 * 1000,
  })
