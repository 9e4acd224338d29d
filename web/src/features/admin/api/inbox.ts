import { useQueryClient } from '@tanstack/react-query'
import type { components } from '../../../api/schema.gen'
import { adminCall, useAdminQuery } from './adminClient'

/* Contact messages and feedback (docs/decisions.md §6). One hook per call. */

type InboxKind = components['schemas']['InboxItem']['kind']

export const useInbox = (status: 'open' | 'handled' | 'all', page: number) =>
  useAdminQuery('/api/admin/inbox', { params: { query: { status, page } } })

/** Marks a message handled (or not) with a note; every admin list and count is refetched before it resolves. */
export function useUpdateInboxItem() {
  const queryClient = useQueryClient()
  return async (kind: InboxKind, id: string, body: { handled: boolean; note: string }) => {
    await adminCall('patch', '/api/admin/inbox/{kind}/{id}', { params: { path: { kind, id } }, body })
    await queryClient.invalidateQueries({ queryKey: ['admin'] })
  }
}
