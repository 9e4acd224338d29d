import { useQueryClient } from '@tanstack/react-query'
import type { components } from '../../../api/schema.gen'
import { adminCall, useAdminQuery } from './adminClient'
import { endAdminSession } from './adminSession'

/*
 * The admin's own account: signing in and out, and two-factor sign-in. One hook per call, as in
 * every feature's api/ folder (docs/architecture.md, "Calls and fresh data"); a write is a plain
 * function the screen awaits (see ./adminClient.ts for why not TanStack's mutation hook).
 */

type Credentials = components['schemas']['AdminLoginRequest']

export const useAdminLogin = () => (body: Credentials) => adminCall('post', '/api/admin/login', { body })

/** Signs out: the token is forgotten and the admin cache emptied whatever the server answers. */
export function useAdminLogout() {
  const queryClient = useQueryClient()
  return async () => {
    try {
      await adminCall('post', '/api/admin/logout', {})
    } catch {
      // The token is forgotten here whatever the server says.
    }
    endAdminSession()
    queryClient.removeQueries({ queryKey: ['admin'] })
  }
}

export const useAdminAccount = () => useAdminQuery('/api/admin/account', {})

function useRefreshAccount() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['admin', '/api/admin/account'] })
}

export const useStartTotpSetup = () => () => adminCall('post', '/api/admin/totp/setup', {})

/**
 * Confirms the authenticator with a code; the answer carries the recovery codes, shown once. The
 * account is refetched without waiting: the screen shows the codes first, not the "on" state.
 */
export function useConfirmTotp() {
  const refresh = useRefreshAccount()
  return async (code: string) => {
    const done = await adminCall('post', '/api/admin/totp/confirm', { body: { code } })
    void refresh()
    return done
  }
}

export function useDisableTotp() {
  const refresh = useRefreshAccount()
  return async (code: string) => {
    await adminCall('post', '/api/admin/totp/disable', { body: { code } })
    return refresh()
  }
}
