import { useQueryClient } from '@tanstack/react-query'
import type { components, operations } from '../../../api/schema.gen'
import { adminCall, adminClient, useAdminQuery } from './adminClient'

/*
 * Trust and safety (docs/adr/0011-admin.md): the moderation queue, document verification and
 * grievances. Queues are always asked afresh; a decision refetches every admin list and count
 * before it resolves, so the row leaves as the admin watches. One hook per call.
 */

type ModerationAction = components['schemas']['ModerationAction']
type GrievanceUpdate = components['schemas']['GrievanceUpdate']
type GrievanceQuery = NonNullable<operations['listAdminGrievances']['parameters']['query']>

function useRefreshAdmin() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] })
}

export const useReportQueue = () => useAdminQuery('/api/admin/reports', {}, { staleTime: 0 })

export function useActOnReport() {
  const refresh = useRefreshAdmin()
  return async (id: string, body: ModerationAction) => {
    await adminCall('post', '/api/admin/reports/{id}/action', { params: { path: { id } }, body })
    await refresh()
  }
}

export const useVerificationQueue = () => useAdminQuery('/api/admin/verifications', {}, { staleTime: 0 })

/**
 * A document's image, fetched with the admin's token and never cached; a plain function, as the
 * screen holds the picture in memory only while it shows it.
 */
export const useVerificationImage = () => (id: string) =>
  adminClient.GET('/api/admin/verifications/{id}/image', { params: { path: { id } }, parseAs: 'blob', cache: 'no-store' })

export function useDecideVerification() {
  const refresh = useRefreshAdmin()
  return async (id: string, decision: components['schemas']['VerificationDecision']) => {
    await adminCall('post', '/api/admin/verifications/{id}/decision', { params: { path: { id } }, body: decision })
    await refresh()
  }
}

export const useGrievances = (query: GrievanceQuery) => useAdminQuery('/api/admin/grievances', { params: { query } }, { staleTime: 0 })

export function useUpdateGrievance() {
  const refresh = useRefreshAdmin()
  return async (id: string, body: GrievanceUpdate) => {
    await adminCall('patch', '/api/admin/grievances/{id}', { params: { path: { id } }, body })
    await refresh()
  }
}
