import { useQueryClient } from '@tanstack/react-query'
import type { components } from '../../../api/schema.gen'
import { profileFormData, type ProfileChanges } from '../../../components/form/profile/encodeProfile'
import { adminCall, adminClient, useAdminQuery } from './adminClient'

/*
 * The members an admin looks after: the list, one member, and what an admin may change. One hook
 * per call (docs/architecture.md, "Calls and fresh data"); a write is a plain function the screen
 * awaits (./adminClient.ts says why not TanStack's mutation hook).
 */

type Detail = components['schemas']['AdminMemberDetail']
type PlanCode = components['schemas']['PlanCode']
type AddMember = components['schemas']['AdminNewMemberForm']

export const useAdminStats = () => useAdminQuery('/api/admin/stats', {}, { staleTime: 30_000 })

export const useAdminMembers = (page: number, q: string) =>
  useAdminQuery('/api/admin/members', { params: { query: { page, ...(q ? { q } : {}) } } })

const memberInit = (userId: string) => ({ params: { path: { userId } } })

/** One member; every load is an audited view, so it is not refetched on focus or retried. */
export const useAdminMember = (userId: string) =>
  useAdminQuery('/api/admin/members/{userId}', memberInit(userId), { refetchOnWindowFocus: false, retry: false })

/** Puts a changed member in the cache instead of loading it again (another audited view); the list and counts follow. */
export function useKeepAdminMember(userId: string) {
  const queryClient = useQueryClient()
  return (next: Detail) => {
    queryClient.setQueryData(['admin', '/api/admin/members/{userId}', memberInit(userId)], next)
    void queryClient.invalidateQueries({ queryKey: ['admin', '/api/admin/members'] })
    void queryClient.invalidateQueries({ queryKey: ['admin', '/api/admin/stats'] })
  }
}

/** The changed fields only, as a multipart form (a picture may be among them); answers `{ data, error }`. */
export const useEditAdminMember = () => (userId: string, changes: ProfileChanges) =>
  adminClient.PATCH('/api/admin/members/{userId}', { params: { path: { userId } }, body: changes, bodySerializer: profileFormData })

/** A new member, picture included, as a multipart form; answers `{ data, error }`. */
export const useAddAdminMember = () => (body: AddMember) => adminClient.POST('/api/admin/members', { body, bodySerializer: profileFormData })

export const useSuspendMember = () => (userId: string, reason: string) =>
  adminCall('post', '/api/admin/members/{userId}/suspend', { params: { path: { userId } }, body: { reason } })

export const useReinstateMember = () => (userId: string, reason: string) =>
  adminCall('post', '/api/admin/members/{userId}/reinstate', { params: { path: { userId } }, body: { reason } })

export const useGrantPlan = () => (userId: string, plan: PlanCode, reason: string) =>
  adminCall('post', '/api/admin/members/{userId}/subscriptions', { params: { path: { userId } }, body: { plan, reason } })

/** Erases a member; their page leaves the cache and every admin list is refetched. */
export function useDeleteMember() {
  const queryClient = useQueryClient()
  return async (userId: string) => {
    await adminCall('delete', '/api/admin/members/{userId}', { params: { path: { userId } } })
    queryClient.removeQueries({ queryKey: ['admin', '/api/admin/members/{userId}'] })
    void queryClient.invalidateQueries({ queryKey: ['admin'] })
  }
}
