import type { operations } from '../../../api/schema.gen'
import { useAdminQuery } from './adminClient'

/* The audit log (read-only) and the admins its filter offers. One hook per call. */

type AuditQuery = NonNullable<operations['listAdminAudit']['parameters']['query']>

export const useAuditLog = (query: AuditQuery) => useAdminQuery('/api/admin/audit', { params: { query } })

/** The admins, for the audit log's filter: they change rarely. */
export const useAdmins = () => useAdminQuery('/api/admin/admins', {}, { staleTime: 60_000 })
